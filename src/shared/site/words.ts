/**
 * The words every public page shares (docs/product.md#every-page, #not-found-and-errors,
 * #languages): the skip link, navigation, footer, language switch, and the friendly 404 and error
 * pages. The catalogues are locales/en/site.json and locales/es/site.json (decision 0023).
 */
import en from '#locales/en/site.json' with { type: 'json' };
import es from '#locales/es/site.json' with { type: 'json' };
import visitEn from '#locales/en/visit.json' with { type: 'json' };
import visitEs from '#locales/es/visit.json' with { type: 'json' };
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
 * emails; docs/product.md#home): locales/en/visit.json and locales/es/visit.json. The place and
 * times themselves are site settings.
 */
export const VISIT_WORDS = defineWords('visit', visitEn, visitEs);
export type VisitWordKey = keyof typeof visitEn;
