/**
 * The outreach forms' payloads: contact, prayer request, devotional lead, event lead and Bible study
 * signup (docs/product.md#form-fields-and-checks). Strict (unknown fields refused), trimmed,
 * length-limited. Each also accepts the anti-spam fields of forms/guard-contract.ts.
 */
import '../forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '../forms/guard-contract.ts';
import {
  BIBLE_STUDY_MESSAGES,
  DEVOTIONAL_CHOICES,
  DEVOTIONAL_INTERESTS,
  DEVOTIONAL_SOURCES,
  EVENT_INTERESTS,
  FIELD_MESSAGES,
  LIMITS,
  looksLikePhone,
} from './messages.ts';

export * from './messages.ts';

const requiredText = (emptyMessage: string, max: number) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, FIELD_MESSAGES.tooLong(max));

const email = (emptyMessage: string = FIELD_MESSAGES.email) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(LIMITS.email, FIELD_MESSAGES.invalidEmail)
    .pipe(z.email(FIELD_MESSAGES.invalidEmail));

const phoneFormat = z
  .string()
  .max(LIMITS.phone, FIELD_MESSAGES.invalidPhone)
  .refine(looksLikePhone, FIELD_MESSAGES.invalidPhone);

/** Optional phone: blank means not given (stored as null), anything else must look like a number. */
const optionalPhone = z
  .string({ error: FIELD_MESSAGES.invalidPhone })
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(phoneFormat.optional());

const requiredPhone = z
  .string({ error: FIELD_MESSAGES.phone })
  .trim()
  .min(1, FIELD_MESSAGES.phone)
  .pipe(phoneFormat);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
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
  name: requiredText(FIELD_MESSAGES.name, LIMITS.name),
  email: email(),
  subject: requiredText(FIELD_MESSAGES.subject, LIMITS.subject),
  message: requiredText(FIELD_MESSAGES.message, LIMITS.message),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const prayerRequestSchema = z.strictObject({
  name: requiredText(FIELD_MESSAGES.name, LIMITS.name),
  email: email(),
  phone: optionalPhone,
  request: requiredText(FIELD_MESSAGES.request, LIMITS.request),
  /** Private unless the person says otherwise (docs/product.md#prayer-request-privacy). */
  is_private: z.boolean().default(true),
  ...formGuardShape,
});
export type PrayerRequestInput = z.infer<typeof prayerRequestSchema>;

export const devotionalLeadSchema = z.strictObject({
  name: requiredText(FIELD_MESSAGES.name, LIMITS.name),
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
  name: requiredText(FIELD_MESSAGES.name, LIMITS.name),
  email: email(),
  phone: requiredPhone,
  interests: interests(EVENT_INTERESTS),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type EventLeadInput = z.infer<typeof eventLeadSchema>;

export const bibleStudySignupSchema = z.strictObject({
  name: requiredText(BIBLE_STUDY_MESSAGES.emptyName, LIMITS.name),
  email: email(BIBLE_STUDY_MESSAGES.emptyEmail),
  phone: optionalPhone,
  /** The 18+ confirmation: only `true` is accepted. */
  age_confirmed: z.literal(true, { error: BIBLE_STUDY_MESSAGES.ageNotConfirmed }),
  interests: optionalText(LIMITS.interests),
  notifications_enabled: z.boolean().default(true),
  devotional_choice: z.enum(DEVOTIONAL_CHOICES).default('none'),
  ...formGuardShape,
});
export type BibleStudySignupInput = z.infer<typeof bibleStudySignupSchema>;

export const outreachResponseSchema = z.object({ message: z.string() });
