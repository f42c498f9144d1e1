/** schema.org data for the content pages (emitted as JSON-LD through pageMeta's structuredData). */
import { absoluteUrl, site } from '#shared/site.ts';
import { type Book, founders, whyHouseChurches } from './content.ts';

const organizationRef = (publicUrl: string) => ({
  '@type': 'ReligiousOrganization',
  name: site.name,
  url: absoluteUrl(publicUrl, '/'),
});

export function personJsonLd(founder: (typeof founders)[number], publicUrl: string) {
  return {
    '@type': 'Person',
    name: founder.name,
    jobTitle: founder.role,
    image: absoluteUrl(publicUrl, founder.image.src),
    worksFor: organizationRef(publicUrl),
  };
}

export function bookJsonLd(book: Book, publicUrl: string) {
  const author = founders.find((founder) => founder.name === book.author);
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    alternativeHeadline: book.subtitle,
    description: book.summary,
    // A raster cover: search engines and link previews do not read SVG.
    image: absoluteUrl(publicUrl, book.coverPng),
    datePublished: isoMonth(book.published),
    inLanguage: 'en',
    bookFormat: ['https://schema.org/Paperback', 'https://schema.org/EBook'],
    author: author ? personJsonLd(author, publicUrl) : { '@type': 'Person', name: book.author },
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

export function aboutPageJsonLd(publicUrl: string) {
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

export function whyHouseChurchesJsonLd(publicUrl: string) {
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
