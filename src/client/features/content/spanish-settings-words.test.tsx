/**
 * The site settings' words on a Spanish page (docs/product.md#site-content, #languages): the
 * ministry's verse, the gathering's days and what to expect, the slogan and description search
 * engines read, and the social card's description are the Spanish ones (content/es/site.json), while
 * an English page keeps the English.
 */
import type { MetaDescriptor } from 'react-router';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteSettings, site, type Site } from '#shared/site/settings.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { gatheringWhen } from '#shared/site/meeting-place.ts';
import { LocaleContext } from '#client/lib/locale.ts';
import { gatheringEventJsonLd } from '#client/features/outreach/structured-data.ts';
import { spanishSiteSettings } from '#client/features/content/spanish-content-for-tests.ts';
import { OurMinistry } from '#client/features/home/OurMinistry.tsx';
import { SiteFooter } from '#client/components/SiteFooter.tsx';
import { seededContent } from '#client/features/content/content-for-tests.tsx';
import siteEs from '#content/es/site.json' with { type: 'json' };

const english = structuredClone(site) as Site;
afterEach(() => applySiteSettings(structuredClone(english)));
/** As the server applies them: English for `site`, the Spanish overlay for siteIn('es'). */
const applyBoth = () =>
  applySiteSettings(structuredClone(english), spanishSiteSettings(structuredClone(english)));

const PUBLIC_URL = 'https://undivided.example';
const organization = (meta: MetaDescriptor[]) =>
  meta
    .map((entry) => (entry as { 'script:ld+json'?: { '@type'?: string } })['script:ld+json'])
    .find((data) => data?.['@type'] === 'ReligiousOrganization') as Record<string, unknown>;
const property = (meta: MetaDescriptor[], name: string) =>
  (meta.find((entry) => (entry as { property?: string }).property === name) as { content: string }).content;

describe('the settings’ words on a Spanish page', () => {
  it('quotes the ministry’s verse in Spanish on the home page', () => {
    applyBoth();
    const ministry = seededContent(['home']).content.home.ministry;
    const page = (locale: 'en' | 'es') =>
      renderToString(
        <LocaleContext value={locale}>
          <MemoryRouter>
            <OurMinistry copy={ministry} />
          </MemoryRouter>
        </LocaleContext>,
      );
    expect(page('es')).toContain(siteEs.scripture.text.replace(/'/g, '&#x27;'));
    expect(page('es')).toContain(siteEs.scripture.reference);
    expect(page('es')).not.toContain(english.scripture.reference);
    expect(page('en')).toContain(english.scripture.reference);
  });

  it('says when the gathering meets with the Spanish days', () => {
    applyBoth();
    expect(gatheringWhen('es')).toContain(siteEs.gathering.days);
    expect(gatheringWhen('es')).not.toContain(english.gathering.days);
    expect(gatheringWhen('en')).toContain(english.gathering.days);
  });

  it('gives search engines the Spanish slogan, description and social card description', () => {
    applyBoth();
    const spanishMeta = pageMeta({ path: '/', locale: 'es', publicUrl: PUBLIC_URL });
    expect(organization(spanishMeta)).toMatchObject({
      slogan: siteEs.tagline,
      description: siteEs.description,
    });
    expect(property(spanishMeta, 'og:image:alt')).toBe(siteEs.images.ogImageAlt);
    const englishMeta = pageMeta({ path: '/', locale: 'en', publicUrl: PUBLIC_URL });
    expect(organization(englishMeta)).toMatchObject({
      slogan: english.tagline,
      description: english.description,
    });
    expect(property(englishMeta, 'og:image:alt')).toBe(english.images.ogImageAlt);
  });

  it('describes the gathering (structured data of /es/devotional-whom) with what to expect in Spanish', () => {
    applyBoth();
    const start = '2026-06-13T19:00:00-05:00';
    expect(gatheringEventJsonLd(PUBLIC_URL, start, '/devotional-whom', 'es').description).toBe(
      siteEs.gathering.expect,
    );
    expect(gatheringEventJsonLd(PUBLIC_URL, start, '/devotional-whom').description).toBe(
      english.gathering.expect,
    );
  });
});

describe('a setting without its Spanish', () => {
  it('shows the English on a Spanish page, marked lang="en"; its translated neighbours are not', () => {
    // Staff have not translated the footer's blurb nor the verse yet.
    const spanish = spanishSiteSettings(structuredClone(english));
    applySiteSettings(structuredClone(english), {
      ...spanish,
      footer: { ...spanish.footer, blurb: english.footer.blurb },
      scripture: english.scripture,
    });
    const render = (element: React.ReactNode, locale: 'en' | 'es' = 'es') =>
      new DOMParser().parseFromString(
        renderToString(
          <LocaleContext value={locale}>
            <MemoryRouter>{element}</MemoryRouter>
          </LocaleContext>,
        ),
        'text/html',
      );
    const showing = (page: Document, text: string) =>
      [...page.querySelectorAll('p, h2, blockquote, figcaption')].find(
        (element) => element.textContent?.trim() === text,
      );

    const footer = render(<SiteFooter year={2031} />);
    expect(showing(footer, english.footer.blurb)?.getAttribute('lang')).toBe('en');
    expect(showing(footer, siteEs.footer.newsletterHeading)?.hasAttribute('lang')).toBe(false);
    expect(showing(footer, `${siteEs.tagline}.`)?.hasAttribute('lang')).toBe(false);
    const englishFooter = render(<SiteFooter year={2031} />, 'en');
    expect(showing(englishFooter, english.footer.blurb)?.hasAttribute('lang')).toBe(false);

    const ministry = render(<OurMinistry copy={seededContent(['home']).content.home.ministry} />);
    expect(ministry.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
    expect(showing(ministry, english.scripture.reference)?.getAttribute('lang')).toBe('en');
  });
});
