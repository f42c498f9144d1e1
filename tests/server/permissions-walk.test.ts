/**
 * The API does what the declaration says (docs/product.md#staff-roles): walks every staff route the
 * server registers with a session of each role (and of two roles together) and expects 403 exactly
 * where src/shared/staff/permissions.ts says the role may not do the route's action in its area.
 * Writes are sent with an empty body, so an allowed one stops at its own validation, and sign-out
 * goes last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayDo } from '#shared/staff/permissions.ts';
import { STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { NOT_YOUR_ROOM_MESSAGE, type RouteAccessEntry } from '#server/plugins/access.ts';
import {
  devotionalLeadsTab,
  emailSubscribersTab,
  eventLeadsTab,
  SUBSCRIBER_TABS,
} from '#client/features/admin/subscribers/tabs.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/app.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGN_OUT = '/api/admin/logout/';

let t: TestApp;
let staffRoutes: RouteAccessEntry[];

beforeAll(async () => {
  t = await createTestApp();
  staffRoutes = t.app.routeAccess
    .filter((route) => route.access === 'staff')
    .sort((a, b) => Number(a.url === SIGN_OUT) - Number(b.url === SIGN_OUT));
});
afterAll(() => t?.close());

async function refused(route: RouteAccessEntry, cookie: string): Promise<boolean> {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'anything'),
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
    ...(WRITES.has(route.method) ? { payload: '{}' } : {}),
  });
  if (response.statusCode !== 403) return false;
  return route.method === 'HEAD' || response.json().error === NOT_YOUR_ROOM_MESSAGE;
}

describe('every staff route, for every role, as the declaration says', () => {
  it('every staff route declares an area and an action', () => {
    expect(staffRoutes.length).toBeGreaterThan(100);
    expect(staffRoutes.filter((route) => !route.area || !route.action)).toEqual([]);
  });

  const holders: StaffRole[][] = [...STAFF_ROLES.map((role) => [role]), ['events', 'giving']];
  for (const roles of holders) {
    it(`${roles.join(' and ')}: 403 exactly where the declaration refuses`, async () => {
      const cookie = await signInWithRoles(t, roles);
      const wrong: string[] = [];
      for (const route of staffRoutes) {
        const allowed = mayDo(roles, route.area!, route.action!);
        if ((await refused(route, cookie)) === allowed)
          wrong.push(`${route.method} ${route.url}: the declaration says ${allowed ? 'allowed' : 'refused'}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('each subscribers tab opens to the area of the API route it reads', () => {
    for (const tab of [emailSubscribersTab, devotionalLeadsTab, eventLeadsTab]) {
      const route = staffRoutes.find((entry) => entry.method === 'GET' && entry.url === tab.path);
      expect(route?.area, tab.id).toBe(SUBSCRIBER_TABS.find((entry) => entry.id === tab.id)!.area);
    }
  });
});
