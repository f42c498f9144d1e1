/**
 * The words of staff accounts (docs/product.md#staff-accounts quotes them: change both together).
 * No zod here, so screens can use them without loading the schema library.
 */
export const STAFF_WORDS = {
  /** An admin screen the person's roles may not read (docs/product.md#staff-roles). */
  noAccess: "You don't have access to this page.",
  invited: 'Invitation sent. The link in the email works once, for 48 hours.',
  emailTaken: 'A staff account already uses this email address.',
  rolesRequired: 'Choose at least one role.',
  invitationUnknown: 'This invitation link is not valid. Please check that you copied the whole link.',
  invitationUsed: 'This invitation has already been used. Sign in with the username and password you chose.',
  invitationExpired:
    'This invitation has expired (links work for 48 hours). Please ask an administrator to invite you again.',
  accepted: 'Your account is ready. You can sign in now.',
  usernameTaken: 'This username is taken. Please choose another.',
  passwordTooCommon: 'This password is one of the 10,000 most common passwords. Please choose another.',
  disabled: 'Account disabled. All of its sessions have ended.',
  enabled: 'Account enabled. The person can sign in again.',
  invitationWithdrawn: 'Invitation withdrawn. Its link no longer works.',
  invitationNotPending: 'This invitation is no longer pending: it was accepted, withdrawn or has expired.',
  rolesSaved: 'Roles saved.',
  lastAdministrator: 'This is the last active administrator. Make someone else an administrator first.',
  accountNotFound: 'This staff account no longer exists.',
  accountDisabledSignIn: 'This account has been disabled. Please ask an administrator.',
  currentPasswordWrong: 'Your current password is not right.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  signedOutOthers: 'You are signed out everywhere else.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** How long an invitation link works (docs/product.md#staff-accounts). */
export const INVITATION_VALID_HOURS = 48;

/** The public page an invitation link opens. */
export const INVITATION_PAGE_PATH = '/admin/invitation';
export const invitationPagePath = (token: string) =>
  `${INVITATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
