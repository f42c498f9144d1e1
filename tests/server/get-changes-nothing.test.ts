/**
 * No GET changes data. Walks every GET route the server registers and every page
 * in the route table, with real ids (and the tokens and ids that travel in links), as a visitor and
 * as signed-in staff, and proves that no table's rows changed. A link prefetched by a mail scanner,
 * a crawler or a browser can therefore never unsubscribe, pay, approve or erase anything.
 */
import { sql } from 'drizzle-orm';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#client/routes.ts';
import { queryRows } from '#server/db/client.ts';
import { prayerRequests } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { issueDonorLink } from '#server/features/giving/giving.donor-access.ts';
import { issueRsvpLink } from '#server/features/events/events.rsvp-links.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { insertRsvp } from '#tests/helpers/generators/events.ts';
import { insertJoinRequest } from '#tests/helpers/generators/house-churches.ts';
import { insertLeaderApplication } from '#tests/helpers/generators/leader-applications.ts';
import { insertOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import { buildPrayerRequest, insertContactMessage } from '#tests/helpers/generators/outreach.ts';
import { pngImage } from '#tests/helpers/generators/images.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
let staffCookie: string;
/** A signed-in donor (docs/product.md#the-donors-own-page): their page is walked as they see it. */
let donorCookie: string;
/** The time stands still: a staff session's "last seen" is written at most once a minute of use. */
const clock = createTestClock();
const ids: Record<string, string> = {};

const firstId = async (table: string, column = 'id') =>
  String(
    (
      await queryRows<{ id: unknown }>(
        t.db,
        sql`select ${sql.identifier(column)} as id from ${sql.identifier(table)} limit 1`,
      )
    )[0]!.id,
  );

beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true, clock });
  await seedDemoContent(t.db, clock);
  await seedContentDocuments(t.db, clock);
  await insertDonation(t.db);
  await insertContactMessage(t.db);
  await t.db.insert(prayerRequests).values(buildPrayerRequest());
  await insertSubscriber(t.db);
  await insertLeaderApplication(t.db);
  // Already delivered: a queued one would be picked up by the outbox worker, which is not a GET.
  await insertOutboxEmail(t.db, { status: 'sent', sentAt: clock.now() });
  ids.event = await firstId('events');
  ids.church = await firstId('house_churches');
  ids.series = await firstId('event_series');
  const rsvp = await insertRsvp(t.db, { eventId: Number(ids.event) });
  ids.rsvpToken = await issueRsvpLink(t.db, rsvp.id, clock.now());
  await insertJoinRequest(t.db, { houseChurchId: Number(ids.church) });
  ids.donation = await firstId('donations');
  ids.recurringGift = (await insertRecurringGift(t.db)).id;
  ids.message = await firstId('contact_messages');
  ids.prayer = await firstId('prayer_requests');
  ids.application = await firstId('leader_applications');
  ids.video = await firstId('videos', 'video_id');
  ids.token = await firstId('email_subscribers', 'unsubscribe_token');
  const image = await t.app.services.images.upload(await pngImage(400, 200), {
    alt_text: 'A red square',
    decorative: false,
  });
  ids.image = image.id;
  staffCookie = await signInAsStaff(t);
  // A sign-in link the walk opens (a prefetch must not spend it), and another already used.
  const donor = { email: 'lydia@example.org', purpose: 'requested' as const, now: clock.now() };
  ids.donorToken = await issueDonorLink(t.db, donor);
  const setCookie = await t.app.services.donorAccess.signIn(await issueDonorLink(t.db, donor));
  donorCookie = setCookie!.split(';')[0]!;
}, 180_000);
afterAll(() => t?.close());

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

/** A real value for each path parameter of an API route; a new route with parameters must be added. */
function concreteApiUrl(url: string): string {
  const byRoute: Record<string, string> = {
    '/api/donations/:id/': `/api/donations/${ids.donation}/`,
    '/api/admin/donations/:id/': `/api/admin/donations/${ids.donation}/`,
    '/api/admin/recurring-gifts/:id/': `/api/admin/recurring-gifts/${ids.recurringGift}/`,
    '/api/house-church/house-churches/:id/': `/api/house-church/house-churches/${ids.church}/`,
    '/api/admin/house-churches/:id/': `/api/admin/house-churches/${ids.church}/`,
    '/api/admin/leader-applications/:id/': `/api/admin/leader-applications/${ids.application}/`,
    '/api/admin/messages/:id/': `/api/admin/messages/${ids.message}/`,
    '/api/admin/prayer-requests/:id/': `/api/admin/prayer-requests/${ids.prayer}/`,
    '/api/events/:id/': `/api/events/${ids.event}/`,
    '/api/events/:id/attendees/': `/api/events/${ids.event}/attendees/`,
    '/api/admin/events/:id/waitlist/': `/api/admin/events/${ids.event}/waitlist/`,
    '/api/admin/event-series/:id/': `/api/admin/event-series/${ids.series}/`,
    '/events/:id/calendar.ics': `/events/${ids.event}/calendar.ics`,
    '/media/videos/:videoId/:variant': `/media/videos/${ids.video}/mq.jpg`,
    '/media/images/:file': `/media/images/${ids.image}-320.webp`,
    '/api/admin/content/:key/': '/api/admin/content/about/',
    '/api/admin/content/:key/es/': '/api/admin/content/about/es/',
    '/api/admin/content/:key/versions/': '/api/admin/content/about/versions/',
    '/api/admin/content/:key/versions/:version/': '/api/admin/content/about/versions/1/',
    '/api/newsletter/unsubscribe/': `/api/newsletter/unsubscribe/?token=${ids.token}`,
    '/api/*': '/api/no-such-thing/',
    '/*': '/',
  };
  const concrete = byRoute[url] ?? url;
  if (/[:*]/.test(concrete)) throw new Error(`${url}: give its parameters real values in this test`);
  return concrete;
}

/** Every page path of the route table, with real ids and the tokens and ids its links carry. */
function pagePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  const values: Record<string, string> = {
    ':id': '',
    ':donationId': ids.donation!,
    ':videoId': ids.video!,
    ':key': 'about',
  };
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}` : parent;
    const own = joined
      .replace(/house-churches\/:id/, `house-churches/${ids.church}`)
      .replace(/events\/:id/, `events/${ids.event}`)
      .replace(/:[A-Za-z]+/g, (name) => values[name] ?? name)
      .replace(/\*$/, 'no-such-page');
    if (/:/.test(own)) throw new Error(`${joined}: give its parameters real values in this test`);
    const children = entry.children ? pagePaths(entry.children, joined) : [];
    return [own || '/', ...children];
  });
}

const extraPages = () => [
  `/unsubscribe?token=${ids.token}`,
  `/donation-success?donation_id=${ids.donation}&session_id=demo_${ids.donation}`,
  `/admin/prayer-requests?id=${ids.prayer}`,
  `/giving/manage?token=${ids.donorToken}`,
  `/events/rsvp?token=${ids.rsvpToken}`,
];

describe('no GET changes data', () => {
  it('walks every GET route and every page, as a visitor and as staff, and finds every table as it was', async () => {
    const apiUrls = t.app.routeAccess
      .filter((route) => route.method === 'GET')
      .map((route) => concreteApiUrl(route.url));
    const pages = [...new Set([...pagePaths(routes), ...extraPages()])];
    expect(apiUrls).toEqual(
      expect.arrayContaining(['/api/admin/dashboard/', `/api/donations/${ids.donation}/`]),
    );
    expect(pages).toEqual(
      expect.arrayContaining(['/events', '/admin/donations', `/unsubscribe?token=${ids.token}`]),
    );

    const before = await snapshot();
    const answered: string[] = [];
    for (const url of [...apiUrls, ...pages]) {
      for (const cookie of [undefined, staffCookie, donorCookie]) {
        let response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        // A private link's first request sends the browser on to its page, the link in a cookie
        // (docs/product.md#private-links): the walk follows it there, as a browser or scanner would.
        // It sets one cookie per language's page; the English page's comes first.
        const setCookies = response.statusCode === 303 ? response.headers['set-cookie'] : undefined;
        const setCookie = Array.isArray(setCookies) ? setCookies[0] : setCookies;
        if (typeof setCookie === 'string') {
          const both = [cookie, setCookie.split(';')[0]].filter(Boolean).join('; ');
          const location = String(response.headers.location);
          response = await t.app.inject({ method: 'GET', url: location, headers: { cookie: both } });
        }
        answered.push(`${response.statusCode} ${url}`);
      }
    }
    await t.app.services.outbox.idle();
    expect(await snapshot()).toEqual(before);
    // The walk reached real records, not only refusals.
    expect(answered).toContain(`200 /api/admin/prayer-requests/${ids.prayer}/`);
    expect(answered).toContain(`200 /unsubscribe?token=${ids.token}`);
    expect(answered).toContain(`200 /giving/manage?token=${ids.donorToken}`);
    expect(answered).toContain(`200 /events/rsvp?token=${ids.rsvpToken}`);
    expect(answered).toContain(`200 /media/images/${ids.image}-320.webp`);
    expect(answered.filter((line) => line.startsWith('5'))).toEqual([]);
  });
});
