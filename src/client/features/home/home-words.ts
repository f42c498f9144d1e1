/**
 * The home page's own words that are not site content (docs/product.md#home): the catalogues
 * locales/en/home.json and locales/es/home.json (decision 0023). The page's copy itself is the
 * `home` document, in the page's language.
 */
import en from '#locales/en/home.json' with { type: 'json' };
import es from '#locales/es/home.json' with { type: 'json' };
import { defineWords } from '#shared/i18n/words.ts';

export const HOME_WORDS = defineWords('home', en, es);
