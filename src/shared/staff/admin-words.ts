/**
 * The staff accounts screen's words for an invitation whose email is held: email is not set up yet
 * (no SMTP_URL), so the administrator who sent it is given the link to pass on themselves
 * (docs/product.md#staff-accounts quotes them: change both together).
 */
export const INVITATION_ADMIN_WORDS = {
  invitedHeld:
    'Invitation saved. Email is not set up yet, so the invitation email is held in the outbox: copy the link below and send it to them yourself. It works once, for 48 hours.',
  linkLabel: (email: string) => `Invitation link for ${email}`,
  linkShownOnce:
    'The link is shown only now, only to you. Whoever has it can create this account: send it to this person alone.',
  copyLink: 'Copy the link',
} as const;
