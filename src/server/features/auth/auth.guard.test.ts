/**
 * The guard test: walks every route the app registers. Every staff-only route must refuse a request
 * without a live session (401 in the envelope), and no /api route may be public unless it is in the
 * allow-list below, so a new public endpoint is always a deliberate, reviewed choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/app.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { NOT_SIGNED_IN_MESSAGE, type RouteAccessEntry } from '#server/plugins/access.ts';

/** Every public /api route, as `METHOD url` (GET covers its HEAD; `*` any method). Add only on purpose. */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/hello/',
  'POST /api/newsletter/subscribe/',
  'POST /api/newsletter/unsubscribe/', // RFC 8058 one-click from mail clients: the token is the proof
  'GET /api/newsletter/unsubscribe/',
  'POST /api/contact/',
  'POST /api/prayer-request/',
  'POST /api/devotional-lead/',
  'POST /api/event-lead/',
  'POST /api/bible-study-signup/',
  'GET /api/docs',
  'POST /api/admin/login/',
  'POST /api/admin/login/two-factor/', // the code step: its own short-lived cookie is the proof
  'GET /api/admin/check-auth/',
  'POST /api/staff-invitations/accept/', // a staff invitation's private link: the token is the proof
  'POST /api/donations/',
  'POST /api/donations/create_checkout_session/',
  'GET /api/donations/:id/',
  'POST /api/donations/webhook/', // Stripe: signature-checked, no session or Origin
  'POST /api/giving/manage/link/', // a donor's sign-in link: the same answer for every address
  'GET /api/events/',
  'GET /api/events/:id/',
  'POST /api/events/:id/rsvp/',
  'GET /api/events/rsvp/', // one RSVP by its private link: the token is the proof
  'PUT /api/events/rsvp/',
  'DELETE /api/events/rsvp/',
  'POST /api/events/:id/waitlist/',
  'GET /api/events/waitlist/', // one waitlist entry by its private link: the token is the proof
  'POST /api/events/waitlist/',
  '* /api/*', // the JSON 404 for unknown API paths
  'GET /api/house-church/house-churches/',
  'GET /api/house-church/house-churches/:id/',
  'POST /api/house-church/house-churches/:id/join/',
  'POST /api/house-church/house-church-leaders/apply/',
  'GET /api/youtube-messages/recent/',
  'GET /api/youtube-messages/all/',
  'GET /api/youtube-messages/',
]);
const isAllowedPublic = ({ method, url }: RouteAccessEntry) =>
  PUBLIC_API_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`) || PUBLIC_API_ROUTES.has(`* ${url}`);

/** A concrete URL for a route pattern: parameters and wildcards get placeholder values. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'test-id').replace(/\*/g, 'anything');

describe('the access guard, across every registered route', () => {
  let t: TestApp;
  let routes: RouteAccessEntry[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.routeAccess;
  });
  afterAll(() => t.close());

  const staffRoutes = () => routes.filter((route) => route.access === 'staff');

  it('knows the staff routes (so the walk below cannot pass by finding none)', () => {
    const names = staffRoutes().map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/admin/logout/', 'GET /api/admin/me/']));
  });

  it('every /api route declares its access', () => {
    const undeclared = routes.filter((route) => route.url.startsWith('/api') && !route.access);
    expect(undeclared).toEqual([]);
  });

  it('every staff route answers 401 in the envelope without a session, and with a forged one', async () => {
    const failures: string[] = [];
    for (const route of staffRoutes()) {
      for (const cookie of [undefined, 'ministry_session=forged.signature']) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: '{}' }),
        });
        const name = `${route.method} ${route.url}${cookie ? ' (forged cookie)' : ''}`;
        if (response.statusCode !== 401) failures.push(`${name} answered ${response.statusCode}`);
        else if (
          route.method !== 'HEAD' &&
          response.body !== JSON.stringify({ error: NOT_SIGNED_IN_MESSAGE })
        ) {
          failures.push(`${name} answered 401 with ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('no staff answer may be kept by a cache: signed out (401) or in, every one says no-store', async () => {
    const cookie = await signInAsStaff(t);
    const failures: string[] = [];
    for (const route of staffRoutes()) {
      const reading = route.method === 'GET' || route.method === 'HEAD';
      // Writes are sent signed out only: a signed-in POST to logout would end the session mid-walk.
      for (const session of reading ? [undefined, cookie] : [undefined]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            ...(session ? { cookie: session } : {}),
          },
          ...(reading ? {} : { payload: '{}' }),
        });
        const cacheControl = response.headers['cache-control'];
        if (cacheControl !== 'no-store') {
          failures.push(
            `${route.method} ${route.url}${session ? ' (signed in)' : ''}: ${String(cacheControl)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every /api route Fastify serves is in the registry (none slipped in before the guard)', () => {
    const known = new Set(routes.map((route) => `${route.method} ${route.url.replace(/\/$/, '')}`));
    const served = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/api\S*) \(([^)]+)\)/.exec(line))
      .flatMap((match) => (match ? match[2]!.split(', ').map((method) => `${method} ${match[1]}`) : []));
    expect(served.length).toBeGreaterThan(5);
    expect(served.filter((name) => !known.has(name))).toEqual([]);
  });

  it('no /api route is public unless it is on the allow-list', () => {
    const unexpected = routes
      .filter((route) => route.url.startsWith('/api') && route.access === 'public')
      .filter((route) => !isAllowedPublic(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(unexpected).toEqual([]);
  });

  it('the API document asks for the staff session on exactly the staff routes', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`,
        security: operation.security,
      })),
    );
    const staff = new Set(staffRoutes().map((route) => `${route.method} ${route.url}`));
    expect(documented.filter((operation) => staff.has(operation.name)).length).toBeGreaterThan(10);
    const wrong = documented
      .filter((operation) => staff.has(operation.name) !== (operation.security !== undefined))
      .map((operation) => operation.name);
    expect(wrong).toEqual([]);
    for (const operation of documented.filter((candidate) => staff.has(candidate.name))) {
      expect(operation.security, operation.name).toEqual([{ staffSession: [] }]);
    }
  });

  it('a state-changing staff route refuses another site even with a live session', async () => {
    const cookie = await signInAsStaff(t);
    const changing = staffRoutes().filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(changing.length).toBeGreaterThan(0);
    for (const route of changing) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
