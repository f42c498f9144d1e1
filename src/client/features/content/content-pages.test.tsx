/**
 * The content pages rendered as the server renders them (renderToString), and their metadata: title,
 * description, keywords, canonical URL, Open Graph and Twitter tags, and the structured data.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type MetaDescriptor } from 'react-router';
import { seededContent, WithLoaderData } from '#client/features/content/content-for-tests.tsx';
import { describe, expect, it } from 'vitest';
import { site } from '#shared/site/settings.ts';
import About, { meta as aboutMeta } from '#client/routes/content.about.tsx';
import Home, { meta as homeMeta } from '#client/routes/home.tsx';
import { seededFeaturedBooks } from '#shared/content/records-seed.ts';
import PressKit, { meta as pressKitMeta } from '#client/routes/content.press-kit-whom.tsx';
import Press, { meta as pressMeta } from '#client/routes/content.press.tsx';
import Resources, { meta as resourcesMeta } from '#client/routes/content.resources.tsx';
import Why, { meta as whyMeta } from '#client/routes/content.why-house-churches.tsx';
import type { Resource } from '#shared/content/records-rules.ts';
import { contentResources } from '#shared/content/records-seed.ts';
import about from '#content/about.json' with { type: 'json' };
import books from '#content/books.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import whyHouseChurches from '#content/why-house-churches.json' with { type: 'json' };

/** The resource records of a freshly seeded site, as the API gives them. */
const seededResources = (): Resource[] =>
  contentResources().map(({ seed_key: _key, ...row }, index) => ({
    ...row,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }));

/** What the press kit's loader answers on a freshly seeded site: its words and the book it presents. */
const pressKitData = () => ({
  ...seededContent(['press-kit-whom', 'founders', 'devotionals']),
  book: seededResources().find((row) => row.press_kit_href === '/press/whom-will-god-glorify')!,
});

/** What the /resources and /press loaders answer on a freshly seeded site: the records from content/. */
function seededRecords(page: 'resources' | 'press') {
  const rows = seededResources().filter((row) =>
    page === 'resources' ? row.on_resources_page : row.on_press_page,
  );
  return {
    books: rows.filter((row) => row.kind === 'book'),
    downloads: rows.filter((row) => row.kind === 'download'),
  };
}

const PUBLIC_URL = 'https://undivided.example';
type MetaFn = (args: never) => MetaDescriptor[];

function metaFor(fn: unknown, loaderData?: unknown): MetaDescriptor[] {
  return (fn as MetaFn)({
    matches: [
      { id: 'root', loaderData: { publicUrl: PUBLIC_URL } },
      { id: 'page', loaderData },
    ],
    loaderData,
  } as never);
}
const tag = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
const jsonLdTypes = (meta: MetaDescriptor[]) =>
  meta
    .filter((entry) => 'script:ld+json' in entry)
    .map((entry) => (entry as { 'script:ld+json': { '@type': string } })['script:ld+json']['@type']);

function html(Page: unknown, path: string, loaderData?: unknown): string {
  const Component = Page as React.ComponentType<{ loaderData?: unknown }>;
  // Pages that read site content take it from their loader data (useContent reads the matches).
  if (loaderData && typeof loaderData === 'object' && 'content' in loaderData) {
    return renderToString(
      <WithLoaderData path={path} loaderData={loaderData}>
        <Component loaderData={loaderData} />
      </WithLoaderData>,
    );
  }
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Component loaderData={loaderData} />
    </MemoryRouter>,
  );
}
const h1Of = (markup: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(markup)?.[1]?.replace(/<[^>]+>/g, '');
const decode = (markup: string) =>
  markup
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const pages = [
  {
    path: '/',
    Page: Home,
    meta: homeMeta,
    title: `${site.tagline} | ${site.name}`,
    h1: site.tagline,
    texts: [
      'Our Ministry',
      site.scripture.reference,
      'House Churches',
      'Core Values',
      books[0]!.title,
      // Where and when, on the first screen (docs/product.md#home).
      'Plan your visit',
      site.meetingPlace.address,
      'Second and last Saturday of the month, 7:00 PM Central Time',
    ],
    links: [
      // The hero button and Plan your visit: the next gathering's page.
      '/events/7',
      site.meetingPlace.mapUrl,
      '/house-churches/why',
      '/house-churches/start',
      '/resources',
      books[0]!.purchaseUrl,
    ],
    types: ['ReligiousOrganization'],
    loaderData: {
      ...seededContent(['home', 'core-values', 'events']),
      featuredBooks: seededFeaturedBooks(),
      upcomingEvents: { [site.gathering.name]: { id: 7, when: 'Saturday, December 12, 2026, 7:00 PM CST' } },
    },
  },
  {
    path: '/about',
    Page: About,
    meta: aboutMeta,
    title: `About Us | ${site.name}`,
    h1: about.hero.heading,
    texts: [
      'Our Story',
      'Our Mission',
      'Our Vision',
      'Core Values',
      'Statement of Faith',
      'Join Us',
      // Where and when: the meeting place and gathering of the site settings.
      site.meetingPlace.name,
      site.meetingPlace.address,
      'Second and last Saturday of the month, 7:00 PM Central Time',
      ...founders.flatMap((founder) => [founder.name, founder.role]),
      ...about.faith.points.map((point) => point.title),
    ],
    links: ['/events', '/contact'],
    types: ['ReligiousOrganization', 'AboutPage'],
    loaderData: seededContent(['about', 'founders', 'core-values', 'home']),
  },
  {
    path: '/resources',
    Page: Resources,
    meta: resourcesMeta,
    loaderData: { ...seededContent(['resources', 'founders']), ...seededRecords('resources') },
    title: `Resources | ${site.name}`,
    h1: 'Food for the journey',
    texts: [...books.map((book) => book.title), '30-day devotional', '7-day devotional'],
    links: [
      ...books.map((book) => book.purchaseUrl),
      '/devotional-whom',
      '/devotional',
      '/messages',
      '/press',
      `mailto:${site.contact.email}`,
    ],
    types: ['ReligiousOrganization', 'Book', 'Book'],
  },
  {
    path: '/press',
    Page: Press,
    meta: pressMeta,
    loaderData: { ...seededContent(['press', 'resources', 'founders']), ...seededRecords('press') },
    title: `Press Kit | ${site.name}`,
    h1: press.hero.heading,
    texts: ['Downloads', 'Media contact', ...books.map((book) => book.title)],
    links: [...press.downloads.map((download) => download.href), '/press/whom-will-god-glorify', '/contact'],
    types: ['ReligiousOrganization', 'Book', 'Book'],
  },
  {
    path: '/press/whom-will-god-glorify',
    Page: PressKit,
    meta: pressKitMeta,
    loaderData: pressKitData(),
    title: `Whom Will God Glorify? Press Kit | ${site.name}`,
    h1: 'Whom Will God Glorify?',
    texts: [
      'About the book',
      'About the author',
      'Interview topics',
      'Media downloads',
      'Free 30-day devotional',
      // The lead forms open in dialogs from these buttons.
      'Get the free devotional',
      'Hear about events',
    ],
    links: ['/press/undivided-hearts-press-kit.zip', '/press/whom-will-god-glorify-cover.png'],
    types: ['ReligiousOrganization', 'Book'],
  },
  {
    path: '/house-churches/why',
    Page: Why,
    meta: whyMeta,
    loaderData: seededContent(['why-house-churches']),
    title: `Why House Churches? | ${site.name}`,
    h1: whyHouseChurches.hero.heading,
    texts: [
      'Common questions',
      ...whyHouseChurches.sections.map((section) => section.scripture.reference),
      ...whyHouseChurches.faq.map((item) => item.question),
    ],
    links: ['/house-churches', '/house-churches/start', '/contact'],
    types: ['ReligiousOrganization', 'Article', 'FAQPage'],
  },
];

describe.each(pages)('the page $path', (page) => {
  it('renders on the server with one h1, its sections and its links', () => {
    const markup = html(page.Page, page.path, 'loaderData' in page ? page.loaderData : undefined);
    expect(markup.match(/<h1/g)).toHaveLength(1);
    expect(decode(h1Of(markup) ?? '')).toBe(page.h1);
    const text = decode(markup);
    for (const expected of page.texts) expect(text, expected).toContain(expected);
    for (const href of page.links) expect(text, href).toContain(`href="${href}"`);
    // Every image has its size set (no layout shift) and alternative text.
    for (const img of markup.match(/<img [^>]*>/g) ?? []) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="[^"]+"/);
    }
  });

  it('sets title, description, keywords, canonical, social tags and structured data', () => {
    const meta = metaFor(page.meta, 'loaderData' in page ? page.loaderData : undefined);
    const url = `${PUBLIC_URL}${page.path === '/' ? '/' : page.path}`;
    expect(meta.find((entry) => 'title' in entry)).toEqual({ title: page.title });
    const description = tag(meta, 'name', 'description')?.content ?? '';
    expect(description.length).toBeGreaterThan(60);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(tag(meta, 'name', 'keywords')?.content).toMatch(/\w+, \w+/);
    expect(tag(meta, 'rel', 'canonical')?.href).toBe(url);
    expect(tag(meta, 'property', 'og:url')?.content).toBe(url);
    expect(tag(meta, 'property', 'og:title')?.content).toBe(page.title);
    expect(tag(meta, 'property', 'og:description')?.content).toBe(description);
    expect(tag(meta, 'property', 'og:image')?.content).toMatch(/^https:\/\/undivided\.example\//);
    expect(tag(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(jsonLdTypes(meta)).toEqual(page.types);
  });
});

describe('structured data', () => {
  it('describes each book with its author, date, cover and bookstore offer', () => {
    const book = metaFor(pressKitMeta, pressKitData())
      .map((entry) => (entry as Record<string, Record<string, unknown>>)['script:ld+json'])
      .find((data) => data?.['@type'] === 'Book')!;
    expect(book).toMatchObject({
      name: 'Whom Will God Glorify?',
      datePublished: '2025-01',
      image: `${PUBLIC_URL}/press/whom-will-god-glorify-cover.png`,
      author: { '@type': 'Person', name: 'Joshua Adeyemi', jobTitle: 'Founder and Prophet' },
      offers: { url: books[0]!.purchaseUrl },
    });
  });

  it('answers each FAQ of the house-church article', () => {
    const faq = metaFor(whyMeta, seededContent(['why-house-churches']))
      .map((entry) => (entry as Record<string, Record<string, unknown>>)['script:ld+json'])
      .find((data) => data?.['@type'] === 'FAQPage')!;
    expect(faq.mainEntity).toHaveLength(whyHouseChurches.faq.length);
  });
});
