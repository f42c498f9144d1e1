/**
 * The newsletter's words in English and Spanish (locales/{en,es}/newsletter.json, decision 0023) and
 * its timings, without zod, so browser code can use them without shipping the schema library in
 * every page's bundle (the footer form is on every page).
 */
import en from '#locales/en/newsletter.json' with { type: 'json' };
import es from '#locales/es/newsletter.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
import { site } from '#shared/site/settings.ts';

// `form.subscribed` is the one answer to every sign-up, new address or not: it never tells who is on
// the list (docs/product.md#mailing-list-and-unsubscribing). The email tells the address's owner.
export const NEWSLETTER_WORDS = defineWords('newsletter', en, es);
export type NewsletterWordKey = keyof typeof en;

/** The success message clears after this long (docs/product.md#newsletter-and-unsubscribe). */
export const NEWSLETTER_SUCCESS_CLEAR_MS = 5000;

/**
 * The invitation above the form on /newsletter, and the ministry's tagline and scripture in its
 * emails: English reads the site settings staff edit; Spanish reads the catalogue's translation.
 */
export function newsletterInvitation(locale: Locale): { heading: string; text: string } {
  if (locale === 'en') return { heading: site.footer.newsletterHeading, text: site.footer.newsletterText };
  const t = NEWSLETTER_WORDS.in(locale);
  return { heading: t('page.heading'), text: t('page.text') };
}

export function ministryWords(locale: Locale): {
  tagline: string;
  scripture: { text: string; reference: string };
} {
  if (locale === 'en') return { tagline: site.tagline, scripture: site.scripture };
  const t = NEWSLETTER_WORDS.in(locale);
  return {
    tagline: t('ministry.tagline'),
    scripture: { text: t('ministry.scriptureText'), reference: t('ministry.scriptureReference') },
  };
}
