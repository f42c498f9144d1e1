/** The public pages search engines may list, and the sitemap and robots.txt built from them. */
import { LOCALES, type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { absoluteUrl } from '#shared/site/settings.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/**
 * Every public page a visitor can open directly (docs/product.md#public-screens; no per-donation
 * page). The press kit is listed by the site service only while a visible book presents it.
 */
export const STATIC_PUBLIC_PAGES: readonly SitemapEntry[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/events', changeFrequency: 'daily', priority: 0.9 },
  { path: '/messages', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/house-churches', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/house-churches/why', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/house-churches/start', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/bible-study-signup', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/resources', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/devotional-whom', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/devotional', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/press', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/giving', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/prayer-request', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/newsletter', changeFrequency: 'yearly', priority: 0.4 },
];

/** Paths kept out of search engines: staff screens, the API, and pages about one visitor. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  ...LOCALES.flatMap((locale) =>
    ['/donation-success', '/unsubscribe'].map((path) => pathInLocale(path, locale)),
  ),
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** The page in every language, for each of its `<url>`s (docs/product.md#languages). */
function alternates(publicUrl: string, path: string): string[] {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(publicUrl, href))}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, pathInLocale(path, locale))),
    link('x-default', pathInLocale(path, 'en')),
  ];
}

/** Every page once per language, each naming the others (Google's sitemap form of hreflang). */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => LOCALES.map((locale) => urlEntry(publicUrl, entry, locale)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function urlEntry(publicUrl: string, entry: SitemapEntry, locale: Locale): string {
  const parts = [`<loc>${escapeXml(absoluteUrl(publicUrl, pathInLocale(entry.path, locale)))}</loc>`];
  parts.push(...alternates(publicUrl, entry.path));
  if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.toISOString()}</lastmod>`);
  if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
  if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  return `  <url>${parts.join('')}</url>`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
