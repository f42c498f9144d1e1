/**
 * The invitation email (docs/product.md#staff-accounts): who invited them, the rooms they will open,
 * and the one-time link, valid 48 hours.
 */
import { STAFF_ROLE_LABELS, type StaffRole } from '#shared/staff/roles.ts';
import { INVITATION_VALID_HOURS } from '#shared/staff/words.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

/** Read at each email: the ministry's name is a setting staff may change. */
export const invitationSubject = () => `You are invited to the ${site.name} staff admin`;

export function invitationEmail(input: {
  to: string;
  roles: StaffRole[];
  invitedBy: string;
  link: string;
}): OutgoingEmail {
  const roles = input.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
  return {
    kind: 'staff_invitation',
    to: input.to,
    subject: invitationSubject(),
    text: [
      'Hello,',
      '',
      `${input.invitedBy} has invited you to help run the ${site.name} website, with these roles: ${roles}.`,
      '',
      'To accept, open this link, choose a username and a password (at least 12 characters):',
      input.link,
      '',
      `The link works once, for ${INVITATION_VALID_HOURS} hours. If you did not expect this email, you can ignore it.`,
    ].join('\n'),
  };
}
