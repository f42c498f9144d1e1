/**
 * The leader application's words (docs/product.md#start-a-house-church, #leader-applications):
 * locales/en/house-churches-leader.json and locales/es/house-churches-leader.json (decision 0023). A
 * namespace of its own, so the directory and join pages do not carry them.
 */
import en from '#locales/en/house-churches-leader.json' with { type: 'json' };
import es from '#locales/es/house-churches-leader.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';

export const LEADER_WORDS = defineWords('house-churches-leader', en, es);
export type LeaderWordKey = keyof typeof en;

/** Years saved 1 to 20, plus 21 meaning '20+ years' (docs/product.md#leader-applications). */
export const YEARS_SAVED_MAX = 21;

/** The years-saved choices in `locale`: 1 year … 20 years, then 20+ years. */
export function yearsSavedOptions(locale: Locale = 'en'): Array<{ value: number; label: string }> {
  return Array.from({ length: YEARS_SAVED_MAX }, (_, index) => ({
    value: index + 1,
    label: yearsSavedLabel(index + 1, locale),
  }));
}

export function yearsSavedLabel(years: number, locale: Locale = 'en'): string {
  const t = LEADER_WORDS.in(locale);
  return years >= YEARS_SAVED_MAX ? t('label.yearsMax') : t('label.years', { count: years });
}

/** The application's four steps, by their words' keys (docs/product.md#start-a-house-church). */
export const LEADER_STEPS = [
  'step.personal',
  'step.background',
  'step.references',
  'step.agreements',
] as const;

/** What happens after an application: each stage's words are `timeline.<stage>.when|title|text`. */
export const LEADER_TIMELINE = ['review', 'references', 'interview', 'training', 'launch'] as const;

/** The timeline in `locale`, for the submitted panel and the confirmation email. */
export function leaderTimeline(locale: Locale): Array<{ when: string; title: string; text: string }> {
  const t = LEADER_WORDS.in(locale);
  return LEADER_TIMELINE.map((stage) => ({
    when: t(`timeline.${stage}.when`),
    title: t(`timeline.${stage}.title`),
    text: t(`timeline.${stage}.text`),
  }));
}
