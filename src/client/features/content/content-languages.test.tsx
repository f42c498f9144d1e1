/**
 * The public pages in Spanish (docs/product.md#site-content): a field the Spanish lacks shows the
 * English marked lang="en" (and a translated one is not marked); the settings' words (footer,
 * titles, descriptions) are the Spanish ones on a Spanish page and the English ones on an English page.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteSettings, site, type Site } from '#shared/site/settings.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { SiteFooter } from '#client/components/SiteFooter.tsx';
import { LocaleContext } from '#client/lib/locale.ts';
import { seededContent, WithLoaderData } from '#client/features/content/content-for-tests.tsx';
import Why from '#client/routes/content.why-house-churches.tsx';
import whyHouseChurches from '#content/why-house-churches.json' with { type: 'json' };

afterEach(cleanup);

const SPANISH_EYEBROW = 'Iglesias en casa';
const SPANISH_BLURB = 'Un ministerio profético en Austin, Texas.';
const SPANISH_TAGLINE = 'Acercando corazones a Dios';

describe('a Spanish content page', () => {
  it('marks a field showing the English lang="en", and leaves a translated one in the page’s language', () => {
    const seeded = seededContent(['why-house-churches']);
    const loaderData = {
      ...seeded,
      content: {
        'why-house-churches': {
          ...whyHouseChurches,
          hero: { ...whyHouseChurches.hero, eyebrow: SPANISH_EYEBROW },
        },
      },
      // As the loader gives it: the heading and the first question have no Spanish yet.
      contentFallbacks: { 'why-house-churches': ['hero.heading', 'faq.0.question'] },
    };
    const html = renderToString(
      <LocaleContext value="es">
        <WithLoaderData path="/es/house-churches/why" loaderData={loaderData}>
          <Why />
        </WithLoaderData>
      </LocaleContext>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const heading = page.querySelector('h1')!;
    expect(heading.textContent).toBe(whyHouseChurches.hero.heading);
    expect(heading.getAttribute('lang')).toBe('en');
    const eyebrow = [...page.querySelectorAll('p')].find((p) => p.textContent === SPANISH_EYEBROW)!;
    expect(eyebrow.hasAttribute('lang')).toBe(false);
    const questions = page.querySelectorAll('summary');
    expect(questions[0]!.getAttribute('lang')).toBe('en');
    expect(questions[1]!.hasAttribute('lang')).toBe(false);
  });
});

describe('the site settings’ words in Spanish', () => {
  const english = structuredClone(site) as Site;
  const spanish = {
    ...english,
    tagline: SPANISH_TAGLINE,
    description: 'Un ministerio profético en Austin.',
    footer: { ...english.footer, blurb: SPANISH_BLURB },
  } as Site;
  afterEach(() => applySiteSettings(english));

  function footerIn(locale: 'en' | 'es') {
    render(
      <LocaleContext value={locale}>
        <MemoryRouter>
          <SiteFooter year={2031} />
        </MemoryRouter>
      </LocaleContext>,
    );
    return screen.getByRole('contentinfo').textContent ?? '';
  }

  it('shows the Spanish footer on a Spanish page and the English one on an English page', () => {
    applySiteSettings(english, spanish);
    const spanishFooter = footerIn('es');
    expect(spanishFooter).toContain(SPANISH_BLURB);
    expect(spanishFooter).toContain(SPANISH_TAGLINE);
    expect(spanishFooter).not.toContain(english.footer.blurb);
    cleanup();
    const englishFooter = footerIn('en');
    expect(englishFooter).toContain(english.footer.blurb);
    expect(englishFooter).not.toContain(SPANISH_BLURB);
  });

  it('titles a Spanish page and describes it with the Spanish words', () => {
    applySiteSettings(english, spanish);
    const meta = pageMeta({ path: '/', locale: 'es' });
    expect(meta).toContainEqual({ title: `${SPANISH_TAGLINE} | ${english.name}` });
    expect(meta).toContainEqual({ name: 'description', content: 'Un ministerio profético en Austin.' });
    expect(pageMeta({ path: '/', locale: 'en' })).toContainEqual({
      title: `${english.tagline} | ${english.name}`,
    });
  });
});
