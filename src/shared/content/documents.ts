/**
 * The documents staff edit in /admin/content (docs/product.md#site-content): each one's key (the
 * content/ file it was seeded from), its title in the admin, the public page it shows on (where the
 * preview opens) and its fields. Zod-free: the admin list and editor import it as it is.
 */
import { f, type Field } from '#shared/content/fields.ts';
import * as pages from '#shared/content/page-documents.ts';

const site = f.group({
  name: f.line({ label: 'Ministry name', max: 120, sameInBothLanguages: true }),
  shortName: f.line({ label: 'Short name', max: 60, sameInBothLanguages: true }),
  tagline: f.line({ max: 120 }),
  description: f.paragraph({
    label: 'Description (search engines and shared links)',
    max: 300,
    search: true,
  }),
  foundingYear: f.number(1900, 2100, 'Founding year'),
  location: f.group({
    city: f.line({ max: 80, sameInBothLanguages: true }),
    region: f.line({ label: 'State or region', max: 80, sameInBothLanguages: true }),
    country: f.line({
      label: 'Country',
      hint: 'Two letters, such as US.',
      max: 2,
      sameInBothLanguages: true,
    }),
  }),
  timeZone: f.timeZone({
    label: 'Time zone',
    hint: 'Event times, emails and statements are shown in it. Takes effect on the next page, email or statement once published.',
  }),
  scripture: f.group({ text: f.paragraph({ max: 600 }), reference: f.line({ max: 80 }) }),
  contact: f.group(
    {
      email: f.email(),
      phone: f.phone({ optional: true }),
      city: f.line({ label: 'City as written', max: 80, sameInBothLanguages: true }),
    },
    { label: 'Contact details' },
  ),
  social: f.list(
    f.group({
      name: f.line({ max: 40, sameInBothLanguages: true }),
      url: f.url({ label: 'Website address' }),
    }),
    {
      label: 'Social links',
      itemLabel: 'social link',
      min: 0,
      max: 10,
    },
  ),
  legal: f.group(
    {
      address: f.line({ label: 'Postal address', max: 300, optional: true, sameInBothLanguages: true }),
      ein: f.line({ label: 'EIN (tax number)', max: 20, optional: true, sameInBothLanguages: true }),
    },
    { label: 'On receipts and statements' },
  ),
  // The one answer to "where and when do we meet?" (docs/product.md#content-and-settings).
  meetingPlace: f.group(
    {
      name: f.line({ label: 'Name of the place', max: 120, sameInBothLanguages: true }),
      address: f.line({ label: 'Street address', max: 200, sameInBothLanguages: true }),
      mapUrl: f.url({ label: 'Map link' }),
      arrival: f.paragraph({ label: 'Parking and entry', max: 400 }),
    },
    {
      label: 'Main meeting place',
      hint: 'Shown on the home, About and Contact pages, on events held here and in their emails, and filled in for a new event.',
    },
  ),
  gathering: f.group(
    {
      name: f.line({
        label: 'Name',
        max: 120,
        hint: 'The title of its events: the home page links to the next one.',
      }),
      days: f.line({
        label: 'Which days',
        max: 120,
        hint: 'Such as “Second and last Saturday of the month”.',
      }),
      startTime: f.clockTime({
        label: 'Start time',
        hint: 'In the site’s time zone (set above), which every page names beside it.',
      }),
      expect: f.paragraph({ label: 'What to expect', max: 400 }),
    },
    { label: 'Regular gathering' },
  ),
  heroButtonLink: f.href({
    label: 'Home page button link',
    optional: true,
    hint: 'Leave blank for the next gathering’s page on this site, or give another page, such as the ticketing page.',
  }),
  ticketingUrl: f.url({ label: 'Ticketing page' }),
  eventsBanner: f.group(
    {
      text: f.line({
        max: 200,
        optional: true,
        hint: 'Leave blank to name the regular gathering and its time.',
      }),
      linkText: f.line({ max: 60 }),
      href: f.href({ label: 'Link' }),
    },
    { label: 'Events banner (top of every page)' },
  ),
  images: f.group({
    logo: f.path(),
    socialCard: f.group(
      { image: f.image({ label: 'Picture' }) },
      {
        label: 'Social card from the library',
        optional: true,
        hint: 'The picture shown when a link to the site is shared (at least 1200 px wide is best). Without it, the file below.',
      },
    ),
    ogImage: f.path({ label: 'Social card file (when none is chosen from the library)' }),
    ogImageAlt: f.line({ label: 'Social card description (alt text)', max: 300 }),
  }),
  footer: f.group({
    blurb: f.paragraph({ max: 400 }),
    newsletterHeading: f.line({ max: 120 }),
    newsletterText: f.paragraph({ max: 300 }),
  }),
  analytics: f.group(
    {
      gaMeasurementId: f.gaMeasurementId({
        label: 'Google Analytics 4 measurement ID',
        hint: 'Like G-ABC123XYZ.',
      }),
      metaPixelId: f.metaPixelId({ label: 'Meta Pixel ID', hint: 'Digits only.' }),
    },
    {
      label: 'Analytics',
      optional: true,
      administratorOnly: true,
      hint: 'Only an administrator can change these. Leave blank to use none (or the server’s own setting).',
    },
  ),
});

const devotionalFile = f.group({
  source: f.line({ label: 'Source file (in the code, content/devotionals/)', max: 120 }),
  title: f.line({ max: 120 }),
  shortTitle: f.line({ max: 60 }),
  bookTitle: f.line({ max: 120 }),
  bookDate: f.line({ max: 40 }),
  days: f.number(1, 366, 'Days'),
  pdf: f.path({ label: 'PDF' }),
  fileName: f.line({ label: 'Download file name', max: 120 }),
  bookUrl: f.url({ label: 'Book page' }),
  cover: f.path(),
  coverPng: f.path({ label: 'Cover (PNG)' }),
});

const resources = f.group({
  title: f.line({ max: 70, search: true }),
  description: f.paragraph({ max: 300, search: true }),
  keywords: f.paragraph({ max: 400, search: true }),
  hero: f.group({
    eyebrow: f.line({ max: 80 }),
    heading: f.line({ max: 120 }),
    intro: f.markdown({ max: 1000 }),
  }),
  booksHeading: f.line({ max: 120 }),
  booksIntro: f.paragraph({ max: 500 }),
  buyButton: f.line({ max: 60 }),
  newReleaseLabel: f.line({ max: 40 }),
  devotionalsHeading: f.line({ max: 120 }),
  devotionalsIntro: f.paragraph({ max: 500 }),
  devotionals: f.list(
    f.group({
      title: f.line({ max: 120 }),
      length: f.line({ max: 40 }),
      text: f.paragraph({ max: 500 }),
      href: f.href(),
      button: f.line({ max: 60 }),
    }),
    { itemLabel: 'devotional', max: 10 },
  ),
  moreHeading: f.line({ max: 120 }),
  more: f.list(
    f.group({
      title: f.line({ max: 120 }),
      text: f.paragraph({ max: 500 }),
      href: f.href(),
      link: f.line({ max: 60 }),
    }),
    { itemLabel: 'link', max: 10 },
  ),
  mail: f.group({
    heading: f.line({ max: 120 }),
    text: f.paragraph({ max: 500 }),
    link: f.line({ max: 60 }),
  }),
});

export interface ContentDocumentDefinition {
  key: string;
  title: string;
  /** The public page that shows it: the preview and "View page" open this. */
  page: string;
  fields: Field;
}

const entry = (key: string, title: string, page: string, fields: Field): ContentDocumentDefinition => ({
  key,
  title,
  page,
  fields,
});

/**
 * Every editable document, in the order of the admin list. Not content/books.json: books are records
 * staff edit in Resources (docs/product.md#resources), which that file only seeded.
 */
export const CONTENT_DOCUMENTS = [
  entry('site', 'Site settings', '/', site),
  entry('home', 'Home page', '/', pages.home),
  entry('about', 'About page', '/about', pages.about),
  entry('founders', 'Founders', '/about', pages.founders),
  entry('core-values', 'Core values', '/about', pages.coreValues),
  entry('why-house-churches', 'Why house churches', '/house-churches/why', pages.whyHouseChurches),
  entry('events', 'Events page and home events', '/events', pages.events),
  entry('giving', 'Giving page', '/giving', pages.giving),
  entry('bible-study', 'Bible study sign-up', '/bible-study-signup', pages.bibleStudy),
  entry('devotional', 'Devotional: Fulfill Your Days', '/devotional', pages.devotional),
  entry('devotional-whom', 'Devotional: Whom Will God Glorify?', '/devotional-whom', pages.devotionalWhom),
  entry(
    'devotionals',
    'Devotional files',
    // Both devotional pages show them (cover, book link); the 30-day page is the preview's.
    '/devotional',
    f.group({ whom: devotionalFile, fulfill: devotionalFile }),
  ),
  entry('press', 'Press page', '/press', pages.press),
  entry(
    'press-kit-whom',
    'Press kit: Whom Will God Glorify?',
    '/press/whom-will-god-glorify',
    pages.pressKitWhom,
  ),
  entry('resources', 'Resources page', '/resources', resources),
  entry('contact', 'Contact page', '/contact', pages.contact),
  entry('prayer-request', 'Prayer request page', '/prayer-request', pages.prayerRequest),
] as const satisfies readonly ContentDocumentDefinition[];

export type DeclaredContentKey = (typeof CONTENT_DOCUMENTS)[number]['key'];

/**
 * Whether a draft can be seen before publishing. The settings cannot: applying a draft of them would
 * change every visitor's pages (docs/decisions/0013-content-from-the-database.md).
 */
export const hasDraftPreview = (key: string): boolean => key !== 'site';

export const CONTENT_KEYS = CONTENT_DOCUMENTS.map((d) => d.key) as DeclaredContentKey[];

export function findDocument(key: string): ContentDocumentDefinition | undefined {
  return CONTENT_DOCUMENTS.find((d) => d.key === key);
}
