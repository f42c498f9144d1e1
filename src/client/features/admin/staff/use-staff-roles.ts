import { useRouteLoaderData } from 'react-router';
import type { StaffRole } from '#shared/staff/roles.ts';

/** The signed-in staff member's roles, as the admin layout's guard read them from the session. */
export function useStaffRoles(): readonly StaffRole[] {
  const layout = useRouteLoaderData('routes/admin/layout') as { roles?: StaffRole[] } | undefined;
  return layout?.roles ?? [];
}
