import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { organizationJsonLd, pageMeta } from '#shared/site/seo.ts';
import { applySiteSettings, site, type Site } from '#shared/site/settings.ts';

const PUBLIC_URL = 'https://undivided.example';

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}
const title = (meta: MetaDescriptor[]) => (meta.find((entry) => 'title' in entry) as { title: string }).title;
const content = (meta: MetaDescriptor[], key: 'name' | 'property', value: string) =>
  find(meta, key, value)?.content;
const jsonLd = (meta: MetaDescriptor[]) =>
  (
    meta.find((entry) => 'script:ld+json' in entry) as
      { 'script:ld+json': Record<string, unknown> } | undefined
  )?.['script:ld+json'];

describe('pageMeta', () => {
  it('titles every page "<page> | <ministry name>", the home page with the tagline', () => {
    expect(title(pageMeta({ title: 'About', path: '/about', publicUrl: PUBLIC_URL }))).toBe(
      'About | Undivided Hearts Ministries',
    );
    expect(title(pageMeta({ path: '/', publicUrl: PUBLIC_URL }))).toBe(
      'Drawing hearts back to God | Undivided Hearts Ministries',
    );
  });

  it('gives an absolute canonical URL without query string or fragment', () => {
    const meta = pageMeta({ title: 'Events', path: '/events?filter=past#top', publicUrl: `${PUBLIC_URL}/` });
    expect(find(meta, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://undivided.example/events',
    });
    expect(content(meta, 'property', 'og:url')).toBe('https://undivided.example/events');
  });

  it('carries the description, Open Graph and a large Twitter card with an absolute image', () => {
    const meta = pageMeta({
      title: 'Giving',
      description: 'Give online.',
      path: '/giving',
      publicUrl: PUBLIC_URL,
    });
    expect(content(meta, 'name', 'description')).toBe('Give online.');
    expect(content(meta, 'property', 'og:title')).toBe('Giving | Undivided Hearts Ministries');
    expect(content(meta, 'property', 'og:description')).toBe('Give online.');
    expect(content(meta, 'property', 'og:type')).toBe('website');
    expect(content(meta, 'property', 'og:site_name')).toBe(site.name);
    expect(content(meta, 'property', 'og:image')).toBe('https://undivided.example/og-image.png');
    expect(content(meta, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'name', 'twitter:image')).toBe('https://undivided.example/og-image.png');
  });

  it("defaults the description to the ministry's", () => {
    expect(content(pageMeta({ path: '/', publicUrl: PUBLIC_URL }), 'name', 'description')).toBe(
      site.description,
    );
  });

  it("finds the public URL in the root route's loader data", () => {
    const matches = [{ id: 'root', loaderData: { publicUrl: 'https://from-root.example' } }, undefined];
    const meta = pageMeta({ title: 'Press Kit', path: '/press', matches });
    expect(find(meta, 'rel', 'canonical')?.href).toBe('https://from-root.example/press');
  });

  it('leaves out absolute links rather than guessing them when the public URL is unknown', () => {
    const meta = pageMeta({ title: 'About', path: '/about' });
    expect(find(meta, 'rel', 'canonical')).toBeUndefined();
    expect(content(meta, 'property', 'og:image')).toBeUndefined();
    expect(title(meta)).toBe('About | Undivided Hearts Ministries');
  });

  it('marks pages that must stay out of search engines', () => {
    expect(content(pageMeta({ path: '/x', noIndex: true, publicUrl: PUBLIC_URL }), 'name', 'robots')).toBe(
      'noindex',
    );
    expect(content(pageMeta({ path: '/x', publicUrl: PUBLIC_URL }), 'name', 'robots')).toBeUndefined();
  });

  it('puts the Organization JSON-LD on every page: founded 2020 in Austin, TX, US', () => {
    const data = jsonLd(pageMeta({ title: 'Contact', path: '/contact', publicUrl: PUBLIC_URL }));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ReligiousOrganization',
      name: 'Undivided Hearts Ministries',
      url: 'https://undivided.example/',
      logo: 'https://undivided.example/logo-512.png',
      foundingDate: '2020',
      address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
    });
    expect(data?.sameAs).toEqual(site.social.map((link) => link.url));
    expect(data?.sameAs).toHaveLength(3);
  });
});

describe('organizationJsonLd', () => {
  it('is plain JSON (what ends up in the <script type="application/ld+json">)', () => {
    const data = organizationJsonLd(PUBLIC_URL);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('pageMeta keywords and page structured data', () => {
  it('adds a keywords tag only when the page has keywords', () => {
    expect(
      content(pageMeta({ path: '/about', keywords: 'a, b', publicUrl: PUBLIC_URL }), 'name', 'keywords'),
    ).toBe('a, b');
    expect(find(pageMeta({ path: '/about', publicUrl: PUBLIC_URL }), 'name', 'keywords')).toBeUndefined();
  });

  it("emits the page's own JSON-LD after the Organization, built with the public URL", () => {
    const meta = pageMeta({
      path: '/press',
      publicUrl: PUBLIC_URL,
      structuredData: (url) => [{ '@type': 'Book', url: `${url}/press` }],
    });
    const blocks = meta.filter((entry) => 'script:ld+json' in entry);
    expect(
      blocks.map((entry) => (entry as { 'script:ld+json': { '@type': string } })['script:ld+json']['@type']),
    ).toEqual(['ReligiousOrganization', 'Book']);
    expect(blocks[1]).toEqual({ 'script:ld+json': { '@type': 'Book', url: `${PUBLIC_URL}/press` } });
  });

  it('leaves page JSON-LD out when the public URL is unknown (its links must be absolute)', () => {
    const meta = pageMeta({ path: '/press', structuredData: () => [{ '@type': 'Book' }] });
    expect(meta.filter((entry) => 'script:ld+json' in entry)).toEqual([]);
  });

  it('shows the social card chosen from the library at its real size, and the file when that image is gone', () => {
    const seed = structuredClone(site);
    const withCard = (picture: unknown) =>
      ({
        ...seed,
        images: { ...seed.images, socialCard: { image: { imageId: 'card-id', picture } } },
      }) as Site;
    try {
      applySiteSettings(
        withCard({
          id: 'card-id',
          width: 1600,
          height: 900,
          widths: [320, 640, 1280, 1600],
          alt_text: 'A',
          decorative: false,
        }),
      );
      const meta = pageMeta({ path: '/', publicUrl: PUBLIC_URL });
      expect(content(meta, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/images/card-id-1280.jpg`);
      expect(content(meta, 'name', 'twitter:image')).toBe(`${PUBLIC_URL}/media/images/card-id-1280.jpg`);
      expect(content(meta, 'property', 'og:image:width')).toBe('1280');
      expect(content(meta, 'property', 'og:image:height')).toBe('720');

      applySiteSettings(withCard(null));
      const gone = pageMeta({ path: '/', publicUrl: PUBLIC_URL });
      expect(content(gone, 'property', 'og:image')).toBe(`${PUBLIC_URL}${seed.images.ogImage}`);
      expect(content(gone, 'property', 'og:image:width')).toBe('1200');
      expect(content(gone, 'property', 'og:image:height')).toBe('630');
    } finally {
      applySiteSettings(seed);
    }
  });
});
