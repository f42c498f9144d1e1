import type { StaffRole } from '#shared/auth/roles.ts';
import { EVERY_STAFF_ROLE, mayOpen, ROOMS } from '#shared/auth/rooms.ts';

/**
 * The admin navigation, in its order (docs/product.md#staff-screens), with the roles that open each
 * screen (docs/product.md#staff-roles; the same rooms as the screen's API routes).
 */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', roles: EVERY_STAFF_ROLE },
  { to: '/admin/events', label: 'Events', roles: ROOMS.events },
  { to: '/admin/messages', label: 'Messages', roles: ROOMS.care },
  { to: '/admin/testimonies', label: 'Testimonies', roles: ROOMS.communications },
  { to: '/admin/resources', label: 'Resources', roles: ROOMS.communications },
  { to: '/admin/images', label: 'Images', roles: ROOMS.images },
  { to: '/admin/content', label: 'Site content', roles: ROOMS.content },
  { to: '/admin/prayer-requests', label: 'Prayer Requests', roles: ROOMS.care },
  { to: '/admin/newsletter', label: 'Newsletter', roles: ROOMS.communications },
  // Subscribers and devotional leads are Communications'; the Event Leads tab is Events'.
  { to: '/admin/subscribers', label: 'Subscribers', roles: [...ROOMS.communications, ...ROOMS.events] },
  // Added later: more screens staff need to run the ministry.
  { to: '/admin/bible-study', label: 'Bible Study', roles: ROOMS.care },
  { to: '/admin/donations', label: 'Donations', roles: ROOMS.giving },
  { to: '/admin/donations/recurring', label: 'Recurring gifts', roles: ROOMS.giving },
  { to: '/admin/house-churches', label: 'House Churches', roles: ROOMS.care },
  // An export or erasure crosses every room (src/shared/auth/rooms.ts).
  { to: '/admin/privacy', label: 'Privacy', roles: ROOMS.administrator },
  { to: '/admin/staff', label: 'Staff', roles: ROOMS.administrator },
  { to: '/admin/account', label: 'My account', roles: EVERY_STAFF_ROLE },
  { to: '/admin/audit', label: 'Audit log', roles: ROOMS.administrator },
] as const satisfies readonly { to: string; label: string; roles: readonly StaffRole[] }[];

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
  return ADMIN_NAV.filter((item) => mayOpen(roles, item.roles));
}

/** Whether `roles` open the admin screen at `pathname` (a screen not built yet is open to all). */
export function mayOpenAdminScreen(roles: readonly StaffRole[], pathname: string): boolean {
  const screen = screenAt(pathname);
  return !screen || mayOpen(roles, screen.roles);
}
