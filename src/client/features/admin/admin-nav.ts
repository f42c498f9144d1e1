import type { StaffRole } from '#shared/staff/roles.ts';
import { mayReadAny, type StaffArea } from '#shared/staff/permissions.ts';

/**
 * The admin navigation, in its order (docs/product.md#staff-screens), with the staff areas each
 * screen shows (src/shared/staff/permissions.ts, the same areas as the screen's API routes): a
 * screen opens to someone who may read one of them (docs/product.md#staff-roles).
 */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', areas: ['dashboard'] },
  { to: '/admin/events', label: 'Events', areas: ['events'] },
  { to: '/admin/messages', label: 'Messages', areas: ['care'] },
  { to: '/admin/testimonies', label: 'Testimonies', areas: ['communications'] },
  { to: '/admin/resources', label: 'Resources', areas: ['communications'] },
  { to: '/admin/images', label: 'Images', areas: ['images'] },
  { to: '/admin/content', label: 'Site content', areas: ['content'] },
  { to: '/admin/prayer-requests', label: 'Prayer Requests', areas: ['care'] },
  { to: '/admin/newsletter', label: 'Newsletter', areas: ['communications'] },
  // Subscribers and devotional leads are Communications'; the Event Leads tab is Events'.
  { to: '/admin/subscribers', label: 'Subscribers', areas: ['communications', 'events'] },
  { to: '/admin/bible-study', label: 'Bible Study', areas: ['care'] },
  { to: '/admin/donations', label: 'Donations', areas: ['giving'] },
  { to: '/admin/donations/recurring', label: 'Recurring gifts', areas: ['giving'] },
  { to: '/admin/house-churches', label: 'House Churches', areas: ['care'] },
  { to: '/admin/privacy', label: 'Privacy', areas: ['privacy'] },
  { to: '/admin/staff', label: 'Staff', areas: ['staff'] },
  { to: '/admin/account', label: 'My account', areas: ['own-account'] },
  { to: '/admin/audit', label: 'Audit log', areas: ['staff'] },
] as const satisfies readonly { to: string; label: string; areas: readonly StaffArea[] }[];

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

/** Whether `roles` open the admin screen at `pathname` (a screen not built yet is open to all). */
export function mayOpenAdminScreen(roles: readonly StaffRole[], pathname: string): boolean {
  const screen = screenAt(pathname);
  return !screen || mayReadAny(roles, screen.areas);
}
