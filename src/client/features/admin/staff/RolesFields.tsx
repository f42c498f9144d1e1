import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#shared/staff/roles.ts';
import { roleHint } from '#shared/staff/permissions.ts';
import { CheckboxGroup } from '#client/components/form/choice-fields.tsx';

/** What each role may do, next to its box, in words drawn from the one declaration (docs/product.md#staff-roles). */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${STAFF_ROLE_LABELS[role]}: ${roleHint(role)}`,
}));

/** The roles as a checkbox group named `roles`, in any kit form. */
export function RolesFields({ defaultValue }: { defaultValue?: readonly string[] }) {
  return (
    <CheckboxGroup name="roles" legend="Roles" required options={ROLE_OPTIONS} defaultValue={defaultValue} />
  );
}

export const rolesText = (roles: readonly (keyof typeof STAFF_ROLE_LABELS)[]) =>
  roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
