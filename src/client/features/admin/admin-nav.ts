/** The admin navigation, in its order (docs/product.md#staff-screens). */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/testimonies', label: 'Testimonies' },
  { to: '/admin/resources', label: 'Resources' },
  { to: '/admin/prayer-requests', label: 'Prayer Requests' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  // Added later: more screens staff need to run the ministry (issue 9).
  { to: '/admin/bible-study', label: 'Bible Study' },
  { to: '/admin/donations', label: 'Donations' },
  { to: '/admin/house-churches', label: 'House Churches' },
  { to: '/admin/privacy', label: 'Privacy' },
  // Staff accounts (issue 20): Staff for administrators, My account for everyone.
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/account', label: 'My account' },
  // Administrators only (issue 20).
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/** The label of the admin screen at `pathname`, e.g. 'Prayer Requests', or null. */
export function adminScreenLabel(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return 'Dashboard'; // the admin home is the dashboard
  return ADMIN_NAV.find((item) => path === item.to || path.startsWith(`${item.to}/`))?.label ?? null;
}
