import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#shared/auth/roles.ts';
import { CheckboxGroup } from '#client/components/form/choice-fields.tsx';

/** What each role opens, next to its box (docs/product.md#staff-accounts). */
const ROLE_HINTS = {
  administrator: 'everything, including staff accounts',
  events: 'events, attendees, waitlists, event leads',
  care: 'messages, prayer requests, house churches, Bible study',
  giving: 'donations and their exports',
  communications: 'subscribers, newsletter and outbox, testimonies, resources',
} as const;

const OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${STAFF_ROLE_LABELS[role]}: ${ROLE_HINTS[role]}`,
}));

/** The roles as a checkbox group named `roles`, in any kit form. */
export function RolesFields({ defaultValue }: { defaultValue?: readonly string[] }) {
  return <CheckboxGroup name="roles" legend="Roles" required options={OPTIONS} defaultValue={defaultValue} />;
}

export const rolesText = (roles: readonly (keyof typeof STAFF_ROLE_LABELS)[]) =>
  roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
