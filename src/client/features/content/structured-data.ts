/** schema.org data for the content pages (emitted as JSON-LD through pageMeta's structuredData). */
import { absoluteUrl, site } from '#shared/site/settings.ts';
import type { Resource } from '#shared/content/records-rules.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import { socialCardImage, type ContentImage } from '#shared/images/content-image-format.ts';
import type { Founder } from '#client/features/content/content.ts';

const organizationRef = (publicUrl: string) => ({
  '@type': 'ReligiousOrganization',
  name: site.name,
  url: absoluteUrl(publicUrl, '/'),
});

/** A founder as the pages hold one: the photo is the seed's file or a library image. */
type FounderFacts = Pick<Founder, 'name' | 'role'> & { image: ContentImage };

export function personJsonLd(founder: FounderFacts, publicUrl: string) {
  // A library photo is given as its shareable JPEG; one gone from the library is left out.
  const photo = socialCardImage(founder.image);
  return {
    '@type': 'Person',
    name: founder.name,
    jobTitle: founder.role,
    ...(photo ? { image: absoluteUrl(publicUrl, photo.src) } : {}),
    worksFor: organizationRef(publicUrl),
  };
}

/** What the book's structured data needs, from a book record. */
export interface BookFacts {
  title: string;
  subtitle: string | null;
  summary: string;
  author: string | null;
  published: string | null;
  purchaseUrl: string;
  /** A raster cover (PNG or JPEG), or null. */
  coverPng: string | null;
}

export function bookFactsFromRecord(book: Resource): BookFacts {
  return {
    title: book.title,
    subtitle: book.subtitle,
    summary: book.summary,
    author: book.author,
    published: book.published_label,
    purchaseUrl: book.link_url,
    coverPng: book.share_image_src ?? book.cover_src,
  };
}

/** A book; its author described as a founder when one of `founders` wrote it. */
export function bookJsonLd(book: BookFacts, publicUrl: string, founders: readonly FounderFacts[]) {
  const author = founders.find((founder) => founder.name === book.author);
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    alternativeHeadline: book.subtitle ?? undefined,
    description: book.summary,
    // A raster cover: search engines and link previews do not read SVG.
    image: book.coverPng ? absoluteUrl(publicUrl, book.coverPng) : undefined,
    datePublished: book.published ? isoMonth(book.published) : undefined,
    inLanguage: 'en',
    bookFormat: ['https://schema.org/Paperback', 'https://schema.org/EBook'],
    author: author
      ? personJsonLd(author, publicUrl)
      : book.author
        ? { '@type': 'Person', name: book.author }
        : undefined,
    publisher: organizationRef(publicUrl),
    offers: { '@type': 'Offer', url: book.purchaseUrl, availability: 'https://schema.org/InStock' },
  };
}

/** 'January 2025' → '2025-01' (schema.org accepts a year-month date). */
export function isoMonth(monthYear: string): string {
  const date = new Date(`1 ${monthYear} 12:00 UTC`);
  if (Number.isNaN(date.getTime())) return monthYear;
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function aboutPageJsonLd(publicUrl: string, founders: readonly FounderFacts[]) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: absoluteUrl(publicUrl, '/about'),
      about: {
        ...organizationRef(publicUrl),
        foundingDate: String(site.foundingYear),
        founder: founders.map((founder) => personJsonLd(founder, publicUrl)),
      },
    },
  ];
}

/** `whyHouseChurches` as the loader sent it: FAQ answers are the server's sanitised HTML, which FAQPage allows. */
export function whyHouseChurchesJsonLd(
  publicUrl: string,
  whyHouseChurches: ContentDocuments['why-house-churches'],
) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: whyHouseChurches.hero.heading,
      description: whyHouseChurches.description,
      url: absoluteUrl(publicUrl, '/house-churches/why'),
      image: absoluteUrl(publicUrl, whyHouseChurches.illustration.src),
      author: organizationRef(publicUrl),
      publisher: organizationRef(publicUrl),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: whyHouseChurches.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ];
}
