/**
 * Video message constants and formatting (docs/product.md#video-messages), without zod: the browser
 * bundle imports this file, and zod's schema machinery would trip the Content-Security-Policy (it
 * probes eval).
 */
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { ministryFormatter } from '#shared/site/time-zone.ts';
import type { VideoMessage } from '#shared/videos/contract.ts';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';

export type { VideoMessage };

/** The messages page shows 12 videos per page, and 6 skeleton cards while loading. */
export const MESSAGES_PAGE_SIZE = 12;
export const MESSAGES_SKELETON_COUNT = 6;
/** The home block cuts the description at 150 characters, then '...'. */
export const LATEST_EXCERPT_LENGTH = 150;

/** Page tokens are short URL-safe strings; anything else is refused before it is decoded. */
export const PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const INVALID_PAGE_TOKEN_MESSAGE = 'Invalid page token.';

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; demo ids are too. Longer input is never looked up. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isPlausibleVideoId(value: string | undefined | null): value is string {
  return typeof value === 'string' && VIDEO_ID_PATTERN.test(value);
}

/** Demo videos from the seed (no YouTube key): their ids start with "demo-" and YouTube would refuse them. */
export function isDemoVideoId(videoId: string): boolean {
  return videoId.startsWith('demo-');
}

/**
 * ISO-8601 duration as YouTube sends it (PT1H5M3S, P1DT2H, PT45S) → 'h:mm:ss' from an hour up,
 * else 'm:ss'. Anything unreadable shows as '0:00'.
 */
export function formatDuration(iso: string): string {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso.trim());
  if (!match) return '0:00';
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total =
    Number(days) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Math.floor(Number(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Spoken form for screen readers: '1 hour 5 minutes 3 seconds' ('1 hora 5 minutos 3 segundos'). */
export function describeDuration(iso: string, locale: Locale = 'en'): string {
  const parts = formatDuration(iso).split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  const t = VIDEOS_WORDS.in(locale);
  const words: string[] = [];
  if (h) words.push(t('duration.hours', { count: h }));
  if (m) words.push(t('duration.minutes', { count: m }));
  if (s || words.length === 0) words.push(t('duration.seconds', { count: s ?? 0 }));
  return words.join(' ');
}

/**
 * One formatter per zone for every video date (ministryFormatter keeps it): `toLocaleDateString`
 * builds a new one per call, about 170 µs each (measured on the bench machine) against 1 µs for
 * `format`, on every server render of a list.
 */
const videoDate = (locale: Locale) =>
  ministryFormatter({ month: 'long', day: 'numeric', year: 'numeric' }, locale);

/**
 * Dates as long month, numeric day and year ('March 4, 2025'; '4 de marzo de 2025' in Spanish), in
 * the ministry's zone.
 */
export function formatVideoDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return videoDate(locale).format(date);
}

/** The home block's excerpt: the first 150 characters then '...', or the whole text when shorter. */
export function excerpt(text: string, length = LATEST_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

export function formatCount(n: number, locale: Locale = 'en'): string {
  return n.toLocaleString(INTL_LOCALE[locale]);
}
