/**
 * The outreach forms' payloads: contact, prayer request, devotional lead, event lead and Bible study
 * signup (docs/product.md#form-fields-and-checks). Strict (unknown fields refused), trimmed,
 * length-limited. Each also accepts the anti-spam fields of forms/guard-contract.ts.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import {
  BIBLE_STUDY_WORDS,
  DEVOTIONAL_CHOICES,
  DEVOTIONAL_INTERESTS,
  DEVOTIONAL_SOURCES,
  EVENT_INTERESTS,
  FIELD_WORDS,
  LIMITS,
  looksLikePhone,
} from '#shared/outreach/words.ts';

export * from '#shared/outreach/words.ts';

const requiredText = (emptyMessage: string, max: number) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, FIELD_WORDS.tooLong(max));

const email = (emptyMessage: string = FIELD_WORDS.email) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(LIMITS.email, FIELD_WORDS.invalidEmail)
    .pipe(z.email(FIELD_WORDS.invalidEmail));

const phoneFormat = z
  .string()
  .max(LIMITS.phone, FIELD_WORDS.invalidPhone)
  .refine(looksLikePhone, FIELD_WORDS.invalidPhone);

/** Optional phone: blank means not given (stored as null), anything else must look like a number. */
const optionalPhone = z
  .string({ error: FIELD_WORDS.invalidPhone })
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(phoneFormat.optional());

const requiredPhone = z
  .string({ error: FIELD_WORDS.phone })
  .trim()
  .min(1, FIELD_WORDS.phone)
  .pipe(phoneFormat);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_WORDS.tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));

const interests = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'Please choose from the listed interests.' }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

/** Opting in to the mailing list is always an explicit choice. */
const optIn = z.boolean().default(false);

export const contactSchema = z.strictObject({
  name: requiredText(FIELD_WORDS.name, LIMITS.name),
  email: email(),
  subject: requiredText(FIELD_WORDS.subject, LIMITS.subject),
  message: requiredText(FIELD_WORDS.message, LIMITS.message),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const prayerRequestSchema = z.strictObject({
  name: requiredText(FIELD_WORDS.name, LIMITS.name),
  email: email(),
  phone: optionalPhone,
  request: requiredText(FIELD_WORDS.request, LIMITS.request),
  /** Private unless the person says otherwise (docs/product.md#prayer-request-privacy). */
  is_private: z.boolean().default(true),
  ...formGuardShape,
});
export type PrayerRequestInput = z.infer<typeof prayerRequestSchema>;

export const devotionalLeadSchema = z.strictObject({
  name: requiredText(FIELD_WORDS.name, LIMITS.name),
  email: email(),
  phone: optionalPhone,
  interests: interests(DEVOTIONAL_INTERESTS),
  source: z.enum(DEVOTIONAL_SOURCES).optional(),
  book_title: optionalText(LIMITS.bookTitle),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type DevotionalLeadInput = z.infer<typeof devotionalLeadSchema>;

export const eventLeadSchema = z.strictObject({
  name: requiredText(FIELD_WORDS.name, LIMITS.name),
  email: email(),
  phone: requiredPhone,
  interests: interests(EVENT_INTERESTS),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type EventLeadInput = z.infer<typeof eventLeadSchema>;

export const bibleStudySignupSchema = z.strictObject({
  name: requiredText(BIBLE_STUDY_WORDS.emptyName, LIMITS.name),
  email: email(BIBLE_STUDY_WORDS.emptyEmail),
  phone: optionalPhone,
  /** The 18+ confirmation: only `true` is accepted. */
  age_confirmed: z.literal(true, { error: BIBLE_STUDY_WORDS.ageNotConfirmed }),
  interests: optionalText(LIMITS.interests),
  notifications_enabled: z.boolean().default(true),
  devotional_choice: z.enum(DEVOTIONAL_CHOICES).default('none'),
  ...formGuardShape,
});
export type BibleStudySignupInput = z.infer<typeof bibleStudySignupSchema>;

export const outreachResponseSchema = z.object({ message: z.string() });
