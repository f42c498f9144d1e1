/**
 * The outreach forms' payloads: contact, prayer request, devotional lead, event lead and Bible study
 * signup (docs/product.md#form-fields-and-checks). Strict (unknown fields refused), trimmed,
 * length-limited. Each also accepts the anti-spam fields of forms/guard-contract.ts.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import {
  DEVOTIONAL_CHOICES,
  DEVOTIONAL_INTERESTS,
  DEVOTIONAL_SOURCES,
  EVENT_INTERESTS,
  LIMITS,
  looksLikePhone,
  OUTREACH_ANSWER_KEYS as M,
  type TextLimit,
} from '#shared/outreach/words.ts';

export * from '#shared/outreach/words.ts';

// Messages are words keys: the form kit, the page action and the API answer them in the form's language.
const requiredText = (emptyMessage: string, max: TextLimit) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, M.tooLong(max));

const email = (emptyMessage: string = M.email) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(LIMITS.email, M.invalidEmail)
    .pipe(z.email(M.invalidEmail));

const phoneFormat = z.string().max(LIMITS.phone, M.invalidPhone).refine(looksLikePhone, M.invalidPhone);

/** Optional phone: blank means not given (stored as null), anything else must look like a number. */
const optionalPhone = z
  .string({ error: M.invalidPhone })
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(phoneFormat.optional());

const requiredPhone = z.string({ error: M.phone }).trim().min(1, M.phone).pipe(phoneFormat);

const optionalText = (max: TextLimit) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));

const interests = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: M.interests }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

/** Opting in to the mailing list is always an explicit choice. */
const optIn = z.boolean().default(false);

export const contactSchema = z.strictObject({
  name: requiredText(M.name, LIMITS.name),
  email: email(),
  subject: requiredText(M.subject, LIMITS.subject),
  message: requiredText(M.message, LIMITS.message),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const prayerRequestSchema = z.strictObject({
  name: requiredText(M.name, LIMITS.name),
  email: email(),
  phone: optionalPhone,
  request: requiredText(M.request, LIMITS.request),
  /** Private unless the person says otherwise (docs/product.md#prayer-request-privacy). */
  is_private: z.boolean().default(true),
  ...formGuardShape,
});
export type PrayerRequestInput = z.infer<typeof prayerRequestSchema>;

export const devotionalLeadSchema = z.strictObject({
  name: requiredText(M.name, LIMITS.name),
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
  name: requiredText(M.name, LIMITS.name),
  email: email(),
  phone: requiredPhone,
  interests: interests(EVENT_INTERESTS),
  subscribe_to_newsletter: optIn,
  ...formGuardShape,
});
export type EventLeadInput = z.infer<typeof eventLeadSchema>;

export const bibleStudySignupSchema = z.strictObject({
  name: requiredText(M.bibleStudyEmptyName, LIMITS.name),
  email: email(M.bibleStudyEmptyEmail),
  phone: optionalPhone,
  /** The 18+ confirmation: only `true` is accepted. */
  age_confirmed: z.literal(true, { error: M.bibleStudyAgeNotConfirmed }),
  interests: optionalText(LIMITS.interests),
  notifications_enabled: z.boolean().default(true),
  devotional_choice: z.enum(DEVOTIONAL_CHOICES).default('none'),
  ...formGuardShape,
});
export type BibleStudySignupInput = z.infer<typeof bibleStudySignupSchema>;

export const outreachResponseSchema = z.object({ message: z.string() });
