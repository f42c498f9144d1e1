/**
 * The emails a sign-up sends, in the subscriber's language (docs/product.md#mailing-list-and-unsubscribing):
 * the welcome, and the note to an address already on the list.
 */
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { ministryWords, NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

interface SignupEmailOptions {
  to: string;
  /** The /unsubscribe page in the subscriber's language. */
  unsubscribeUrl: string;
  siteUrl: string;
  locale: Locale;
}

export function welcomeEmail(options: SignupEmailOptions): OutgoingEmail {
  const t = NEWSLETTER_WORDS.in(options.locale);
  const { tagline, scripture } = ministryWords(options.locale);
  const text = [
    t('welcome.heading', { siteName: site.name }),
    '',
    t('welcome.thanks', { tagline }),
    '',
    t('welcome.what'),
    '',
    t('welcome.visit', { siteUrl: options.siteUrl }),
    '',
    t('welcome.scripture', { text: scripture.text, reference: scripture.reference }),
    '',
    t('welcome.unsubscribe', { url: options.unsubscribeUrl }),
  ].join('\n');
  return {
    kind: 'newsletter.welcome',
    to: options.to,
    subject: t('welcome.subject', { siteName: site.name }),
    text,
  };
}

/**
 * To an address already on the list that was typed into the sign-up form again: the site answered
 * as if it were new (who is on the list is private), so the owner is told here, with the way out in
 * case they did not ask.
 */
export function alreadySubscribedEmail(options: SignupEmailOptions): OutgoingEmail {
  const t = NEWSLETTER_WORDS.in(options.locale);
  const text = [
    t('already.heading', { siteName: site.name }),
    '',
    t('already.what'),
    '',
    t('already.visit', { siteUrl: options.siteUrl }),
    '',
    t('already.unsubscribe', { url: options.unsubscribeUrl }),
  ].join('\n');
  return {
    kind: 'newsletter.already-subscribed',
    to: options.to,
    subject: t('already.subject', { siteName: site.name }),
    text,
  };
}

/** The /unsubscribe page for one subscriber's token, in their language (`/es/unsubscribe?token=…`). */
export function unsubscribePageUrl(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${pathInLocale(`/unsubscribe?token=${encodeURIComponent(token)}`, locale)}`;
}
