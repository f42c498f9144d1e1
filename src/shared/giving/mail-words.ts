/**
 * The words of what giving sends a donor, in English and Spanish (locales/{en,es}/giving-mail.json,
 * decision 0023): receipts (email and PDF), recurring gift emails, the sign-in link email and the
 * year-end statement (PDF and email). Apart from the page's words (./words.ts) so no page's scripts
 * carry them. The legal sentence keeps its exact meaning in both languages
 * (docs/product.md#donations-and-payments).
 */
import en from '#locales/en/giving-mail.json' with { type: 'json' };
import es from '#locales/es/giving-mail.json' with { type: 'json' };
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
import { site } from '#shared/site/settings.ts';

export const GIVING_MAIL_WORDS = defineWords('giving-mail', en, es);
export type GivingMailWordKey = keyof typeof en;

/** 'November 27, 2026' / '27 de noviembre de 2026', in the ministry's zone. */
export const longDateIn = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: site.timeZone }).format(date);

/** 'Mar 1, 2031' / '1 mar 2031', in the ministry's zone. */
export const shortDateIn = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: site.timeZone }).format(date);

/** '$50.00' in both languages (dollars, written the US way, locales/README.md). */
export const dollarsIn = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);

/** 'Gift $50.00, card fee covered $1.81, total $51.81', or just '$50.00' when no fee was covered. */
export function giftAndFeeIn(amountCents: number, feeCoverCents: number, locale: Locale): string {
  const gift = dollarsIn(amountCents, locale);
  if (feeCoverCents === 0) return gift;
  return GIVING_MAIL_WORDS.in(locale)('giftAndFee', {
    gift,
    fee: dollarsIn(feeCoverCents, locale),
    total: dollarsIn(amountCents + feeCoverCents, locale),
  });
}
