/**
 * The ministry's settings (docs/product.md#site-content), typed, for browser and server alike: the
 * content/site.json they were seeded from (outside the browser: seed.ts), replaced by the published
 * `site` document wherever the site runs (applySiteSettings: the server at start and on every
 * change, each page render, and the browser before it hydrates). Read them when used, never into a
 * constant at import: staff change them.
 */
import type seed from '#content/site.json';
// content/site.json outside the browser; nothing in the browser, whose pages carry the settings.
import { seedSettings } from '#site-seed';

export type Site = typeof seed;
const site = structuredClone(seedSettings ?? {}) as Site;
export { site };

/** Makes `settings` (the published `site` document) what every reader of `site` sees from now on. */
export function applySiteSettings(settings: Site): void {
  // A setting left out of the new version (the optional analytics IDs) is gone, not kept from the old one.
  for (const name of Object.keys(site)) {
    if (!(name in settings)) delete (site as Partial<Site>)[name as keyof Site];
  }
  Object.assign(site, settings);
}

/** '<page> | <ministry name>' everywhere; the home page's "page" is the tagline. */
export function pageTitle(page?: string): string {
  return `${page ?? site.tagline} | ${site.name}`;
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
