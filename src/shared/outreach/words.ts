/**
 * Every word the outreach forms say, without zod, so the pages can use them without shipping the
 * schema library. docs/product.md quotes them (#contact, #prayer-request,
 * #devotional-pages-and-lead-dialogs, #bible-study-signup): change both together.
 */
import type { FormShape } from '#shared/forms/form-data.ts';

export const CONTACT_WORDS = {
  success: 'Thank you for your message. We will be in touch soon!',
  failure: 'There was an error sending your message. Please try again or contact us directly.',
} as const;

export const PRAYER_WORDS = {
  success: 'Your prayer request has been received. Our prayer team will be praying for you.',
  failure: 'There was an error submitting your prayer request. Please try again or contact us directly.',
} as const;

export const LEAD_WORDS = {
  failure: 'Something went wrong. Please try again.',
  devotionalSuccess: 'Thank you! Your devotional is downloading...',
  eventSuccess: "Thank you! We'll contact you with event details.",
} as const;

export const BIBLE_STUDY_WORDS = {
  // The required fields, in the form's order; the same words in the browser and the API.
  emptyName: 'Please enter your name.',
  emptyEmail: 'Please enter your email address.',
  ageNotConfirmed: 'You must confirm that you are 18 years or older to join this adult-only Bible study.',
  invalidEmail: 'Please enter a valid email address.',
  failure: 'There was an error processing your signup. Please try again.',
  success: "Thank you for signing up! We'll contact you when the study date is confirmed.",
} as const;

/** The field messages the outreach forms share: one voice across the forms. */
export const FIELD_WORDS = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  phone: 'Please enter your phone number.',
  invalidPhone: 'Please enter a valid phone number.',
  subject: 'Please enter a subject.',
  message: 'Please enter your message.',
  request: 'Please enter your prayer request.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
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
