/**
 * The words every public page shares (docs/product.md#every-page, #not-found-and-errors,
 * #languages): the skip link, navigation, footer, language switch, and the friendly 404 and error
 * pages. The catalogues are locales/en/site.json and locales/es/site.json (decision 0023).
 */
import en from '#locales/en/site.json' with { type: 'json' };
import es from '#locales/es/site.json' with { type: 'json' };
import { defineWords } from '#shared/i18n/words.ts';

export const SITE_WORDS = defineWords('site', en, es);
export type SiteWordKey = keyof typeof en;

/** The 404's links to the main sections, with their words' keys. */
export const NOT_FOUND_SECTIONS = [
  { to: '/about', words: 'about' },
  { to: '/events', words: 'events' },
  { to: '/house-churches', words: 'houseChurches' },
  { to: '/messages', words: 'messages' },
  { to: '/resources', words: 'resources' },
  { to: '/contact', words: 'contact' },
] as const;

/**
 * Where and when the ministry meets, wherever it is shown (home, About, Contact, event pages and
 * emails; docs/product.md#home). The place and times themselves are site settings.
 */
export const VISIT_WORDS = {
  heading: 'Plan your visit',
  when: 'When',
  where: 'Where',
  expect: 'What to expect',
  next: 'Next',
  nextGatheringButton: 'See the next gathering',
  noNextGathering: 'See upcoming events',
  mapLink: 'Map and directions',
  arrival: 'Parking and entry',
  opensInNewTab: ' (opens in a new tab)',
  /** The events banner's standing text when staff leave theirs blank. */
  bannerText: (gathering: string, when: string) => `${gathering}: ${when}.`,
  /** Under a list of times: which zone they are in. */
  timesIn: (zone: string) => `Every time is in ${zone}.`,
  /** An email's line about the regular gathering. */
  gatheringLine: (gathering: string, when: string, place: string) => `${gathering}: ${when}, at ${place}.`,
} as const;
