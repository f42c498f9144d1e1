import type { StaffRole } from '#shared/staff/roles.ts';
import { mayReadAny, type StaffArea } from '#shared/staff/permissions.ts';
import { ADMIN_NAV_WORDS, type AdminNavGroup } from '#shared/site/admin-words.ts';

/**
 * The admin navigation, in its order and its groups (docs/product.md#staff-screens), with the staff
 * areas each screen shows (src/shared/staff/permissions.ts, the same areas as the screen's API
 * routes): a screen opens to someone who may read one of them (docs/product.md#staff-roles). The
 * groups' names are ADMIN_NAV_WORDS.groups; the dashboard belongs to none.
 */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', areas: ['dashboard'], group: null },
  { to: '/admin/events', label: 'Events', areas: ['events'], group: 'events' },
  { to: '/admin/messages', label: 'Messages', areas: ['care'], group: 'people' },
  { to: '/admin/prayer-requests', label: 'Prayer Requests', areas: ['care'], group: 'people' },
  { to: '/admin/bible-study', label: 'Bible Study', areas: ['care'], group: 'people' },
  { to: '/admin/house-churches', label: 'House Churches', areas: ['care'], group: 'people' },
  { to: '/admin/newsletter', label: 'Newsletter', areas: ['communications'], group: 'email' },
  // Subscribers and devotional leads are Communications'; the Event Leads tab is Events'.
  { to: '/admin/subscribers', label: 'Subscribers', areas: ['communications', 'events'], group: 'email' },
  { to: '/admin/donations', label: 'Donations', areas: ['giving'], group: 'giving' },
  { to: '/admin/donations/recurring', label: 'Recurring gifts', areas: ['giving'], group: 'giving' },
  { to: '/admin/content', label: 'Site content', areas: ['content'], group: 'website' },
  { to: '/admin/testimonies', label: 'Testimonies', areas: ['communications'], group: 'website' },
  { to: '/admin/resources', label: 'Resources', areas: ['communications'], group: 'website' },
  { to: '/admin/images', label: 'Images', areas: ['images'], group: 'website' },
  { to: '/admin/staff', label: 'Staff', areas: ['staff'], group: 'settings' },
  { to: '/admin/audit', label: 'Audit log', areas: ['staff'], group: 'settings' },
  { to: '/admin/privacy', label: 'Privacy', areas: ['privacy'], group: 'settings' },
  { to: '/admin/account', label: 'My account', areas: ['own-account'], group: 'settings' },
] as const satisfies readonly {
  to: string;
  label: string;
  areas: readonly StaffArea[];
  group: AdminNavGroup | null;
}[];

type AdminNavItem = (typeof ADMIN_NAV)[number];

/**
 * The path as the router matches it: each segment percent-decoded (a decoded '/' stays '%2F') and
 * letter case ignored, so `/admin/STAFF` and `/admin/%64onations` are the screens they render, and
 * are guarded as those screens. A segment that cannot be decoded is kept as it came.
 */
function routedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/')
    .toLowerCase();
}

function screenAt(pathname: string): AdminNavItem | null {
  const path = routedPath(pathname).replace(/\/+$/, '');
  if (path === '/admin') return ADMIN_NAV[0]; // the admin home is the dashboard
  // The most specific screen: /admin/donations/recurring is Recurring gifts, not Donations.
  const matching = ADMIN_NAV.filter((item) => path === item.to || path.startsWith(`${item.to}/`));
  return matching.sort((a, b) => b.to.length - a.to.length)[0] ?? null;
}

/** The label of the admin screen at `pathname`, e.g. 'Prayer Requests', or null. */
export function adminScreenLabel(pathname: string): string | null {
  return screenAt(pathname)?.label ?? null;
}

/** The navigation items someone holding `roles` may open. */
export function adminNavFor(roles: readonly StaffRole[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => mayReadAny(roles, item.areas));
}

export interface AdminNavSection {
  /** The group's name, or null: the dashboard, or a group whose one screen has the group's name. */
  label: string | null;
  items: AdminNavItem[];
}

/**
 * The navigation someone holding `roles` sees, in its groups: the groups in ADMIN_NAV's order, each
 * with only the screens they may open; a group with none is left out.
 */
export function adminNavSectionsFor(roles: readonly StaffRole[]): AdminNavSection[] {
  const sections: { group: AdminNavGroup | null; items: AdminNavItem[] }[] = [];
  for (const item of adminNavFor(roles)) {
    const last = sections.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  return sections.map(({ group, items }) => {
    const label = group === null ? null : ADMIN_NAV_WORDS.groups[group];
    return { label: items.length === 1 && items[0]!.label === label ? null : label, items };
  });
}

/** Whether `roles` open the admin screen at `pathname` (a screen not built yet is open to all). */
export function mayOpenAdminScreen(roles: readonly StaffRole[], pathname: string): boolean {
  const screen = screenAt(pathname);
  return !screen || mayReadAny(roles, screen.areas);
}
