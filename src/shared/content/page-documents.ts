/**
 * The descriptors of the public pages' documents (docs/product.md#site-content), one per content/
 * file. Long text that visitors read as prose is Markdown; headings, buttons and labels are lines.
 */
import { f } from '#shared/content/fields.ts';
import { CONTENT_EDITOR_WORDS as W } from '#shared/content/admin-words.ts';

const scripture = (label = 'Scripture') =>
  f.group({ text: f.paragraph({ max: 600 }), reference: f.line({ max: 80 }) }, { label });
/** Search engines' fields: the editor shows them last, collapsed (docs/product.md#site-content). */
const seo = {
  title: f.line({ max: 70, search: true }),
  description: f.paragraph({ max: 300, search: true }),
};
const keywords = {
  keywords: f.paragraph({
    max: 400,
    hint: 'Words search engines may match, separated by commas.',
    search: true,
  }),
};
const hero = (intro = f.markdown({ max: 1000 })) =>
  f.group({ eyebrow: f.line({ max: 80 }), heading: f.line({ max: 120 }), intro });
const paragraphs = (label: string, max = 10) => f.list(f.markdown(), { label, itemLabel: 'paragraph', max });
const titledText = (itemLabel: string, max: number) =>
  f.list(f.group({ title: f.line({ max: 120 }), text: f.markdown({ max: 1500 }) }), { itemLabel, max });
const downloads = f.list(
  f.group({
    title: f.line({ max: 120 }),
    text: f.paragraph({ max: 300 }),
    href: f.href(),
    button: f.line({ max: 60 }),
  }),
  { itemLabel: 'download', max: 12 },
);
const pageLinks = f.list(f.group({ to: f.href(), label: f.line({ max: 80 }) }), {
  itemLabel: 'link',
  max: 8,
});

export const about = f.group({
  ...seo,
  ...keywords,
  hero: hero(),
  story: f.group({
    heading: f.line({ max: 120 }),
    paragraphs: paragraphs('Paragraphs'),
    imageAlt: f.line({ label: 'Picture description (alt text)', max: 300 }),
  }),
  foundersHeading: f.line({ max: 120 }),
  foundersIntro: f.markdown({ max: 1000 }),
  mission: f.group({ heading: f.line({ max: 120 }), text: f.markdown({ max: 2000 }) }),
  vision: f.group({ heading: f.line({ max: 120 }), text: f.markdown({ max: 2000 }) }),
  valuesHeading: f.line({ max: 120 }),
  valuesIntro: f.paragraph({ max: 500 }),
  faith: f.group(
    { heading: f.line({ max: 120 }), intro: f.markdown({ max: 1000 }), points: titledText('belief', 30) },
    { label: 'Statement of faith' },
  ),
  join: f.group({
    heading: f.line({ max: 120 }),
    text: f.markdown({ max: 1500 }),
    // Where and when are the site settings' meeting place and gathering (docs/product.md#about).
    note: f.paragraph({ max: 500 }),
    primary: f.line({ label: 'Main button', max: 60 }),
    secondary: f.line({ label: 'Second button', max: 60 }),
  }),
});

export const founders = f.list(
  f.group({
    name: f.line({ max: 120 }),
    role: f.line({ max: 120 }),
    image: f.image({ label: 'Photo' }),
    bio: paragraphs('Biography', 8),
  }),
  { itemLabel: 'founder', max: 8 },
);

export const coreValues = f.list(
  f.group({ name: f.line({ max: 80 }), description: f.paragraph({ max: 500 }) }),
  { itemLabel: 'value', max: 12 },
);

export const home = f.group({
  description: f.paragraph({ max: 300, search: true }),
  ...keywords,
  hero: f.group({
    heading: f.line({ label: W.heroHeading, max: 120 }),
    eyebrow: f.line({ max: 120 }),
    intro: f.markdown({ max: 1000 }),
    ticketButton: f.line({ max: 60 }),
    secondaryButton: f.line({ max: 60 }),
    picture: f.group(
      {
        image: f.image({ label: W.heroPictureImage }),
        focusX: f.number(0, 100, W.focalX, 50),
        focusY: f.number(0, 100, W.focalY, 50),
      },
      { label: W.heroPicture, optional: true, hint: W.heroPictureHint },
    ),
  }),
  ministry: f.group({
    heading: f.line({ max: 120 }),
    paragraphs: paragraphs('Paragraphs'),
    linkText: f.line({ max: 60 }),
    image: f.image({ label: 'Picture', caption: true }),
  }),
  coreValuesHeading: f.line({ max: 120 }),
  coreValuesIntro: f.paragraph({ max: 500 }),
  houseChurches: f.group({
    heading: f.line({ max: 120 }),
    intro: f.markdown({ max: 1000 }),
    points: f.list(f.group({ title: f.line({ max: 80 }), text: f.paragraph({ max: 300 }) }), {
      itemLabel: 'point',
      max: 8,
    }),
    buttons: f.group({ find: f.line({ max: 60 }), why: f.line({ max: 60 }), start: f.line({ max: 60 }) }),
  }),
  featuredBook: f.group({
    eyebrow: f.line({ max: 80 }),
    slug: f.line({ label: 'Book (its short name, as on /resources)', max: 80 }),
    buyButton: f.line({ max: 60 }),
    resourcesLink: f.line({ max: 80 }),
    newRelease: f.group({ label: f.line({ max: 40 }), text: f.line({ max: 120 }) }),
  }),
});

export const contact = f.group({
  ...seo,
  heading: f.line({ max: 120 }),
  intro: f.markdown({ max: 1000 }),
  formHeading: f.line({ max: 120 }),
  detailsHeading: f.line({ max: 120 }),
  socialHeading: f.line({ max: 120 }),
  prayerHeading: f.line({ max: 120 }),
  prayerText: f.paragraph({ max: 500 }),
  prayerLink: f.line({ max: 60 }),
  map: f.group({
    heading: f.line({ max: 120 }),
    text: f.paragraph({ max: 500 }),
    // The place, its address and map link are the site settings' meeting place (docs/product.md#contact).
    showButton: f.line({ max: 60 }),
    privacyNote: f.paragraph({ max: 300 }),
  }),
});

export const giving = f.group({
  eyebrow: f.line({ max: 80 }),
  heading: f.line({ max: 120 }),
  intro: f.markdown({ max: 1000 }),
  description: f.paragraph({ max: 300, search: true }),
  formHeading: f.line({ max: 120 }),
  secureNote: f.paragraph({ max: 300 }),
  demoSecureNote: f.paragraph({ max: 300 }),
  receiptNote: f.paragraph({ max: 300 }),
  scripture: scripture(),
  categoriesHeading: f.line({ max: 120 }),
  categories: f.group(
    {
      GENERAL: f.paragraph({ label: 'General ministry', max: 300 }),
      OUTREACH: f.paragraph({ max: 300 }),
      MISSIONS: f.paragraph({ max: 300 }),
      BUILDING: f.paragraph({ label: 'Building fund', max: 300 }),
      EVENTS: f.paragraph({ max: 300 }),
    },
    { label: 'What each gift category is for' },
  ),
  notSetUpHeading: f.line({ max: 120 }),
  notSetUp: f.paragraph({ max: 500 }),
  notSetUpLink: f.line({ max: 60 }),
  demoNotice: f.paragraph({ max: 500 }),
  otherWays: f.paragraph({ max: 500 }),
});

export const events = f.group({
  page: f.group({
    eyebrow: f.line({ max: 80 }),
    title: f.line({ max: 70 }),
    intro: f.paragraph({ max: 500 }),
    description: f.paragraph({ max: 300, search: true }),
  }),
  bibleStudyBanner: f.group({
    eyebrow: f.line({ max: 80 }),
    title: f.line({ max: 120 }),
    date: f.line({ max: 80 }),
    text: f.paragraph({ max: 600 }),
    linkText: f.line({ max: 60 }),
    href: f.href(),
    image: f.path({ label: 'Picture (a file on this site)' }),
  }),
  home: f.group(
    {
      eyebrow: f.line({ max: 80 }),
      heading: f.line({ max: 120 }),
      intro: f.paragraph({ max: 500 }),
      allEventsLink: f.line({ max: 60 }),
      nextLabel: f.line({ max: 40 }),
      cards: f.list(
        f.group({
          title: f.line({ max: 120 }),
          tag: f.line({ max: 40 }),
          schedule: f.line({
            max: 120,
            optional: true,
            hint: 'Blank on the regular gathering’s card: its days and time from the site settings.',
          }),
          text: f.paragraph({ max: 300 }),
          href: f.href(),
          linkText: f.line({ max: 60 }),
          eventTitle: f.line({
            label: 'Event it stands for (its title; blank for none)',
            optional: true,
            nullable: true,
          }),
        }),
        { itemLabel: 'card', max: 6 },
      ),
    },
    { label: 'On the home page' },
  ),
});

export const bibleStudy = f.group({
  ...seo,
  eyebrow: f.line({ max: 80 }),
  heading: f.line({ max: 120 }),
  date: f.line({ max: 80 }),
  intro: f.markdown({ max: 1000 }),
  scripture: scripture(),
  cards: titledText('card', 6),
  formHeading: f.line({ max: 120 }),
  formIntro: f.paragraph({ max: 500 }),
  devotionalChoices: f.group(
    Object.fromEntries(
      ['none', 'avoiding_untimely_death', 'whom_will_god_glorify', 'both'].map((choice) => [
        choice,
        f.group({ label: f.line({ max: 80 }), description: f.paragraph({ max: 300 }) }),
      ]),
    ),
    { label: 'Devotional choices on the form' },
  ),
  contactPrompt: f.line({ max: 120 }),
  contactLink: f.line({ max: 60 }),
});

export const prayerRequest = f.group({
  ...seo,
  heading: f.line({ max: 120 }),
  intro: f.markdown({ max: 1000 }),
  privateLabel: f.line({ max: 120 }),
  scheduleHeading: f.line({ max: 120 }),
  scheduleIntro: f.paragraph({ max: 300 }),
  schedule: f.list(f.group({ when: f.line({ max: 120 }), what: f.paragraph({ max: 300 }) }), {
    itemLabel: 'time of prayer',
    max: 8,
  }),
  scripture: scripture(),
});

const devotionalLanding = {
  ...seo,
  ...keywords,
  eyebrow: f.line({ max: 80 }),
  heading: f.line({ max: 120 }),
  subheading: f.line({ max: 160 }),
  intro: f.markdown({ max: 1000 }),
  cta: f.line({ label: 'Button', max: 60 }),
  coverAlt: f.line({ label: 'Cover description (alt text)', max: 300 }),
  valuesHeading: f.line({ max: 120 }),
  values: f.list(f.line({ max: 200 }), { itemLabel: 'value', max: 8 }),
  eventHeading: f.line({ max: 120 }),
  eventText: f.paragraph({ max: 500 }),
  eventButton: f.line({ max: 60 }),
  bookLink: f.line({ max: 80 }),
  links: pageLinks,
};

export const devotional = f.group({ ...devotionalLanding, testimoniesHeading: f.line({ max: 120 }) });

export const devotionalWhom = f.group({
  ...devotionalLanding,
  authorHeading: f.line({ max: 120 }),
  authorName: f.line({ max: 120 }),
  authorBio: f.markdown({ max: 2000 }),
  testimonial: f.group({ quote: f.paragraph({ max: 600 }), name: f.line({ max: 120 }) }),
  bookHeading: f.line({ max: 120 }),
  bookText: f.paragraph({ max: 500 }),
  moreHeading: f.line({ max: 120 }),
});

export const press = f.group({
  ...seo,
  ...keywords,
  hero: hero(),
  aboutHeading: f.line({ max: 120 }),
  aboutText: paragraphs('About the ministry'),
  booksHeading: f.line({ max: 120 }),
  bookPressKitLink: f.line({ max: 60 }),
  downloadsHeading: f.line({ max: 120 }),
  downloadsIntro: f.paragraph({ max: 500 }),
  downloads,
  contact: f.group({
    heading: f.line({ max: 120 }),
    text: f.paragraph({ max: 500 }),
    subject: f.line({ label: 'Email subject', max: 120 }),
    link: f.line({ max: 60 }),
    contactPageLink: f.line({ max: 60 }),
  }),
});

export const pressKitWhom = f.group({
  ...seo,
  ...keywords,
  eyebrow: f.line({ max: 80 }),
  facts: f.list(f.group({ label: f.line({ max: 60 }), value: f.line({ max: 120 }) }), {
    itemLabel: 'fact',
    max: 12,
  }),
  synopsisHeading: f.line({ max: 120 }),
  synopsis: paragraphs('Synopsis'),
  quote: f.group({ text: f.paragraph({ max: 600 }), source: f.line({ max: 120 }) }),
  authorHeading: f.line({ max: 120 }),
  topicsHeading: f.line({ max: 120 }),
  topics: f.list(f.line({ max: 200 }), { itemLabel: 'topic', max: 12 }),
  downloadsHeading: f.line({ max: 120 }),
  downloads,
  devotional: f.group({
    heading: f.line({ max: 120 }),
    text: f.paragraph({ max: 500 }),
    button: f.line({ max: 60 }),
  }),
  event: f.group({
    heading: f.line({ max: 120 }),
    text: f.paragraph({ max: 500 }),
    button: f.line({ max: 60 }),
  }),
  contactHeading: f.line({ max: 120 }),
  contactText: f.paragraph({ max: 500 }),
  contactLink: f.line({ max: 60 }),
  buyButton: f.line({ max: 60 }),
  allPressLink: f.line({ max: 60 }),
});

export const whyHouseChurches = f.group({
  ...seo,
  ...keywords,
  hero: hero(),
  sections: f.list(
    f.group({ heading: f.line({ max: 120 }), paragraphs: paragraphs('Paragraphs'), scripture: scripture() }),
    { itemLabel: 'section', max: 10 },
  ),
  closing: f.group({
    heading: f.line({ max: 120 }),
    text: f.paragraph({ max: 500 }),
    find: f.line({ max: 60 }),
    start: f.line({ max: 60 }),
    contactText: f.line({ max: 120 }),
    contact: f.line({ max: 60 }),
  }),
  faqHeading: f.line({ label: 'Questions heading', max: 120 }),
  faq: f.list(f.group({ question: f.line({ max: 200 }), answer: f.markdown({ max: 2000 }) }), {
    label: 'Questions and answers',
    itemLabel: 'question',
    max: 20,
  }),
  illustration: f.image({ label: 'Illustration' }),
});
