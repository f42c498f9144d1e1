import { DONOR_LINK_MINUTES } from '#shared/giving/manage-words.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

/** The paragraph a receipt and the sign-in email share: where the donor's own page is, and for how long. */
export function donorLinkParagraph(url: string): string[] {
  return [
    'See all your gifts, download receipts and change or stop a recurring gift on your own page',
    `(this link signs you in once and works for ${DONOR_LINK_MINUTES} minutes):`,
    url,
  ];
}

/** The answer to "Manage my giving" on /giving, sent only to an address that has given. */
export function donorSignInEmail({
  to,
  url,
  siteUrl,
}: {
  to: string;
  url: string;
  siteUrl: string;
}): OutgoingEmail {
  return {
    kind: 'donor.sign-in',
    to,
    subject: `Your sign-in link for ${site.name}`,
    text: [
      'You asked to manage your giving.',
      '',
      ...donorLinkParagraph(url),
      '',
      'If you did not ask for this, you can ignore this email: nothing changes without the link.',
      '',
      `${site.name}, ${site.contact.city}`,
      siteUrl,
    ].join('\n'),
  };
}
