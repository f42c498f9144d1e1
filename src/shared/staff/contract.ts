/**
 * Staff accounts (docs/product.md#staff-accounts): the payloads of /api/admin/staff/…, the own-account
 * calls under /api/admin/account/… and the public invitation call. The browser checks a new password's
 * length with newPasswordSchema; only the server checks it against the common-password list.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { newPasswordSchema, newUsernameSchema, PASSWORD_MAX_LENGTH } from '#shared/auth/contract.ts';
import { STAFF_ROLES } from '#shared/staff/roles.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';

export const EMAIL_MAX_LENGTH = 254;

const staffEmail = z
  .string({ error: 'Please enter an email address.' })
  .trim()
  .min(1, 'Please enter an email address.')
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const staffRolesSchema = z
  .array(z.enum(STAFF_ROLES), { error: STAFF_WORDS.rolesRequired })
  .min(1, STAFF_WORDS.rolesRequired)
  .transform((roles) => [...new Set(roles)]);

export const inviteStaffSchema = z.strictObject({
  email: staffEmail,
  roles: staffRolesSchema,
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const staffRolesUpdateSchema = z.strictObject({ roles: staffRolesSchema });

export const staffIdParamsSchema = z.object({ id: z.uuid('Not found.') });

export const acceptInvitationSchema = z.strictObject({
  token: z.string().max(100),
  username: newUsernameSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The invitation page's form (the token travels in the page's URL, not the form). */
export const acceptInvitationFormSchema = acceptInvitationSchema.omit({ token: true });

export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(PASSWORD_MAX_LENGTH, STAFF_WORDS.currentPasswordWrong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const instant = z.string();

export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  lastLoginAt: instant.nullable(),
  twoFactor: z.boolean(),
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  invitedBy: z.string(),
  createdAt: instant,
  expiresAt: instant,
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffMessageSchema = z.object({ message: z.string() });

/**
 * The answer to an invitation: the link too when its email is held (no SMTP_URL), for the
 * administrator who sent it alone (docs/product.md#staff-accounts).
 */
export const staffInvitedSchema = z.object({ message: z.string(), link: z.string().optional() });
export type StaffInvited = z.infer<typeof staffInvitedSchema>;

export const staffSessionSchema = z.object({
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: instant,
  lastSeenAt: instant,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionsSchema = z.object({ sessions: z.array(staffSessionSchema) });
export type StaffSessions = z.infer<typeof staffSessionsSchema>;

export const STAFF_API = {
  list: '/api/admin/staff/',
  invite: '/api/admin/staff/invitations/',
  withdraw: (id: string) => `/api/admin/staff/invitations/${id}/withdraw/`,
  disable: (id: string) => `/api/admin/staff/${id}/disable/`,
  enable: (id: string) => `/api/admin/staff/${id}/enable/`,
  roles: (id: string) => `/api/admin/staff/${id}/roles/`,
  sessions: '/api/admin/account/sessions/',
  signOutOthers: '/api/admin/account/sessions/sign-out-others/',
  password: '/api/admin/account/password/',
  accept: '/api/staff-invitations/accept/',
} as const;
