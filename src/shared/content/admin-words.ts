/**
 * The site-content editor's own words (docs/product.md#site-content): the formatting hint under a
 * Markdown field, the collapsed section of search-engine fields, the hero picture's labels, how the
 * history names the version seeded from content/, and the time zones offered first, by the names people
 * use in the United States, each kept as its IANA zone; every other zone follows.
 */

export const US_TIME_ZONES: readonly { zone: string; name: string }[] = [
  { zone: 'America/New_York', name: 'Eastern Time (New York)' },
  { zone: 'America/Chicago', name: 'Central Time (Chicago)' },
  { zone: 'America/Denver', name: 'Mountain Time (Denver)' },
  { zone: 'America/Phoenix', name: 'Mountain Time without daylight saving (Arizona)' },
  { zone: 'America/Los_Angeles', name: 'Pacific Time (Los Angeles)' },
  { zone: 'America/Anchorage', name: 'Alaska Time (Anchorage)' },
  { zone: 'Pacific/Honolulu', name: 'Hawaii Time (Honolulu)' },
  { zone: 'America/Puerto_Rico', name: 'Atlantic Time (Puerto Rico)' },
];

/** Who published version 1 of every document, as stored (the seed from content/*.json). */
export const SEEDED_BY_NAME = 'Seeded from content/';

export const CONTENT_EDITOR_WORDS = {
  optional: ' (optional)',
  usTimeZones: 'United States',
  otherTimeZones: 'Other time zones',
  markdownHint: 'You can use **bold**, *italic*, [links](https://…) and lists.',
  searchEngines: 'Search engines',
  searchEnginesHint:
    'What search engines and shared links show of this page. Visitors do not see these on the page itself.',
  originalText: 'Original text',
  heroHeading: 'Headline',
  heroPicture: 'Photo behind the headline',
  heroPictureHint:
    'A wide photo, at least 1920 px across, is best. It is darkened so the words stay easy to read. Without it, the headline sits on the ministry’s navy.',
  heroPictureImage: 'Photo',
  focalX: 'Focal point across (0 is the left edge, 100 the right)',
  focalY: 'Focal point down (0 is the top, 100 the bottom)',
} as const;

/**
 * Who published a version, for the history and the document list: the seed's version is the
 * original text rather than "by Seeded from content/".
 */
export function publishedByText(name: string | null | undefined): string {
  if (!name) return '';
  return name === SEEDED_BY_NAME ? `, ${CONTENT_EDITOR_WORDS.originalText.toLowerCase()}` : ` by ${name}`;
}

export const isSeededVersion = (name: string | null | undefined) => name === SEEDED_BY_NAME;

/** What is left to translate into Spanish (docs/product.md#site-content): the content screen and the dashboard. */
export const NEEDS_TRANSLATION_WORDS = {
  heading: 'Needs translation',
  intro: 'Spanish pages show the English wherever the Spanish is missing.',
  none: 'Everything has its Spanish.',
  dashboardLine: (count: number) => `Needs translation: ${count}`,
  seeList: 'See what needs translation',
  missingWords: (count: number) => `${count} ${count === 1 ? 'field' : 'fields'} without Spanish`,
  records: {
    events: (n: number) => `${n} upcoming ${n === 1 ? 'event' : 'events'} without a Spanish title`,
    house_churches: (n: number) =>
      `${n} ${n === 1 ? 'house church' : 'house churches'} without a Spanish name`,
    testimonies: (n: number) => `${n} ${n === 1 ? 'testimony' : 'testimonies'} without a Spanish quote`,
    resources: (n: number) => `${n} ${n === 1 ? 'resource' : 'resources'} without a Spanish title`,
  },
} as const;

/** Where staff edit each kind of record's Spanish. */
export const RECORD_SCREENS = {
  events: '/admin/events',
  house_churches: '/admin/house-churches',
  testimonies: '/admin/content/testimonies',
  resources: '/admin/content/resources',
} as const;

/** The document editor's two languages (docs/product.md#site-content). */
export const TRANSLATION_EDITOR_WORDS = {
  english: 'English',
  spanish: 'Spanish',
  languages: 'Language',
  spanishHint:
    'Only the words visitors read. A field left blank shows the English on the Spanish page. Pictures, links and settings are the English ones.',
  englishText: 'English:',
  noEnglish: '(blank in English)',
  previewSpanish: 'Preview Spanish draft',
  publishSpanish: 'Publish Spanish',
  saveSpanishDraft: 'Save Spanish draft',
} as const;
