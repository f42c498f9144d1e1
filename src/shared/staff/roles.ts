/**
 * Staff roles (docs/product.md#staff-roles). A person may hold several; what each may do is declared
 * once, in src/shared/staff/permissions.ts. Administrator may do everything.
 */
export const STAFF_ROLES = ['administrator', 'events', 'care', 'giving', 'communications'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  events: 'Events',
  care: 'Care',
  giving: 'Giving',
  communications: 'Communications',
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
