/**
 * The Spanish side of the home and content pages (docs/product.md#languages): the visit card, the
 * gathering's days and time, the links and the page's title in Spanish; a book's or testimony's
 * words in Spanish where staff wrote them, else the English marked lang="en" for screen readers.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { MetaDescriptor } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteSettings, site } from '#shared/site/settings.ts';
import { seededFeaturedBooks, seededResourceRecords } from '#shared/content/records-seed.ts';
import { LocaleContext } from '#client/lib/locale.ts';
import { seededContent, WithLoaderData } from '#client/features/content/content-for-tests.tsx';
import { spanishContent, spanishSiteSettings } from '#client/features/content/spanish-content-for-tests.ts';
import { TestimonyQuotes } from '#client/features/content/TestimonyQuotes.tsx';
import { HomeHero } from '#client/features/home/HomeHero.tsx';
import { HouseChurchesIntro } from '#client/features/home/HouseChurchesIntro.tsx';
import { FeaturedBook } from '#client/features/home/FeaturedBook.tsx';
import { meta as aboutMeta } from '#client/routes/content.about.tsx';
import Resources from '#client/routes/content.resources.tsx';

const english = structuredClone(site);
afterEach(() => applySiteSettings(structuredClone(english)));

/** As the server renders it, on a page in `locale`; React's text boundaries removed. */
const html = (element: ReactNode, locale: 'en' | 'es' = 'es') =>
  renderToString(
    <LocaleContext value={locale}>
      <MemoryRouter>{element}</MemoryRouter>
    </LocaleContext>,
  ).replace(/<!-- -->/g, '');

describe('the Spanish home page', () => {
  it('plans the visit in Spanish: heading, the gathering’s days and time, what to expect, links under /es', () => {
    applySiteSettings(spanishSiteSettings(structuredClone(english)));
    const home = spanishContent(['home']).content.home;
    const markup = html(<HomeHero copy={home.hero} nextGathering={null} />);
    expect(markup).toContain('<h2 id="plan-visit-title"');
    expect(markup).toContain('>Planee su visita</h2>');
    expect(markup).toContain('El segundo y el último sábado de cada mes, 7:00 p.m., hora central');
    expect(markup).toContain('Qué puede esperar');
    expect(markup).not.toContain('Plan your visit');
    expect(markup).toMatch(/href="\/es\/events"[^>]*>Vea los próximos eventos</);
    expect(markup).toContain('Atrayendo los corazones de vuelta a Dios</h1>');
  });

  it('keeps the English home as it was', () => {
    const home = seededContent(['home']).content.home;
    const markup = html(<HomeHero copy={home.hero} nextGathering={null} />, 'en');
    expect(markup).toContain('>Plan your visit</h2>');
    expect(markup).toContain('Second and last Saturday of the month, 7:00 PM Central Time');
    expect(markup).toMatch(/href="\/events"[^>]*>See upcoming events</);
  });

  it('introduces house churches in Spanish, with links to the Spanish directory', () => {
    const home = spanishContent(['home']).content.home;
    const markup = html(<HouseChurchesIntro copy={home.houseChurches} />);
    expect(markup).toContain('La iglesia en el hogar');
    expect(markup).toMatch(/href="\/es\/house-churches"[^>]*>Encuentre una iglesia en casa</);
  });

  it('features the book with its Spanish summary, its English name marked lang="en"', () => {
    const home = spanishContent(['home']).content.home;
    const markup = html(<FeaturedBook {...seededFeaturedBooks()} copy={home.featuredBook} />);
    expect(markup).toMatch(/<h2 id="featured-book-title" lang="en"[^>]*>Whom Will God Glorify\?<\/h2>/);
    expect(markup).toContain('Dios comparte su gloria con los humildes');
    expect(markup).toContain('aria-label="Compre el libro: Whom Will God Glorify? (librería en línea)"');
    expect(markup).toContain('href="/es/resources"');
  });
});

describe('the Spanish content pages', () => {
  it('title the page in Spanish, at its Spanish address', () => {
    const loaderData = spanishContent(['about', 'founders', 'core-values', 'home']);
    const meta = (aboutMeta as unknown as (args: unknown) => MetaDescriptor[])({
      matches: [
        { id: 'root', loaderData: { publicUrl: 'https://undivided.example', locale: 'es' } },
        { id: 'page', loaderData },
      ],
      loaderData,
    });
    expect(meta.find((entry) => 'title' in entry)).toEqual({
      title: 'Quiénes somos | Undivided Hearts Ministries',
    });
    const description = meta.find((entry) => (entry as { name?: string }).name === 'description');
    expect((description as { content: string }).content).toMatch(/^La historia, los fundadores/);
  });

  it('/es/resources shows the records’ Spanish words and marks the English ones lang="en"', () => {
    const records = seededResourceRecords().filter((row) => row.on_resources_page);
    const loaderData = {
      ...spanishContent(['resources', 'founders']),
      books: records.filter((row) => row.kind === 'book'),
      downloads: records.filter((row) => row.kind === 'download'),
    };
    const ResourcesPage = Resources as unknown as React.ComponentType<{ loaderData: unknown }>;
    const markup = renderToString(
      <LocaleContext value="es">
        <WithLoaderData path="/es/resources" loaderData={loaderData}>
          <ResourcesPage loaderData={loaderData} />
        </WithLoaderData>
      </LocaleContext>,
    ).replace(/<!-- -->/g, '');
    expect(markup).toContain('Alimento para el camino');
    expect(markup).toContain('Devocional de 30 días');
    expect(markup).toMatch(/href="\/es\/devotional-whom"[^>]*>Consiga el devocional de 30 días</);
    // A book's name has no Spanish: it is read as English.
    expect(markup).toMatch(/<h3 id="book-[^"]+" lang="en"[^>]*>Avoiding an Untimely Death<\/h3>/);
    expect(markup).toContain('Una mirada sobria y llena de esperanza');
    expect(markup).not.toMatch(/lang="en"[^>]*>Una mirada/);
  });

  it('quotes a testimony in Spanish, or in English marked lang="en" when it has no Spanish', () => {
    const testimonies = [
      { id: 'a', quote: 'Day three found me.', quote_es: 'El tercer día me encontró.', name: 'Ruth M.' },
      { id: 'b', quote: 'I read it with my husband.', quote_es: null, name: 'Lydia P.' },
    ];
    const spanish = html(<TestimonyQuotes testimonies={testimonies} />);
    expect(spanish).toMatch(/<blockquote class="[^"]*">“El tercer día me encontró\.”<\/blockquote>/);
    expect(spanish).toMatch(/<blockquote lang="en"[^>]*>“I read it with my husband\.”<\/blockquote>/);
    const englishPage = html(<TestimonyQuotes testimonies={testimonies} />, 'en');
    expect(englishPage).toContain('“Day three found me.”');
    expect(englishPage).not.toContain('lang="en"');
  });
});
