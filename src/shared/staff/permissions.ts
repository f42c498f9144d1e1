/**
 * Who may do what in the staff admin (docs/product.md#staff-roles): the one declaration. Each staff
 * area has a read action (see, search, export) and a write action (change, send, delete), and each role
 * lists the actions it holds. The API guard (src/server/plugins/access.ts), the admin pages' guard and
 * navigation, the roles form's hints, the dashboard's parts, the subscribers tabs and the outbox's
 * email areas all read it, and a test renders docs/product.md's roles table from it. Zod-free: pages
 * import it.
 */
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';

export const STAFF_ACTIONS = ['read', 'write'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

interface AreaDefinition {
  label: string;
  /** What the area holds, in a few words (the roles form's hints). */
  holds: string;
  /** What each of the area's actions allows, in plain words; an area without one has no such action. */
  actions: Partial<Record<StaffAction, string>>;
  /** Every staff member holds every action of the area, whatever their roles. */
  everyStaffMember?: true;
}

/** The staff areas, in the order of docs/product.md's roles table. */
export const STAFF_AREAS = {
  dashboard: {
    label: 'Dashboard',
    holds: 'the dashboard',
    actions: { read: 'see the dashboard, with the parts of the areas they may read' },
    everyStaffMember: true,
  },
  'own-account': {
    label: 'Own account',
    holds: 'their own account',
    actions: {
      read: 'see their own sessions and two-factor sign-in',
      write: 'change their own password and two-factor sign-in, sign out',
    },
    everyStaffMember: true,
  },
  events: {
    label: 'Events',
    holds: 'events, attendees, waiting lists, event leads',
    actions: {
      read: 'see events, attendees, waiting lists and event leads, and export event leads',
      write: 'create, change, cancel and delete events and series, offer seats, remove attendees',
    },
  },
  care: {
    label: 'Care',
    holds: 'messages, prayer requests, house churches, Bible study',
    actions: {
      read: 'see messages, prayer requests (private ones too), house churches, join requests, leader applications and Bible study sign-ups',
      write:
        'mark messages and prayer requests handled, add, change, archive and restore house churches, decide join requests and leader applications',
    },
  },
  giving: {
    label: 'Giving',
    holds: 'donations and their exports, recurring gifts, year-end statements',
    actions: {
      read: 'see donations and recurring gifts, export donations, see year-end statements',
      write: 'send year-end statements',
    },
  },
  communications: {
    label: 'Communications',
    holds: 'subscribers, newsletter and outbox, testimonies, resources',
    actions: {
      read: 'see and export subscribers and devotional leads, see newsletters and the outbox (its own areas’ emails)',
      write: 'send newsletters, retry emails, change testimonies and resources',
    },
  },
  images: {
    label: 'Image library',
    holds: 'the image library',
    actions: { read: 'see the image library', write: 'upload, change and delete images' },
  },
  content: {
    label: 'Site content',
    holds: 'the site’s words, pictures and settings',
    actions: {
      read: 'see the site’s words, pictures and settings, their drafts, versions and previews',
      write: 'change, publish and restore them (but the analytics IDs)',
    },
  },
  analytics: {
    label: 'Analytics IDs',
    holds: 'the analytics IDs in the site settings',
    actions: { write: 'change the analytics IDs in the site settings' },
  },
  staff: {
    label: 'Staff accounts',
    holds: 'staff accounts and the audit log',
    actions: {
      read: 'see staff accounts, invitations and the audit log',
      write: 'invite, disable and enable staff, change their roles',
    },
  },
  privacy: {
    label: 'Privacy',
    holds: 'privacy requests',
    actions: {
      read: 'look up and export everything held about an email address',
      write: 'erase everything held about an email address',
    },
  },
  spam: {
    label: 'Spam turned away',
    holds: 'the spam turned away',
    actions: { read: 'see the form posts refused as spam' },
  },
} as const satisfies Record<string, AreaDefinition>;
export type StaffArea = keyof typeof STAFF_AREAS;

const READ_AND_WRITE = ['read', 'write'] as const;

/** What one role holds: every action of every area, or some actions of some areas. */
export type RoleGrant = 'everything' | Partial<Record<StaffArea, readonly StaffAction[]>>;
export type StaffPermissions<Role extends string = StaffRole> = Readonly<Record<Role, RoleGrant>>;

/**
 * Each role and what it may do; the areas marked `everyStaffMember` are everyone's besides. Adding
 * a role is one entry here (with its name in src/shared/staff/roles.ts).
 */
export const STAFF_PERMISSIONS = {
  administrator: 'everything',
  events: { events: READ_AND_WRITE, images: READ_AND_WRITE },
  // Care keeps the house churches, and a church's picture comes from the image library (product.md#staff-house-churches).
  care: { care: READ_AND_WRITE, images: READ_AND_WRITE },
  giving: { giving: READ_AND_WRITE },
  communications: { communications: READ_AND_WRITE, images: READ_AND_WRITE, content: READ_AND_WRITE },
} as const satisfies StaffPermissions;

/** The action of a staff route: the one it declares, else reading for GET and HEAD, writing for any other method. */
export function actionOf(method: string, declared?: StaffAction): StaffAction {
  return declared ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'write');
}

/** Whether the area has the action at all (the analytics IDs are only written, the dashboard only read). */
export function areaHasAction(area: StaffArea, action: StaffAction): boolean {
  return Object.hasOwn(STAFF_AREAS[area].actions, action);
}

/** Whether one role's grant includes `action` on `area`. */
function grantAllows(grant: RoleGrant, area: StaffArea, action: StaffAction): boolean {
  if (!areaHasAction(area, action)) return false;
  if (grant === 'everything' || 'everyStaffMember' in STAFF_AREAS[area]) return true;
  return grant[area]?.includes(action) ?? false;
}

/**
 * Whether someone holding `held` may do `action` on `area`: the guard of every staff route and
 * screen. A role the declaration does not list opens nothing, not even the areas of every staff member.
 */
export function mayDo<Role extends string>(
  held: readonly string[],
  area: StaffArea,
  action: StaffAction,
  permissions: StaffPermissions<Role> = STAFF_PERMISSIONS as unknown as StaffPermissions<Role>,
): boolean {
  return held.some(
    (role) => Object.hasOwn(permissions, role) && grantAllows(permissions[role as Role], area, action),
  );
}

/** Whether `held` includes a role that may do everything, in every area there is or will be. */
export function holdsEverything(held: readonly string[]): boolean {
  return held.some(
    (role) => Object.hasOwn(STAFF_PERMISSIONS, role) && STAFF_PERMISSIONS[role as StaffRole] === 'everything',
  );
}

/** Whether `held` may read any of `areas` (a screen that shows several areas opens with one of them). */
export function mayReadAny(held: readonly string[], areas: readonly StaffArea[]): boolean {
  return areas.some((area) => mayDo(held, area, 'read'));
}

/** The roles that may do `action` on `area`, in the order of STAFF_ROLES. */
export function rolesThatMay(area: StaffArea, action: StaffAction): StaffRole[] {
  return STAFF_ROLES.filter((role) => mayDo([role], area, action));
}

/** The areas that role may act on, and how, leaving out those of every staff member. */
function areasOf(role: StaffRole): { area: StaffArea; actions: StaffAction[] }[] {
  return (Object.keys(STAFF_AREAS) as StaffArea[])
    .filter((area) => !('everyStaffMember' in STAFF_AREAS[area]))
    .map((area) => ({ area, actions: STAFF_ACTIONS.filter((action) => mayDo([role], area, action)) }))
    .filter((entry) => entry.actions.length > 0);
}

/**
 * What a role may do, in plain words, for the roles form: 'events, attendees, waiting lists, event
 * leads; the image library'. A role holding only part of an area says so ('(read only)').
 */
export function roleHint(role: StaffRole): string {
  if (STAFF_PERMISSIONS[role] === 'everything') {
    const onlyTheirs = areasOf(role).filter(({ area }) =>
      STAFF_ROLES.every((other) => other === role || areasOf(other).every((entry) => entry.area !== area)),
    );
    return `everything, including ${onlyTheirs.map(({ area }) => STAFF_AREAS[area].holds).join(', ')}`;
  }
  return areasOf(role)
    .map(({ area, actions }) => {
      const { holds, actions: defined } = STAFF_AREAS[area];
      const partial = actions.length < Object.keys(defined).length;
      return partial ? `${holds} (${actions.includes('read') ? 'read only' : 'change only'})` : holds;
    })
    .join('; ');
}

/** The roles that may do `action` on `area`, as the roles table names them: 'Administrator, Giving'. */
const holderLabels = (area: StaffArea, action: StaffAction) =>
  rolesThatMay(area, action)
    .map((role) => STAFF_ROLE_LABELS[role])
    .join(', ');

/** docs/product.md's roles table, rendered from the declaration (a test expects the doc to hold it). */
export function rolesTableMarkdown(): string {
  const rows = (Object.keys(STAFF_AREAS) as StaffArea[]).flatMap((area) =>
    STAFF_ACTIONS.filter((action) => areaHasAction(area, action)).map(
      (action) =>
        `| ${STAFF_AREAS[area].label} | ${action} | ${STAFF_AREAS[area].actions[action as never] as string} | ${
          'everyStaffMember' in STAFF_AREAS[area] ? 'every staff member' : holderLabels(area, action)
        } |`,
    ),
  );
  return ['| Area | Action | What it allows | Who may |', '|---|---|---|---|', ...rows].join('\n');
}
