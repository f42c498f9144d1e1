/**
 * The ministry's time zone and its names in words (docs/product.md#time-zone-and-dates). The zone is a
 * setting staff may change, so every name is worked out from it when used, never written in the code:
 * "Pacific Time" for text about no one moment (a hint, a month, a year), "Pacific Daylight Time" or
 * "PDT" for a moment, which follow daylight saving (for America/Los_Angeles; Intl knows every zone's).
 */
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';

/** The IANA zone as the settings have it now (read it when used, never keep it). */
export const ministryTimeZone = () => site.timeZone;

type ZoneNameStyle = 'short' | 'long' | 'longGeneric';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time formatter in the ministry's zone and a language's way of writing dates ("sábado, 12 de
 * diciembre de 2026" in Spanish), one per zone, language and options (building one is slow).
 */
export function ministryFormatter(
  options: Intl.DateTimeFormatOptions,
  locale: Locale = DEFAULT_LOCALE,
): Intl.DateTimeFormat {
  const zone = ministryTimeZone();
  const key = `${zone} ${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, ...options });
    formatters.set(key, found);
  }
  return found;
}

function zoneName(style: ZoneNameStyle, at: Date, locale: Locale = DEFAULT_LOCALE): string {
  const parts = ministryFormatter({ timeZoneName: style }, locale).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? ministryTimeZone();
}

/** "Pacific Time", "Mountain Time": the zone's name whatever the season ("Coordinated Universal Time" for UTC). */
export function zoneGenericName(locale: Locale = DEFAULT_LOCALE): string {
  const generic = zoneName('longGeneric', new Date(), locale);
  // Some zones have no generic name and get an offset ("GMT+00:00"), which reads worse than the long name.
  return generic.startsWith('GMT') ? zoneName('long', new Date(), locale) : generic;
}

/** "Pacific Daylight Time" in July, "Pacific Standard Time" in December: the name at that moment. */
export function zoneLongName(at: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  return zoneName('long', typeof at === 'string' ? new Date(at) : at, locale);
}

/** "PDT" in July, "PST" in December: the abbreviation at that moment. */
export function zoneAbbreviation(at: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  return zoneName('short', typeof at === 'string' ? new Date(at) : at, locale);
}
