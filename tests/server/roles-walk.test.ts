/**
 * How roles are enforced (docs/product.md#staff-roles): walks every staff route the server
 * registers with a session of each role. Every route outside that role's rooms answers 403 (before
 * its handler runs) and no table's rows change; a private prayer request's text never reaches
 * anyone but Care and Administrator. The rooms below are written out from that section, not read
 * from the routes, so a route declared in the wrong room fails here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { loader as adminLayoutLoader } from '#client/routes/admin/layout.tsx';
import { queryRows } from '#server/db/client.ts';
import { prayerRequests, resources, testimonies } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { NOT_YOUR_ROOM_MESSAGE, type RouteAccessEntry } from '#server/plugins/access.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { insertRsvp } from '#tests/helpers/generators/events.ts';
import { insertJoinRequest } from '#tests/helpers/generators/house-churches.ts';
import { insertLeaderApplication } from '#tests/helpers/generators/leader-applications.ts';
import { insertOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import { buildPrayerRequest, insertContactMessage } from '#tests/helpers/generators/outreach.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';

/** One role's room, a room two roles share, or every staff member's. */
type Room = StaffRole | readonly StaffRole[] | 'every staff member';

/** The rooms of each staff route, by URL. A new staff route must be placed here on purpose. */
const ROOM_BY_URL: [RegExp, Room][] = [
  [/^\/api\/admin\/(me|logout|dashboard)\/$/, 'every staff member'],
  [/^\/api\/admin\/account\//, 'every staff member'],
  [/^\/api\/events\//, 'events'],
  [/^\/api\/admin\/(event-leads|events|event-series)\//, 'events'],
  [/^\/api\/admin\/(messages|prayer-requests|house-churches|leader-applications|bible-study)\//, 'care'],
  [/^\/api\/admin\/(donations|recurring-gifts)\//, 'giving'],
  [
    /^\/api\/admin\/(email-subscribers|devotional-leads|newsletters|outbox|testimonies|resources)\//,
    'communications',
  ],
  [/^\/api\/admin\/(privacy|staff|audit)\//, 'administrator'],
  // Communications keeps the image library; Events and Care use it for event and house-church pictures.
  [/^\/api\/admin\/images\//, ['communications', 'events', 'care']],
  // The site's words, pictures and settings (the content room).
  [/^\/api\/admin\/content\//, 'communications'],
];
const roomOf = (route: RouteAccessEntry): Room | 'unplaced' =>
  ROOM_BY_URL.find(([pattern]) => pattern.test(route.url))?.[1] ?? 'unplaced';
const opens = (role: StaffRole, room: Room | 'unplaced') =>
  role === 'administrator' ||
  room === 'every staff member' ||
  room === role ||
  (Array.isArray(room) && room.includes(role));

const PRIVATE_PRAYER = 'Private: my brother is in hospital, please pray quietly.';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
const clock = createTestClock();
const ids: Record<string, string> = {};
let staffRoutes: RouteAccessEntry[];

const firstId = async (table: string) =>
  String(
    (
      await queryRows<{ id: unknown }>(t.db, sql`select id from ${sql.identifier(table)} order by id limit 1`)
    )[0]!.id,
  );

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoContent(t.db, clock);
  await seedContentDocuments(t.db, clock);
  await insertDonation(t.db);
  await insertContactMessage(t.db);
  await t.db.insert(prayerRequests).values(buildPrayerRequest({ request: PRIVATE_PRAYER, isPrivate: true }));
  await insertSubscriber(t.db);
  await t.db
    .insert(testimonies)
    .values({ quote: 'He was faithful.', name: 'Denise R.', page: '/devotional' });
  await t.db
    .insert(resources)
    .values({ kind: 'download', title: 'Guide', linkUrl: '/guide.pdf', linkLabel: 'Download' });
  await insertLeaderApplication(t.db);
  // Already delivered: a queued one would be picked up by the outbox worker while we compare.
  await insertOutboxEmail(t.db, { status: 'sent', sentAt: clock.now() });
  ids.events = await firstId('events');
  ids['house-churches'] = await firstId('house_churches');
  await insertRsvp(t.db, { eventId: Number(ids.events) });
  await insertJoinRequest(t.db, { houseChurchId: Number(ids['house-churches']) });
  ids['join-requests'] = await firstId('house_church_registrations');
  ids.donations = await firstId('donations');
  ids['recurring-gifts'] = (await insertRecurringGift(t.db)).id;
  ids.messages = await firstId('contact_messages');
  ids['prayer-requests'] = await firstId('prayer_requests');
  ids['leader-applications'] = await firstId('leader_applications');
  ids.outbox = await firstId('email_outbox');
  ids.testimonies = await firstId('testimonies');
  ids.resources = await firstId('resources');
  staffRoutes = t.app.routeAccess.filter((route) => route.access === 'staff');
}, 180_000);
afterAll(() => t?.close());

/** A real id for each `:id`: the record of the collection the parameter follows. */
const concreteUrl = (url: string) =>
  url
    .replace(/([a-z-]+)\/:id/g, (_whole, collection: string) => `${collection}/${ids[collection] ?? '1'}`)
    .replace('content/:key', 'content/about')
    .replace('versions/:version', 'versions/1');

/** Every table's row count and a digest of all its rows. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      t.db,
      sql`select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as digest
          from ${sql.identifier(name)} r`,
    );
    state[name] = `${row!.n} rows, ${row!.digest ?? 'empty'}`;
  }
  return state;
}

/** What the privacy routes accept: their refusal must come from the role, not from the input. */
const privacyPayload = (route: RouteAccessEntry) =>
  route.url.endsWith('/erase/')
    ? { email: 'hannah@example.org', confirm_email: 'hannah@example.org' }
    : { email: 'hannah@example.org' };

const send = (route: RouteAccessEntry, cookie: string, payload: unknown = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
    ...(WRITES.has(route.method) ? { payload: JSON.stringify(payload) } : {}),
  });

describe('staff roles, across every staff route', () => {
  it('every staff route declares the room its role rules give it', () => {
    const names = staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/donations/',
        'POST /api/admin/privacy/erase/',
        'POST /api/events/',
      ]),
    );
    const wrong = staffRoutes.flatMap((route) => {
      const room = roomOf(route);
      // The roles the declaration lets use the route (route.roles) name the administrator too.
      const expected =
        room === 'every staff member'
          ? [...STAFF_ROLES]
          : room === 'unplaced'
            ? []
            : [...new Set(['administrator', ...(typeof room === 'string' ? [room] : room)])];
      return JSON.stringify([...route.roles].sort()) === JSON.stringify([...expected].sort())
        ? []
        : [`${route.method} ${route.url}: declares [${route.roles.join(', ')}], expected ${room}`];
    });
    expect(wrong).toEqual([]);
  });

  for (const role of STAFF_ROLES.filter((name) => name !== 'administrator')) {
    it(`a ${role} session gets 403 outside its rooms, changes nothing, and never sees a private prayer`, async () => {
      const cookie = await signInWithRoles(t, [role]);
      const outside = staffRoutes.filter((route) => !opens(role, roomOf(route)));
      const inside = staffRoutes.filter((route) => opens(role, roomOf(route)));
      expect(outside.length).toBeGreaterThan(10);

      const before = await snapshot();
      const failures: string[] = [];
      const bodies: string[] = [];
      for (const route of outside) {
        const response = await send(route, cookie, privacyPayload(route));
        bodies.push(response.body);
        if (response.statusCode !== 403)
          failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
        else if (route.method !== 'HEAD' && response.json().error !== NOT_YOUR_ROOM_MESSAGE) {
          failures.push(`${route.method} ${route.url}: ${response.body}`);
        }
      }
      await t.app.services.outbox.idle();
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);

      // Its own rooms' reads open (logout is left out: it would end the session mid-walk).
      for (const route of inside.filter((entry) => entry.method === 'GET')) {
        const response = await send(route, cookie);
        bodies.push(response.body);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(200);
      }
      const seesPrivatePrayers = role === 'care';
      expect(bodies.some((body) => body.includes(PRIVATE_PRAYER))).toBe(seesPrivatePrayers);
    });
  }

  it('an administrator opens every room, the privacy export with the private prayer included', async () => {
    const cookie = await signInWithRoles(t, ['administrator']);
    for (const route of staffRoutes.filter((entry) => entry.method === 'GET')) {
      expect((await send(route, cookie)).statusCode, route.url).toBe(200);
    }
    const exportRoute = staffRoutes.find((route) => route.url === '/api/admin/privacy/export/')!;
    const exported = await send(exportRoute, cookie, privacyPayload(exportRoute));
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(PRIVATE_PRAYER);
  });

  it('a person holding two roles opens both rooms, and still no other', async () => {
    const cookie = await signInWithRoles(t, ['events', 'giving']);
    const byUrl = (url: string) => staffRoutes.find((route) => route.method === 'GET' && route.url === url)!;
    expect((await send(byUrl('/api/admin/donations/'), cookie)).statusCode).toBe(200);
    expect((await send(byUrl('/api/admin/event-leads/'), cookie)).statusCode).toBe(200);
    expect((await send(byUrl('/api/admin/prayer-requests/'), cookie)).statusCode).toBe(403);
  });

  it('the admin pages’ guard answers 403 for a screen outside the role, and opens its own', async () => {
    const cookie = await signInWithRoles(t, ['care']);
    const guard = async (pathname: string) =>
      (await adminLayoutLoader({
        request: new Request(`${TEST_ORIGIN}${pathname}`, { headers: { cookie } }),
        params: {},
        context: { services: t.app.services, nonce: 'n', publicUrl: TEST_ORIGIN, analytics: {} },
      } as never)) as unknown as {
        data?: { allowed: boolean };
        init?: { status: number };
        allowed?: boolean;
      };
    expect(await guard('/admin/donations')).toMatchObject({
      data: { allowed: false },
      init: { status: 403 },
    });
    expect(await guard('/admin/privacy')).toMatchObject({ init: { status: 403 } });
    expect(await guard('/admin/prayer-requests')).toMatchObject({ allowed: true, roles: ['care'] });
  });
});
