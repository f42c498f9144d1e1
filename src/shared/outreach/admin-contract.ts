/**
 * Staff inbox (docs/product.md#inbox-messages-and-prayer-requests, #bible-study-sign-ups): contact
 * messages, prayer requests and Bible study sign-ups. The queries each list accepts, the rows it
 * returns and the body that marks a record handled. snake_case like the rest of the API; the
 * pagination envelope is admin-subscribers' one.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { OUTREACH_STATUSES } from '#shared/outreach/admin-words.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/** The language of the page the person wrote from (docs/product.md#languages). */
const locale = z.enum(LOCALES);

export const outreachListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(OUTREACH_STATUSES, { error: `status is one of ${OUTREACH_STATUSES.join(', ')}` })
    .default('open'),
});
export type OutreachListQuery = z.infer<typeof outreachListQuerySchema>;

/** The id in the path; anything that is not a uuid names no record, so it answers 404, not 400. */
export const outreachIdParamsSchema = z.strictObject({ id: z.string().max(100) });

/** PATCH body: true marks handled (the first handled time is kept), false reopens. */
export const outreachHandleSchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type OutreachHandle = z.infer<typeof outreachHandleSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale,
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagePageSchema = pageSchema(contactMessageSchema);

export const prayerRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  request: z.string(),
  is_private: z.boolean(),
  locale,
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type PrayerRequest = z.infer<typeof prayerRequestSchema>;
export const prayerRequestPageSchema = pageSchema(prayerRequestSchema);

export const bibleStudySignupSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interests: z.string().nullable(),
  notifications_enabled: z.boolean(),
  devotional_choice: z.string(),
  locale,
  created_at: z.string(),
  updated_at: z.string(),
});
export type BibleStudySignup = z.infer<typeof bibleStudySignupSchema>;
export const bibleStudySignupPageSchema = pageSchema(bibleStudySignupSchema);
