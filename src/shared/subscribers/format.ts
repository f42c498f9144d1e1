/**
 * The zod-free half of subscribers/contract.ts: labels, limits and small rules the admin screens use in
 * the browser. Zod stays on the server side of the admin bundle (the CSP forbids the eval its JIT probes).
 */
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';

/** The languages a subscriber can have: the site's. */
export const SUBSCRIBER_LANGUAGES = LOCALES;

export const SUBSCRIBER_SOURCES = ['devotional', 'event', 'contact', 'newsletter', 'manual'] as const;
export type SubscriberSourceName = (typeof SUBSCRIBER_SOURCES)[number];

export const SUBSCRIBER_SOURCE_LABELS: Record<SubscriberSourceName, string> = {
  devotional: 'Devotional',
  event: 'Event',
  contact: 'Contact',
  newsletter: 'Newsletter',
  manual: 'Manual',
};

/** A subscriber's language as staff read it (the screens stay English: docs/product.md#languages). */
export const SUBSCRIBER_LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export const DEVOTIONAL_SOURCE_LABELS: Record<string, string> = {
  whom_will_god_glorify_devotional: 'Whom Will God Glorify (30-day)',
  avoiding_untimely_death_devotional: 'Avoiding Untimely Death (7-day)',
  general_devotional: 'General devotional',
};

export const SIGNUP_MONTHS = 12;

/** Opened ÷ sent, a rounded percent; none sent yet reads 0% (docs/product.md#subscribers-and-leads). */
export function openRatePercent(opened: number, sent: number): number {
  return sent > 0 ? Math.round((opened / sent) * 100) : 0;
}
