/**
 * What the events banner on every page says and links to (docs/product.md#every-page). Its own module
 * and namespace ('events-banner'), so that every page's shared script carries these few words rather
 * than all of the events pages'.
 */
import en from '#locales/en/events-banner.json' with { type: 'json' };
import es from '#locales/es/events-banner.json' with { type: 'json' };
import { defineWords } from '#shared/i18n/words.ts';

export const EVENTS_BANNER_WORDS = defineWords('events-banner', en, es);

/** "Next:" before the next featured event ("Próximo:" on Spanish pages). */
export const EVENTS_BANNER_NEXT = en.next;

export const eventPath = (id: number | string) => `/events/${id}`;
