/**
 * The ministry's settings (docs/product.md#site-content), typed, for browser and server alike: the
 * content/site.json they were seeded from (outside the browser: seed.ts), replaced by the published
 * `site` document wherever the site runs (applySiteSettings: the server at start and on every
 * change, each page render, and the browser before it hydrates). Read them when used, never into a
 * constant at import: staff change them. Their words have a Spanish (the `site` document's Spanish,
 * laid over the English): a Spanish page reads `siteIn('es')`; every setting that is not words
 * (time zone, address, links, analytics) is the same in both.
 */
import type seed from '#content/site.json';
// content/site.json outside the browser; nothing in the browser, whose pages carry the settings.
import { seedSettings } from '#site-seed';
import type { Locale } from '#shared/i18n/locales.ts';

export type Site = typeof seed;
const site = structuredClone(seedSettings ?? {}) as Site;
const spanishSite = structuredClone(site);
export { site };

function replace(target: Site, settings: Site) {
  // A setting left out of the new version (the optional analytics IDs) is gone, not kept from the old one.
  for (const name of Object.keys(target)) {
    if (!(name in settings)) delete (target as Partial<Site>)[name as keyof Site];
  }
  Object.assign(target, settings);
}

/**
 * Makes `settings` (the published `site` document) what every reader of `site` sees from now on, and
 * `spanish` (the same settings with their Spanish words; the English ones when not given) what
 * `siteIn('es')` reads.
 */
export function applySiteSettings(settings: Site, spanish: Site = settings): void {
  replace(site, settings);
  replace(spanishSite, spanish);
}

/** The settings as a page in `locale` shows them (docs/product.md#site-content). */
export function siteIn(locale: Locale): Site {
  return locale === 'es' ? spanishSite : site;
}

/**
 * "en" when a page in `locale` shows the English of the setting `read` picks because its Spanish is
 * missing (the Spanish settings hold the English word there), so that block is marked `lang="en"`
 * (docs/product.md#site-content); else undefined. For words only, never names or addresses.
 */
export function settingLang(locale: Locale, read: (settings: Site) => string): 'en' | undefined {
  if (locale !== 'es') return undefined;
  const shown = read(spanishSite);
  return shown !== '' && shown === read(site) ? 'en' : undefined;
}

/** '<page> | <ministry name>' everywhere; the home page's "page" is the tagline (in `locale`). */
export function pageTitle(page?: string, locale: Locale = 'en'): string {
  const settings = siteIn(locale);
  return `${page ?? settings.tagline} | ${settings.name}`;
}

export interface AnalyticsIds {
  gaMeasurementId?: string | null | undefined;
  metaPixelId?: string | null | undefined;
}

/**
 * The analytics IDs in use: each one set in the site settings wins over the server's configuration
 * (GA_MEASUREMENT_ID, META_PIXEL_ID); a blank one leaves the configured one in place.
 */
export function analyticsIdsOver<T extends AnalyticsIds>(configured: T): T {
  const settings = (site as Site & { analytics?: AnalyticsIds }).analytics;
  return {
    ...configured,
    gaMeasurementId: settings?.gaMeasurementId || configured.gaMeasurementId,
    metaPixelId: settings?.metaPixelId || configured.metaPixelId,
  };
}

/** `mailto:` link for the ministry's contact address. */
export const contactMailto = () => `mailto:${site.contact.email}`;

/** An absolute URL on the public site, from the configured public URL and a site path or URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
