/**
 * The house-church area's words, constants and formatting (docs/product.md quotes them), without zod,
 * so the directory page can use them without shipping the schema library.
 */
import en from '#locales/en/house-churches.json' with { type: 'json' };
import es from '#locales/es/house-churches.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
import { formatMeetingTime } from '#shared/site/clock-time.ts';

export const MEETING_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type MeetingDayName = (typeof MEETING_DAYS)[number];

export const HOUSE_CHURCH_API = {
  list: '/api/house-church/house-churches/',
  detail: (id: number | string) => `/api/house-church/house-churches/${id}/`,
  join: (id: number | string) => `/api/house-church/house-churches/${id}/join/`,
  apply: '/api/house-church/house-church-leaders/apply/',
} as const;

/**
 * The directory's, the join page's and the forms' words in both languages: locales/en/house-churches.json
 * and locales/es/house-churches.json (decision 0023). The leader application's own words are
 * house-churches-leader.json (leader-words.ts), so the directory does not carry them.
 */
export const HOUSE_CHURCH_WORDS = defineWords('house-churches', en, es);
export type HouseChurchWordKey = keyof typeof en;

/** How far a search shows churches: the Austin area and its towns, never another region's. */
export const NEARBY_MILES = 40;

/** 'Nearest to 78723 first.' */
export function nearestTo(place: string, locale: Locale = 'en'): string {
  return HOUSE_CHURCH_WORDS.in(locale)('directory.nearestTo', { place });
}

/** 0.4 → 'less than a mile away', 1.2 → 'about 1 mile away', 3.4 → 'about 3 miles away'. */
export function formatDistance(miles: number, locale: Locale = 'en'): string {
  const t = HOUSE_CHURCH_WORDS.in(locale);
  if (miles < 1) return t('distance.underAMile');
  return t('distance.about', { miles: Math.round(miles) });
}

/** A meeting day in the page's language: 'Tuesday', 'Martes'. */
export function meetingDayName(day: MeetingDayName, locale: Locale = 'en'): string {
  return HOUSE_CHURCH_WORDS.in(locale)(`day.${day}`);
}

/** '19:00:00' → '7:00 PM' in English, '7:00 p. m.' in Spanish. */
export function meetingTimeIn(time: string, locale: Locale = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match || locale === 'en') return formatMeetingTime(time);
  const hours = Number(match[1]);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const half = hours >= 12 ? 'pm' : 'am';
  return HOUSE_CHURCH_WORDS.in(locale)('time.clock', { hour, minutes: match[2], half });
}

/** 'Sundays at 10:30 AM'; 'Domingo, 10:30 a. m.' (docs/product.md#house-church-directory). */
export function formatMeeting(
  church: { meeting_day: MeetingDayName; meeting_time: string },
  locale: Locale = 'en',
): string {
  return HOUSE_CHURCH_WORDS.in(locale)('card.meetsWhen', {
    day: meetingDayName(church.meeting_day, locale),
    time: meetingTimeIn(church.meeting_time, locale),
  });
}

/** What happens after a join request (the submitted panel and the confirmation email). */
export const JOIN_NEXT_STEPS = ['join.next.review', 'join.next.email', 'join.next.location'] as const;

export { formatMeetingTime } from '#shared/site/clock-time.ts';

/** 2 → '2 hours', 2.5 → '2.5 hours', 1 → '1 hour'. */
export function formatDurationHours(hours: number, locale: Locale = 'en'): string {
  const shown = Number.isInteger(hours) ? hours : Number(hours.toFixed(2));
  return HOUSE_CHURCH_WORDS.in(locale)('card.hours', { hours: shown });
}

export function formatSpots(spots: number, locale: Locale = 'en'): string {
  return HOUSE_CHURCH_WORDS.in(locale)('card.spotsAvailable', { count: Math.max(spots, 0) });
}

/**
 * A church's name and description in the page's language: the Spanish when staff wrote it, else
 * the English, marked `lang: 'en'` so a Spanish page says which words are English
 * (docs/product.md#languages).
 */
export function churchText(
  church: { name: string; description: string; name_es?: string | null; description_es?: string | null },
  locale: Locale,
): { name: string; nameLang: 'en' | undefined; description: string; descriptionLang: 'en' | undefined } {
  const spanish = locale === 'es';
  const name = spanish && church.name_es?.trim() ? church.name_es : null;
  const description = spanish && church.description_es?.trim() ? church.description_es : null;
  return {
    name: name ?? church.name,
    nameLang: spanish && !name ? 'en' : undefined,
    description: description ?? church.description,
    descriptionLang: spanish && !description && church.description ? 'en' : undefined,
  };
}

/** 'Mueller, Austin, TX', or 'Austin, TX' without a neighborhood. */
export function formatLocation(church: { neighborhood: string | null; city: string; state: string }): string {
  return [church.neighborhood, church.city, church.state].filter(Boolean).join(', ');
}

/**
 * The directory's filters, as in the API query and the page URL (the same names in both): `near` is
 * what the visitor typed (a ZIP code, neighborhood or city), `lat` and `lng` the browser's position
 * when asked for ("Use my location"), rounded to 2 decimals before they leave the browser.
 */
export interface HouseChurchFilters {
  near: string;
  lat: number | null;
  lng: number | null;
  meeting_day: MeetingDayName | '';
  has_spots: boolean;
  accepts_children: boolean;
}

export const NO_FILTERS: HouseChurchFilters = {
  near: '',
  lat: null,
  lng: null,
  meeting_day: '',
  has_spots: false,
  accepts_children: false,
};

/** 2 decimals (about half a mile): all a distance in miles needs, and no closer to anyone's home. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A latitude or longitude from the URL, rounded; null when missing, malformed or out of range. */
function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

/**
 * Reads filters from a URL's search params; anything unknown or malformed means "any". `city` is
 * the search box's name before places were searched: a link shared then reads as `near`. A position
 * counts only whole (both halves) and only without a place typed.
 */
export function filtersFromSearchParams(params: URLSearchParams): HouseChurchFilters {
  const day = (params.get('meeting_day') ?? '').trim().toLowerCase();
  const near = (params.get('near') ?? params.get('city') ?? '').trim().slice(0, 100);
  const lat = near ? null : coordinate(params.get('lat'), 90);
  const lng = near ? null : coordinate(params.get('lng'), 180);
  const whole = lat !== null && lng !== null;
  return {
    near,
    lat: whole ? lat : null,
    lng: whole ? lng : null,
    meeting_day: MEETING_DAYS.find((name) => name.toLowerCase() === day) ?? '',
    has_spots: params.get('has_spots') === 'true',
    accepts_children: params.get('accepts_children') === 'true',
  };
}

/** Only the filters that are set, so an unfiltered list has a clean URL. */
export function searchParamsFromFilters(filters: HouseChurchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.near.trim()) params.set('near', filters.near.trim());
  else if (filters.lat !== null && filters.lng !== null) {
    params.set('lat', String(roundCoordinate(filters.lat)));
    params.set('lng', String(roundCoordinate(filters.lng)));
  }
  if (filters.meeting_day) params.set('meeting_day', filters.meeting_day);
  if (filters.has_spots) params.set('has_spots', 'true');
  if (filters.accepts_children) params.set('accepts_children', 'true');
  return params;
}
