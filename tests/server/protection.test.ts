/**
 * Proof of protection (docs/product.md#public-and-staff-only): walks every route the server
 * registers and holds each admin route and each event-writing route to the staff rules: 401 without
 * a session (and with a forged or replayed one), 403 for a write from another site even with a live
 * session. Then replays a real cookie after sign-out, after two idle hours and after the
 * twelve-hour limit, against every staff read and against the admin pages' server-side guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as adminLayoutLoader } from '#client/routes/admin/layout.tsx';
import { NOT_SIGNED_IN_MESSAGE, type RouteAccessEntry } from '#server/plugins/access.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#server/features/auth/auth.sessions.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import { emailOutbox } from '#server/db/schema/index.ts';

const MINUTE = 60_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Admin routes a signed-out browser must reach: the sign-in itself and "am I signed in?". */
const PUBLIC_ADMIN_ROUTES = new Set([
  'POST /api/admin/login/',
  'POST /api/admin/login/two-factor/',
  'GET /api/admin/check-auth/',
]);
/**
 * Visitors may answer an invitation, and change or cancel their own answer through its private link
 * (the token is the proof); every other write to events is staff work.
 */
const isPublicEventWrite = (route: RouteAccessEntry) =>
  (route.method === 'POST' && /^\/api\/events\/:[A-Za-z_]+\/rsvp\/?$/.test(route.url)) ||
  // Joining a waitlist, and answering an offer or leaving the line by the entry's private link.
  (route.method === 'POST' && /^\/api\/events\/(:[A-Za-z_]+\/)?waitlist\/?$/.test(route.url)) ||
  (['PUT', 'DELETE'].includes(route.method) && /^\/api\/events\/rsvp\/?$/.test(route.url));

/** Must be staff-only: everything under /api/admin (but sign-in), event writes and attendee lists. */
function mustBeStaff(route: RouteAccessEntry): boolean {
  if (route.method === 'HEAD' || route.method === 'OPTIONS') return false;
  const name = `${route.method} ${route.url}`;
  if (route.url.startsWith('/api/admin')) return !PUBLIC_ADMIN_ROUTES.has(name);
  if (route.url.startsWith('/api/events')) {
    if (/\/attendees\/?$/.test(route.url)) return true;
    return WRITES.has(route.method) && !isPublicEventWrite(route);
  }
  return false;
}

const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'anything');

describe('proof of protection', () => {
  let t: TestApp;
  const clock = createTestClock();
  let guarded: RouteAccessEntry[];

  beforeAll(async () => {
    t = await createTestApp({ clock });
    guarded = t.app.routeAccess.filter(mustBeStaff);
  });
  afterAll(() => t.close());

  const send = (route: RouteAccessEntry, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: { 'content-type': 'application/json', ...headers },
      ...(WRITES.has(route.method) ? { payload: '{}' } : {}),
    });

  it('finds the subscriber, lead, sign-out and event-writing routes among those the server registered', () => {
    const names = guarded.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/email-subscribers/',
        'GET /api/admin/email-subscribers/stats/',
        'GET /api/admin/devotional-leads/',
        'GET /api/admin/event-leads/',
        'POST /api/admin/logout/',
        'POST /api/events/',
        'PUT /api/events/:id/',
        'DELETE /api/events/:id/',
        'GET /api/events/:id/attendees/',
      ]),
    );
  });

  it('every admin and event-writing route is declared staff-only', () => {
    expect(guarded.filter((route) => route.access !== 'staff').map((r) => `${r.method} ${r.url}`)).toEqual(
      [],
    );
  });

  it('each answers 401 without a session, with a forged cookie, and with a random one', async () => {
    const failures: string[] = [];
    const name = t.app.services.auth.cookie.name;
    for (const route of guarded) {
      for (const cookie of [undefined, `${name}=forged.signature`, `${name}=${'a'.repeat(43)}`]) {
        const response = await send(route, { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });
        if (response.statusCode !== 401 || response.json().error !== NOT_SIGNED_IN_MESSAGE) {
          failures.push(`${route.method} ${route.url} ${cookie ?? 'no cookie'}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('each write answers 403 from another site (or with no Origin) even with a live session', async () => {
    const cookie = await signInAsStaff(t);
    const writes = guarded.filter((route) => WRITES.has(route.method));
    expect(writes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of writes) {
      for (const origin of ['https://evil.example', 'null', undefined]) {
        const response = await send(route, { cookie, ...(origin ? { origin } : {}) });
        if (response.statusCode !== 403)
          failures.push(`${route.method} ${route.url} from ${origin}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // The refused writes did nothing: the session (logout is one of them) is still alive.
    expect((await t.request({ method: 'GET', url: '/api/admin/me/', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  describe('replaying a real cookie', () => {
    const reads = () => guarded.filter((route) => route.method === 'GET');
    const loaderArgs = (cookie: string) =>
      ({
        request: new Request(`${TEST_ORIGIN}/admin/subscribers`, { headers: { cookie } }),
        params: {},
        context: { services: t.app.services, nonce: 'n', publicUrl: TEST_ORIGIN, analytics: {} },
      }) as never;
    const pageStatus = async (cookie: string) => {
      try {
        await adminLayoutLoader(loaderArgs(cookie));
        return 'open';
      } catch (thrown) {
        if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('location')}`;
        throw thrown;
      }
    };
    const expectOpen = async (cookie: string) => {
      for (const route of reads())
        expect((await send(route, { cookie })).statusCode, route.url).not.toBe(401);
      expect(await pageStatus(cookie)).toBe('open');
    };
    const expectRefused = async (cookie: string) => {
      for (const route of reads()) expect((await send(route, { cookie })).statusCode, route.url).toBe(401);
      expect(await pageStatus(cookie)).toBe('302 /admin/login?next=%2Fadmin%2Fsubscribers');
    };

    it('after sign-out', async () => {
      const cookie = await signInAsStaff(t);
      await expectOpen(cookie);
      await t.request({ method: 'POST', url: '/api/admin/logout/', headers: { cookie } });
      await expectRefused(cookie);
    });

    it('after two idle hours', async () => {
      const cookie = await signInAsStaff(t);
      clock.advance(SESSION_IDLE_MS - MINUTE);
      await expectOpen(cookie);
      clock.advance(SESSION_IDLE_MS);
      await expectRefused(cookie);
    });

    it('after twelve hours, however busy the session was', async () => {
      const cookie = await signInAsStaff(t);
      for (
        let elapsed = 0;
        elapsed + SESSION_IDLE_MS / 2 < SESSION_ABSOLUTE_MS;
        elapsed += SESSION_IDLE_MS / 2
      ) {
        clock.advance(SESSION_IDLE_MS / 2);
        expect(await pageStatus(cookie)).toBe('open');
      }
      clock.advance(SESSION_IDLE_MS / 2);
      await expectRefused(cookie);
    });
  });

  it("the donor page's sign-in link request is a guarded public form: a robot's post sends nothing", async () => {
    const route = t.app.routeAccess.find((r) => r.method === 'POST' && r.url === '/api/giving/manage/link/');
    expect(route?.access).toBe('public');
    await insertDonation(t.db, { email: 'tabitha@example.org', paymentStatus: 'paid', paidAt: clock.now() });
    const robot = await t.request({
      method: 'POST',
      url: '/api/giving/manage/link/',
      payload: { email: 'tabitha@example.org', website: 'http://spam.example' },
    });
    expect(robot.statusCode).toBe(400);
    expect(robot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});
