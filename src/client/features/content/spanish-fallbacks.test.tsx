/**
 * Every public page that shows site content, in Spanish (docs/product.md#site-content, #languages):
 * the Spanish words of content/es/ show as the page's own language, and a field the Spanish lacks
 * shows the English inside an element marked lang="en", so a screen reader reads it in English.
 * The loader data is the server's (the same overlay, the same list of fields showing the English).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentKey } from '#shared/content/document-types.ts';
import { seededFeaturedBooks, seededResourceRecords } from '#shared/content/records-seed.ts';
import { LocaleContext } from '#client/lib/locale.ts';
import { seededContent, WithLoaderData } from '#client/features/content/content-for-tests.tsx';
import { spanishFile, spanishPageData } from '#client/features/content/spanish-page-for-tests.ts';
import Home from '#client/routes/home.tsx';
import About from '#client/routes/content.about.tsx';
import Resources from '#client/routes/content.resources.tsx';
import Press from '#client/routes/content.press.tsx';
import PressKit from '#client/routes/content.press-kit-whom.tsx';
import Contact from '#client/routes/outreach.contact.tsx';
import PrayerRequest from '#client/routes/outreach.prayer-request.tsx';
import BibleStudy from '#client/routes/outreach.bible-study-signup.tsx';
import Devotional from '#client/routes/outreach.devotional.tsx';
import DevotionalWhom from '#client/routes/outreach.devotional-whom.tsx';
import Giving from '#client/routes/giving.tsx';
import WhyHouseChurches from '#client/routes/content.why-house-churches.tsx';

type Field = readonly [ContentKey, string];

/** The value at "story.paragraphs.0" of `document`. */
const at = (document: unknown, path: string): string => {
  const value = path
    .split('.')
    .reduce<unknown>((found, name) => (found as Record<string, unknown>)[name], document);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
};
const english = (key: ContentKey, path: string) => at(seededContent([key]).content[key], path);
const spanish = (key: ContentKey, path: string) => at(spanishFile(key), path);

const records = seededResourceRecords();
const resourcesOf = (page: 'resources' | 'press') => {
  const shown = records.filter((row) => (page === 'resources' ? row.on_resources_page : row.on_press_page));
  return {
    books: shown.filter((row) => row.kind === 'book'),
    downloads: shown.filter((row) => row.kind === 'download'),
  };
};
const pressKitBook = records.find((row) => row.press_kit_href === '/press/whom-will-god-glorify')!;

interface PageGroup {
  name: string;
  path: string;
  Page: unknown;
  keys: readonly ContentKey[];
  /** The rest of the page's loader data (records, events…). */
  more?: Record<string, unknown>;
  /** Fields content/es translates: shown in Spanish, not marked. */
  translated: readonly Field[];
  /** Fields left out of the Spanish: shown in English, marked lang="en". */
  untranslated: readonly Field[];
}

const GROUPS: PageGroup[] = [
  {
    name: 'home',
    path: '/es',
    Page: Home,
    keys: ['home', 'core-values', 'events'],
    more: { featuredBooks: seededFeaturedBooks(), upcomingEvents: {}, latestVideo: { status: 'empty' } },
    translated: [
      ['home', 'ministry.heading'],
      ['home', 'houseChurches.points.0.title'],
      ['core-values', '0.name'],
    ],
    untranslated: [
      ['home', 'hero.heading'],
      ['home', 'houseChurches.heading'],
      ['home', 'ministry.paragraphs.0'],
      ['home', 'coreValuesHeading'],
      ['core-values', '1.description'],
    ],
  },
  {
    name: 'about',
    path: '/es/about',
    Page: About,
    keys: ['about', 'founders', 'core-values', 'home'],
    translated: [
      ['about', 'hero.heading'],
      ['about', 'story.heading'],
      ['founders', '0.role'],
    ],
    untranslated: [
      ['about', 'hero.intro'],
      ['about', 'foundersHeading'],
      ['about', 'faith.points.1.title'],
      ['about', 'join.heading'],
      ['founders', '1.bio.0'],
    ],
  },
  {
    name: 'resources',
    path: '/es/resources',
    Page: Resources,
    keys: ['resources', 'founders'],
    more: resourcesOf('resources'),
    translated: [
      ['resources', 'hero.heading'],
      ['resources', 'devotionalsHeading'],
    ],
    untranslated: [
      ['resources', 'booksHeading'],
      ['resources', 'more.0.title'],
      ['resources', 'mail.text'],
      ['resources', 'newReleaseLabel'],
    ],
  },
  {
    name: 'press',
    path: '/es/press',
    Page: Press,
    keys: ['press', 'resources', 'founders'],
    more: resourcesOf('press'),
    translated: [
      ['press', 'hero.heading'],
      ['press', 'downloadsHeading'],
    ],
    untranslated: [
      ['press', 'aboutHeading'],
      ['press', 'aboutText.0'],
      ['press', 'contact.heading'],
      ['press', 'bookPressKitLink'],
    ],
  },
  {
    name: 'press kit',
    path: '/es/press/whom-will-god-glorify',
    Page: PressKit,
    keys: ['press-kit-whom', 'founders', 'devotionals'],
    more: { book: pressKitBook },
    translated: [
      ['press-kit-whom', 'eyebrow'],
      ['press-kit-whom', 'authorHeading'],
    ],
    untranslated: [
      ['press-kit-whom', 'synopsisHeading'],
      ['press-kit-whom', 'topics.0'],
      ['press-kit-whom', 'downloads.0.title'],
      ['press-kit-whom', 'devotional.heading'],
      ['press-kit-whom', 'event.button'],
    ],
  },
  {
    name: 'contact',
    path: '/es/contact',
    Page: Contact,
    keys: ['contact'],
    translated: [
      ['contact', 'heading'],
      ['contact', 'detailsHeading'],
    ],
    untranslated: [
      ['contact', 'formHeading'],
      ['contact', 'prayerText'],
      ['contact', 'map.heading'],
    ],
  },
  {
    name: 'prayer request',
    path: '/es/prayer-request',
    Page: PrayerRequest,
    keys: ['prayer-request'],
    translated: [
      ['prayer-request', 'heading'],
      ['prayer-request', 'scheduleIntro'],
    ],
    untranslated: [
      ['prayer-request', 'scheduleHeading'],
      ['prayer-request', 'schedule.0.what'],
      ['prayer-request', 'scripture.reference'],
    ],
  },
  {
    name: 'Bible study signup',
    path: '/es/bible-study',
    Page: BibleStudy,
    keys: ['bible-study'],
    translated: [
      ['bible-study', 'heading'],
      ['bible-study', 'formIntro'],
    ],
    untranslated: [
      ['bible-study', 'formHeading'],
      ['bible-study', 'cards.0.title'],
      ['bible-study', 'intro'],
    ],
  },
  {
    name: 'devotional (Fulfill)',
    path: '/es/devotional',
    Page: Devotional,
    keys: ['devotional', 'devotionals'],
    more: { testimonies: [] },
    translated: [
      ['devotional', 'subheading'],
      ['devotional', 'eventHeading'],
    ],
    untranslated: [
      ['devotional', 'valuesHeading'],
      ['devotional', 'values.0'],
      ['devotional', 'eventText'],
      ['devotional', 'cta'],
    ],
  },
  {
    name: 'devotional (Whom)',
    path: '/es/devotional-whom',
    Page: DevotionalWhom,
    keys: ['devotional-whom', 'devotionals'],
    more: { testimonies: [], nextGathering: '2026-06-13T19:00:00-05:00' },
    translated: [
      ['devotional-whom', 'subheading'],
      ['devotional-whom', 'valuesHeading'],
    ],
    untranslated: [
      ['devotional-whom', 'authorHeading'],
      ['devotional-whom', 'values.1'],
      ['devotional-whom', 'moreHeading'],
      ['devotional-whom', 'eventButton'],
    ],
  },
  {
    name: 'why house churches',
    path: '/es/house-churches/why',
    Page: WhyHouseChurches,
    keys: ['why-house-churches'],
    translated: [
      ['why-house-churches', 'hero.heading'],
      ['why-house-churches', 'sections.1.heading'],
    ],
    untranslated: [
      ['why-house-churches', 'sections.0.scripture.text'],
      ['why-house-churches', 'closing.heading'],
      ['why-house-churches', 'closing.text'],
    ],
  },
  {
    name: 'giving',
    path: '/es/giving',
    Page: Giving,
    keys: ['giving'],
    more: { mode: 'off', fee: { percentBasisPoints: 290, fixedCents: 30 } },
    translated: [
      ['giving', 'heading'],
      ['giving', 'notSetUpHeading'],
    ],
    untranslated: [
      ['giving', 'categoriesHeading'],
      ['giving', 'intro'],
      ['giving', 'scripture.text'],
    ],
  },
];

/** The page as the server renders it on its Spanish address, parsed. */
function renderSpanish(group: PageGroup): Document {
  const without: Partial<Record<ContentKey, string[]>> = {};
  for (const [key, path] of group.untranslated) (without[key] ??= []).push(path);
  const loaderData = { ...spanishPageData(group.keys, without), ...group.more };
  const Page = group.Page as ComponentType<{ loaderData: unknown }>;
  const html = renderToString(
    <LocaleContext value="es">
      <WithLoaderData path={group.path} loaderData={loaderData}>
        <Page loaderData={loaderData} />
      </WithLoaderData>
    </LocaleContext>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const squeezed = (text: string | null) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/^[“"]|[”"]$/g, '')
    .trim();

/** The innermost element whose whole text is `text` (quotes around a scripture aside). */
function elementShowing(page: Document, text: string): Element {
  const wanted = squeezed(text);
  const found = [...page.body.querySelectorAll('*')].filter(
    (element) => squeezed(element.textContent) === wanted,
  );
  expect(found, `an element showing “${wanted.slice(0, 60)}”`).not.toHaveLength(0);
  return found[found.length - 1]!;
}

/** The language a reader hears an element in: its own or its nearest ancestor's `lang`. */
const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? 'page';

describe.each(GROUPS)('the Spanish $name page', (group) => {
  it('shows the Spanish words as the page’s, and marks each English one lang="en"', () => {
    const page = renderSpanish(group);
    for (const [key, path] of group.translated) {
      const element = elementShowing(page, spanish(key, path));
      expect(langOf(element), `${key} ${path}`).toBe('page');
    }
    for (const [key, path] of group.untranslated) {
      const element = elementShowing(page, english(key, path));
      expect(langOf(element), `${key} ${path}`).toBe('en');
    }
  });
});

describe('a picture on a Spanish page', () => {
  it('has its Spanish alt text, or the English one read as English (lang="en")', () => {
    const about = GROUPS.find((group) => group.name === 'about')!;
    const page = renderSpanish({
      ...about,
      translated: [],
      untranslated: [
        ['about', 'story.imageAlt'],
        ['founders', '1.image.alt'],
      ],
    });
    const picture = (alt: string) => page.querySelector(`img[alt="${alt}"]`);
    expect(picture(english('about', 'story.imageAlt'))?.getAttribute('lang')).toBe('en');
    expect(picture(english('founders', '1.image.alt'))?.getAttribute('lang')).toBe('en');
    const translated = picture(spanish('founders', '0.image.alt'));
    expect(translated).not.toBeNull();
    expect(translated!.hasAttribute('lang')).toBe(false);
  });
});
