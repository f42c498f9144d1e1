/**
 * The newsletter's words in English and Spanish (locales/{en,es}/newsletter.json, decision 0023) and
 * its timings, without zod, so browser code can use them without shipping the schema library in
 * every page's bundle (the footer form is on every page).
 */
import en from '#locales/en/newsletter.json' with { type: 'json' };
import es from '#locales/es/newsletter.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
import { siteIn } from '#shared/site/settings.ts';

// `form.subscribed` is the one answer to every sign-up, new address or not: it never tells who is on
// the list (docs/product.md#mailing-list-and-unsubscribing). The email tells the address's owner.
export const NEWSLETTER_WORDS = defineWords('newsletter', en, es);
export type NewsletterWordKey = keyof typeof en;

/** The success message clears after this long (docs/product.md#newsletter-and-unsubscribe). */
export const NEWSLETTER_SUCCESS_CLEAR_MS = 5000;

/**
 * The invitation above the form on /newsletter, and the ministry's tagline and scripture in its
 * emails: the site settings staff edit, in the page's or the subscriber's language
 * (docs/product.md#site-content).
 */
export function newsletterInvitation(locale: Locale): { heading: string; text: string } {
  const { footer } = siteIn(locale);
  return { heading: footer.newsletterHeading, text: footer.newsletterText };
}

export function ministryWords(locale: Locale): {
  tagline: string;
  scripture: { text: string; reference: string };
} {
  const settings = siteIn(locale);
  return { tagline: settings.tagline, scripture: settings.scripture };
}
