/**
 * The testimonies, books and downloads the site started with, read from content/*.json: the seed
 * writes them as records staff then manage. seed_key names each one, so a second run adds nothing.
 */
import books from '../../../../content/books.json' with { type: 'json' };
import devotionalWhom from '../../../../content/devotional-whom.json' with { type: 'json' };
import press from '../../../../content/press.json' with { type: 'json' };
import resourcesPage from '../../../../content/resources.json' with { type: 'json' };
import type { resources, testimonies } from '../schema/index.ts';

type TestimonyInsert = typeof testimonies.$inferInsert;
type ResourceInsert = typeof resources.$inferInsert;

/** The first book has its own press kit page, linked from /press. */
const PRESS_KIT_PAGES: Record<string, string> = {
  'whom-will-god-glorify': '/press/whom-will-god-glorify',
};

export function contentTestimonies(): TestimonyInsert[] {
  return [
    {
      seedKey: 'devotional-whom:testimonial',
      quote: devotionalWhom.testimonial.quote,
      name: devotionalWhom.testimonial.name,
      page: '/devotional-whom',
      sortOrder: 1,
    },
  ];
}

export function contentResources(): ResourceInsert[] {
  const bookRows: ResourceInsert[] = books.map((book, index) => ({
    seedKey: `book:${book.slug}`,
    kind: 'book',
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    publishedLabel: book.published,
    summary: book.summary,
    linkUrl: book.purchaseUrl,
    linkLabel: resourcesPage.buyButton,
    coverSrc: book.cover.src,
    coverAlt: book.cover.alt,
    coverWidth: book.cover.width,
    coverHeight: book.cover.height,
    shareImageSrc: book.coverPng,
    isNewRelease: book.isNewRelease,
    devotionalHref: book.devotional.href,
    devotionalLabel: book.devotional.label,
    pressKitHref: PRESS_KIT_PAGES[book.slug] ?? null,
    onResourcesPage: true,
    onPressPage: true,
    sortOrder: index + 1,
  }));
  // The press files first, then the free devotionals of /resources: one list of downloads.
  const pressDownloads: ResourceInsert[] = press.downloads.map((item, index) => ({
    seedKey: `download:${item.href}`,
    kind: 'download',
    title: item.title,
    summary: item.text,
    linkUrl: item.href,
    linkLabel: item.button,
    onResourcesPage: false,
    onPressPage: true,
    sortOrder: index + 1,
  }));
  const devotionals: ResourceInsert[] = resourcesPage.devotionals.map((item, index) => ({
    seedKey: `download:${item.href}`,
    kind: 'download',
    title: item.title,
    subtitle: item.length,
    summary: item.text,
    linkUrl: item.href,
    linkLabel: item.button,
    onResourcesPage: true,
    onPressPage: false,
    sortOrder: pressDownloads.length + index + 1,
  }));
  return [...bookRows, ...pressDownloads, ...devotionals];
}
