/**
 * The declaration of who may do what (docs/product.md#staff-roles), as the guard reads it: adding a
 * role is one entry, an administrator may do everything, and the roles form's hints say what the
 * declaration says.
 */
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  mayDo,
  roleHint,
  rolesThatMay,
  STAFF_ACTIONS,
  STAFF_AREAS,
  STAFF_PERMISSIONS,
  type StaffArea,
  type StaffPermissions,
} from '#shared/staff/permissions.ts';
import { STAFF_ROLES } from '#shared/staff/roles.ts';

const AREAS = Object.keys(STAFF_AREAS) as StaffArea[];

/** What a staff route with this method (and declared action) on `area` lets `held` do. */
const routeOpens = (
  held: string[],
  method: string,
  area: StaffArea,
  permissions: StaffPermissions<string>,
  declared?: 'read' | 'write',
) => mayDo(held, area, actionOf(method, declared), permissions);

describe('adding a role is one entry', () => {
  // A hypothetical prayer team (not a role of the product): may read Care, never change it.
  const withPrayerTeam: StaffPermissions<string> = {
    ...STAFF_PERMISSIONS,
    'prayer-team': { care: ['read'] },
  };

  it('lets the new role read its area and refuses its writes', () => {
    for (const method of ['GET', 'HEAD'])
      expect(routeOpens(['prayer-team'], method, 'care', withPrayerTeam), method).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(routeOpens(['prayer-team'], method, 'care', withPrayerTeam), method).toBe(false);
    // A POST declared a read (an export) opens to it too.
    expect(routeOpens(['prayer-team'], 'POST', 'care', withPrayerTeam, 'read')).toBe(true);
  });

  it('gives the new role nothing else, but its own account and the dashboard', () => {
    const opened = AREAS.flatMap((area) =>
      STAFF_ACTIONS.filter((action) => mayDo(['prayer-team'], area, action, withPrayerTeam)).map(
        (action) => `${area} ${action}`,
      ),
    );
    expect(opened).toEqual(['dashboard read', 'own-account read', 'own-account write', 'care read']);
    // Unknown to the product's own declaration, the role opens nothing at all.
    expect(AREAS.some((area) => mayDo(['prayer-team'], area, 'read'))).toBe(false);
  });

  it('leaves every other role as it was', () => {
    for (const role of STAFF_ROLES)
      for (const area of AREAS)
        for (const action of STAFF_ACTIONS)
          expect(mayDo([role], area, action, withPrayerTeam)).toBe(mayDo([role], area, action));
  });
});

describe('the product’s roles', () => {
  it('let an administrator do everything there is, and every role their own account and the dashboard', () => {
    for (const area of AREAS)
      for (const action of Object.keys(STAFF_AREAS[area].actions) as ('read' | 'write')[])
        expect(mayDo(['administrator'], area, action), `${area} ${action}`).toBe(true);
    for (const role of STAFF_ROLES) {
      expect(mayDo([role], 'dashboard', 'read')).toBe(true);
      expect(mayDo([role], 'own-account', 'write')).toBe(true);
    }
    expect(mayDo([], 'dashboard', 'read')).toBe(false);
  });

  it('keep donations, their exports and privacy requests to their roles', () => {
    expect(rolesThatMay('giving', 'read')).toEqual(['administrator', 'giving']);
    expect(rolesThatMay('privacy', 'read')).toEqual(['administrator']);
    expect(rolesThatMay('images', 'write')).toEqual(['administrator', 'events', 'care', 'communications']);
    expect(mayDo(['care', 'events'], 'giving', 'read')).toBe(false);
  });

  it('describe each role in the roles form as the declaration has it', () => {
    expect(roleHint('giving')).toBe('donations and their exports, recurring gifts, year-end statements');
    expect(roleHint('events')).toBe('events, attendees, waiting lists, event leads; the image library');
    expect(roleHint('administrator')).toMatch(/^everything, including .*staff accounts and the audit log/);
    // Every area a role may read is named in its hint, and no other.
    for (const role of STAFF_ROLES.filter((name) => name !== 'administrator'))
      for (const area of AREAS.filter((name) => !('everyStaffMember' in STAFF_AREAS[name])))
        expect(roleHint(role).includes(STAFF_AREAS[area].holds), `${role} ${area}`).toBe(
          mayDo([role], area, 'read'),
        );
  });
});
