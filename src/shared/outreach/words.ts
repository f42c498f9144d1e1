/**
 * Every word the outreach forms say, without zod, so the pages can use them without shipping the
 * schema library. docs/product.md quotes them (#contact, #prayer-request,
 * #devotional-pages-and-lead-dialogs, #bible-study-signup): change both together.
 */
import en from '#locales/en/outreach.json' with { type: 'json' };
import es from '#locales/es/outreach.json' with { type: 'json' };
import type { FormShape } from '#shared/forms/form-data.ts';
import { defineWords } from '#shared/i18n/words.ts';

/** Every word of the outreach pages, forms and emails, in locales/{en,es}/outreach.json (decision 0023). */
export const OUTREACH_WORDS = defineWords('outreach', en, es);
export type OutreachWordKey = keyof typeof en;

/** A message shown later, in the person's language (a schema's, a service's answer). */
const later = OUTREACH_WORDS.message;

/**
 * The English words of the messages below (staff screens, and tests that read the API in English);
 * what the forms and services answer with are the `*_MESSAGES` keys.
 */
export const CONTACT_WORDS = { success: en['contact.success'], failure: en['contact.failure'] } as const;
export const PRAYER_WORDS = { success: en['prayer.success'], failure: en['prayer.failure'] } as const;
export const LEAD_WORDS = {
  failure: en['lead.failure'],
  devotionalSuccess: en['lead.devotionalSuccess'],
  eventSuccess: en['lead.eventSuccess'],
} as const;
export const BIBLE_STUDY_WORDS = {
  emptyName: en['bibleStudy.emptyName'],
  emptyEmail: en['bibleStudy.emptyEmail'],
  ageNotConfirmed: en['bibleStudy.ageNotConfirmed'],
  invalidEmail: en['bibleStudy.invalidEmail'],
  failure: en['bibleStudy.failure'],
  success: en['bibleStudy.success'],
} as const;

/** The field messages the outreach forms share: one voice across the forms. */
export const FIELD_WORDS = {
  name: en['field.name'],
  email: en['field.email'],
  invalidEmail: en['field.invalidEmail'],
  phone: en['field.phone'],
  invalidPhone: en['field.invalidPhone'],
  subject: en['field.subject'],
  message: en['field.message'],
  request: en['field.request'],
  tooLong: (max: TextLimit) => en[tooLongKey(max)],
} as const;

/** The same messages as words keys: what the schemas and services answer with. */
export const OUTREACH_ANSWER_KEYS = {
  contactSuccess: later('contact.success'),
  contactFailure: later('contact.failure'),
  prayerSuccess: later('prayer.success'),
  prayerFailure: later('prayer.failure'),
  leadFailure: later('lead.failure'),
  devotionalSuccess: later('lead.devotionalSuccess'),
  eventSuccess: later('lead.eventSuccess'),
  bibleStudyEmptyName: later('bibleStudy.emptyName'),
  bibleStudyEmptyEmail: later('bibleStudy.emptyEmail'),
  bibleStudyAgeNotConfirmed: later('bibleStudy.ageNotConfirmed'),
  bibleStudyFailure: later('bibleStudy.failure'),
  bibleStudySuccess: later('bibleStudy.success'),
  name: later('field.name'),
  email: later('field.email'),
  invalidEmail: later('field.invalidEmail'),
  phone: later('field.phone'),
  invalidPhone: later('field.invalidPhone'),
  subject: later('field.subject'),
  message: later('field.message'),
  request: later('field.request'),
  interests: later('field.interests'),
  tooLong: (max: TextLimit) => later(tooLongKey(max)),
} as const;

/** Length limits, shared by the inputs' maxLength and the server's schemas. */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  subject: 200,
  message: 5000,
  request: 5000,
  interests: 1000,
  bookTitle: 200,
} as const;
/** The lengths a text field can be limited to (each has its "too long" words). */
export type TextLimit = 120 | 200 | 1000 | 5000;
const tooLongKey = (max: TextLimit) => `field.tooLong${max}` as const;

/** Lead dialogs close this long after success (docs/product.md#devotional-pages-and-lead-dialogs). */
export const LEAD_MODAL_CLOSE_MS = 2000;

export const OUTREACH_API = {
  contact: '/api/contact/',
  prayer: '/api/prayer-request/',
  devotionalLead: '/api/devotional-lead/',
  eventLead: '/api/event-lead/',
  bibleStudy: '/api/bible-study-signup/',
} as const;

export const DEVOTIONAL_SOURCES = [
  'whom_will_god_glorify_devotional',
  'avoiding_untimely_death_devotional',
  'general_devotional',
] as const;
export const DEVOTIONAL_INTERESTS = ['devotionals', 'events', 'prophecy'] as const;
export const EVENT_INTERESTS = ['prayer_ministry', 'volunteer', 'updates'] as const;
export const DEVOTIONAL_CHOICES = [
  'none',
  'avoiding_untimely_death',
  'whom_will_god_glorify',
  'both',
] as const;
export type DevotionalChoiceValue = (typeof DEVOTIONAL_CHOICES)[number];

/** A phone number: 7 to 15 digits (E.164 allows 15) with the usual punctuation. */
export function looksLikePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** What the outreach forms' fields are where they are not text (forms/form-data.ts reads them so). */
export const OUTREACH_FORM_SHAPES = {
  contact: { booleans: ['subscribe_to_newsletter'] },
  prayer: { booleans: ['is_private'] },
  bibleStudy: { booleans: ['age_confirmed', 'notifications_enabled'] },
  devotionalLead: { booleans: ['subscribe_to_newsletter'], lists: ['interests'] },
  eventLead: { booleans: ['subscribe_to_newsletter'], lists: ['interests'] },
} as const satisfies Record<string, FormShape>;
