/**
 * Page metadata for every route. React Router does not merge a route's `meta` with its parents', so
 * each route returns the whole set through pageMeta():
 *
 *   export const meta: Route.MetaFunction = ({ matches }) =>
 *     pageMeta({ title: 'About', description: '…', path: '/about', matches });
 *
 * The public URL (for canonical and Open Graph links) comes from the root loader's data in `matches`.
 */
import type { MetaDescriptor } from 'react-router';
import {
  isLibraryImage,
  socialCardImage,
  type ContentImage,
  type SocialCardImage,
} from '#shared/images/content-image-format.ts';
import { LOCALES, type Locale, OG_LOCALE, pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import { absoluteUrl, pageTitle, site, siteIn } from '#shared/site/settings.ts';

export interface PageMetaInput {
  /** The page's own name; omit it on the home page ('<name> | <tagline>'). */
  title?: string;
  /** One or two sentences for search results and link previews; defaults to the ministry's. */
  description?: string;
  /** The page's path on the site, e.g. '/about' (query strings are dropped from the canonical URL). */
  path: string;
  /** Path or absolute URL of the link-preview image; defaults to the site's social card. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Keeps the page out of search engines (admin screens, error pages). */
  noIndex?: boolean;
  /** Comma-separated search keywords for the page (`<meta name="keywords">`). */
  keywords?: string;
  /**
   * The page's own schema.org objects (Book, Event, Product, FAQPage…), emitted as JSON-LD beside the
   * Organization. Given the public URL, as their links must be absolute; left out without it.
   */
  structuredData?: (publicUrl: string) => Record<string, unknown>[];
  /** The page's language, given directly … (else the root loader's, found in `matches`). */
  locale?: Locale;
  /** The public URL, given directly … */
  publicUrl?: string;
  /** … or found in the root route's loader data (the usual way: pass the meta function's matches). */
  matches?: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The root loader's `publicUrl`, when the root loader ran. */
export function publicUrlFromMatches(matches: PageMetaInput['matches']): string | undefined {
  const root = matches?.find((match) => match?.id === 'root');
  const data = root?.loaderData as { publicUrl?: unknown } | undefined;
  return typeof data?.publicUrl === 'string' ? data.publicUrl : undefined;
}

/** The page's language as the root loader read it from the URL (English when it did not run). */
export function localeFromMatches(matches: PageMetaInput['matches']): Locale {
  const root = matches?.find((match) => match?.id === 'root');
  return readLocale((root?.loaderData as { locale?: unknown } | undefined)?.locale);
}

/**
 * The page in every language, for search engines (docs/product.md#languages): `hreflang` for each
 * and `x-default` for English, the address a visitor without a preference should get.
 */
function languageAlternates(publicUrl: string, path: string): MetaDescriptor[] {
  const links: MetaDescriptor[] = LOCALES.map((locale) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: locale,
    href: absoluteUrl(publicUrl, pathInLocale(path, locale)),
  }));
  links.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: absoluteUrl(publicUrl, pathInLocale(path, 'en')),
  });
  return links;
}

/**
 * schema.org Organization data: who the ministry is, founded 2020 in Austin, TX, US; its slogan and
 * description in the page's language (docs/product.md#languages).
 */
export function organizationJsonLd(publicUrl: string, locale: Locale = 'en') {
  const words = siteIn(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'ReligiousOrganization',
    name: site.name,
    alternateName: site.shortName,
    slogan: words.tagline,
    description: words.description,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, site.images.logo),
    email: site.contact.email,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.location.city,
      addressRegion: site.location.region,
      addressCountry: site.location.country,
    },
    sameAs: site.social.map((link) => link.url),
  };
}

/** The seed's social card file (public/og-image.png) is 1200×630. */
const SOCIAL_CARD_FILE_SIZE = { width: 1200, height: 630 };

/** What a chosen picture says it shows: its alt text here, else the library's (none if decorative). */
function chosenAlt(chosen: ContentImage): string {
  if (chosen.alt) return chosen.alt;
  return isLibraryImage(chosen) && chosen.picture && !chosen.picture.decorative
    ? chosen.picture.alt_text
    : '';
}

/**
 * The site's social card: the library picture chosen in the settings (its stored JPEG of at least
 * 1200 px, with its real size, and what it shows), or the settings' file when none is chosen or the
 * image is gone.
 */
export function siteSocialCard(locale: Locale = 'en'): SocialCardImage & { alt: string } {
  // The picture is the same in both languages; what it shows is said in the page's.
  const images = siteIn(locale).images;
  const chosen = (images as { socialCard?: { image?: ContentImage } }).socialCard?.image;
  const card = chosen ? socialCardImage(chosen) : null;
  if (chosen && card) return { ...card, alt: chosenAlt(chosen) || images.ogImageAlt };
  return { src: images.ogImage, ...SOCIAL_CARD_FILE_SIZE, alt: images.ogImageAlt };
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const locale = input.locale ?? localeFromMatches(input.matches);
  const title = pageTitle(input.title, locale);
  const description = input.description ?? siteIn(locale).description;
  const publicUrl = input.publicUrl ?? publicUrlFromMatches(input.matches);
  // Routes name their English path; the canonical address is the page in its own language.
  const path = pathInLocale(input.path.split(/[?#]/)[0] || '/', locale);

  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (input.keywords) meta.push({ name: 'keywords', content: input.keywords });
  if (input.noIndex) meta.push({ name: 'robots', content: 'noindex' });
  // Canonical and preview URLs must be absolute; without the public URL they are left out, not guessed.
  if (publicUrl) {
    const url = absoluteUrl(publicUrl, path);
    const card = input.image ? null : siteSocialCard(locale);
    const image = absoluteUrl(publicUrl, input.image ?? card!.src);
    const imageAlt = input.imageAlt ?? card?.alt ?? siteIn(locale).images.ogImageAlt;
    meta.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
      { 'script:ld+json': organizationJsonLd(publicUrl, locale) },
    );
    if (!input.noIndex) meta.push(...languageAlternates(publicUrl, path));
    for (const item of input.structuredData?.(publicUrl) ?? []) meta.push({ 'script:ld+json': item });
    if (card?.width && card.height) {
      meta.push(
        { property: 'og:image:width', content: String(card.width) },
        { property: 'og:image:height', content: String(card.height) },
      );
    }
  }
  return meta;
}
