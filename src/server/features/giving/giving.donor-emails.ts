import { DONOR_LINK_MINUTES } from '#shared/giving/manage-words.ts';
import { GIVING_MAIL_WORDS } from '#shared/giving/mail-words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

/** The paragraph a receipt and the sign-in email share: where the donor's own page is, and for how long. */
export function donorLinkParagraph(url: string, locale: Locale = 'en'): string[] {
  const t = GIVING_MAIL_WORDS.in(locale);
  return [t('donorLink.line1'), t('donorLink.line2', { minutes: DONOR_LINK_MINUTES }), url];
}

/**
 * The answer to "Manage my giving", sent only to an address that has given, in the language of
 * the page it was asked on (its link leads to that language's donor page).
 */
export function donorSignInEmail({
  to,
  url,
  siteUrl,
  locale = 'en',
}: {
  to: string;
  url: string;
  siteUrl: string;
  locale?: Locale;
}): OutgoingEmail {
  const t = GIVING_MAIL_WORDS.in(locale);
  return {
    kind: 'donor.sign-in',
    to,
    subject: t('signIn.subject', { site: site.name }),
    text: [
      t('signIn.asked'),
      '',
      ...donorLinkParagraph(url, locale),
      '',
      t('signIn.ignore'),
      '',
      `${site.name}, ${site.contact.city}`,
      siteUrl,
    ].join('\n'),
  };
}
