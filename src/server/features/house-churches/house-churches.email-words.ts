/**
 * The words of every email to a person who asks to join or applies to lead, in their language:
 * locales/en/house-churches-emails.json and locales/es/house-churches-emails.json (decision 0023).
 * Only the server reads them, so no page carries them. Staff and leader notices stay English.
 */
import en from '#locales/en/house-churches-emails.json' with { type: 'json' };
import es from '#locales/es/house-churches-emails.json' with { type: 'json' };
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
import {
  churchText,
  formatDurationHours,
  meetingDayName,
  meetingTimeIn,
  type MeetingDayName,
} from '#shared/house-churches/words.ts';

export const HOUSE_CHURCH_EMAIL_WORDS = defineWords('house-churches-emails', en, es);

/** A page of the site in the person's language: `/house-churches` → `https://…/es/house-churches`. */
export function pageUrl(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${pathInLocale(path, locale)}`;
}

/** The church's name in the person's language (the English when staff wrote no Spanish). */
export function churchNameIn(
  church: { name: string; description?: string; name_es?: string | null },
  locale: Locale,
): string {
  return churchText({ description: '', ...church }, locale).name;
}

/** Day, time and length of a meeting: 'Sundays at 10:30 AM' … as the email's values. */
export function meetingValues(
  meeting: { day: MeetingDayName; time: string; hours: number },
  locale: Locale,
): { day: string; time: string; duration: string } {
  return {
    day: meetingDayName(meeting.day, locale),
    time: meetingTimeIn(meeting.time, locale),
    duration: formatDurationHours(meeting.hours, locale),
  };
}
