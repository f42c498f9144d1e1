/**
 * Staff email outbox and newsletter compose (docs/product.md#newsletter-and-email-outbox): the queries, rows
 * and bodies of /api/admin/outbox/... and /api/admin/newsletters/..., snake_case like the other admin APIs.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { localeShape } from '#shared/forms/guard-contract.ts';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { SUBSCRIBER_SOURCES } from '#shared/subscribers/format.ts';
import {
  ADMIN_NEWSLETTER_WORDS as M,
  BODY_MAX,
  OUTBOX_STATUSES,
  SUBJECT_MAX,
} from '#shared/newsletter/admin-words.ts';

export * from '#shared/newsletter/admin-words.ts';

export const outboxListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES, { error: `status is one of ${OUTBOX_STATUSES.join(', ')}` }).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** One outbox email as staff see it: never its body (a prayer request's text lives there). */
export const outboxEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to_address: z.string(),
  /** The recipient's name from the records that hold the address; null for the staff's copies or unknown. */
  to_name: z.string().nullable(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const outboxEmailPageSchema = pageSchema(outboxEmailSchema).extend({
  /** Sent emails deleted after 90 days (counted, no longer listed) that this filter would include. */
  archived_sent: z.number().int(),
  /** False without SMTP: emails wait here as held. */
  email_set_up: z.boolean(),
});
export type OutboxEmailPage = z.infer<typeof outboxEmailPageSchema>;

export const outboxEmailParamsSchema = z.object({ id: z.uuid({ error: M.emailNotFound }) });

const subjectSchema = z
  .string({ error: M.subjectRequired })
  .trim()
  .min(1, M.subjectRequired)
  .max(SUBJECT_MAX, M.subjectTooLong)
  // A line break in a subject would be a header injection.
  .transform((value) => value.replace(/[\r\n]+/g, ' '));
const bodySchema = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, M.bodyRequired)
  .max(BODY_MAX, M.bodyTooLong);
/** The English version, and the Spanish one when staff write it (a subject and a message, or neither). */
const versionsShape = {
  subject: subjectSchema,
  body: bodySchema,
  // Empty Spanish fields are no Spanish version (spanishVersion).
  subject_es: z
    .string()
    .trim()
    .max(SUBJECT_MAX, M.subjectTooLong)
    .transform((value) => value.replace(/[\r\n]+/g, ' '))
    .optional(),
  body_es: z.string().trim().max(BODY_MAX, M.bodyTooLong).optional(),
};
type Versions = { subject_es?: string | undefined; body_es?: string | undefined };

/** The Spanish version staff wrote, or null when they wrote none. */
export function spanishVersion(value: Versions): { subject: string; body: string } | null {
  return value.subject_es && value.body_es ? { subject: value.subject_es, body: value.body_es } : null;
}

const bothOrNeither = (value: Versions, context: z.RefinementCtx) => {
  if (value.body_es && !value.subject_es) {
    context.addIssue({ code: 'custom', path: ['subject_es'], message: M.spanishSubjectMissing });
  }
  if (value.subject_es && !value.body_es) {
    context.addIssue({ code: 'custom', path: ['body_es'], message: M.spanishBodyMissing });
  }
};

export const newsletterComposeSchema = z
  .strictObject({
    ...versionsShape,
    sources: z
      .array(z.enum(SUBSCRIBER_SOURCES, { error: M.sourcesInvalid }), { error: M.sourcesRequired })
      .min(1, M.sourcesRequired)
      .max(SUBSCRIBER_SOURCES.length, M.sourcesInvalid)
      .transform((sources) => [...new Set(sources)]),
    /** Made by the form when it opens: a second submit of the same form sends nothing more. */
    idempotency_key: z.uuid({ error: M.idempotencyKeyInvalid }),
    // The form kit sends the page's language with every form; the staff screens' is English.
    ...localeShape,
  })
  .superRefine(bothOrNeither);
export type NewsletterComposeInput = z.infer<typeof newsletterComposeSchema>;

/** One copy to one address, as a chosen language's subscribers would get it. */
export const newsletterTestSchema = z
  .strictObject({
    ...versionsShape,
    language: z.enum(['en', 'es'], { error: 'language is en or es' }),
    to: z.email({ error: M.testAddressInvalid }).max(254, M.testAddressInvalid),
  })
  .superRefine(bothOrNeither)
  .superRefine((value, context) => {
    if (value.language === 'es' && !value.subject_es && !value.body_es) {
      context.addIssue({ code: 'custom', path: ['subject_es'], message: M.testSpanishMissing });
    }
  });
export type NewsletterTestInput = z.infer<typeof newsletterTestSchema>;
export const newsletterTestResponseSchema = z.object({ message: z.string() });

export const newsletterCampaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** Null: written in English only. */
  subject_es: z.string().nullable(),
  sources: z.array(z.string()),
  recipient_count: z.number().int(),
  /** How many got each version (Spanish subscribers get English when there is no Spanish). */
  recipients_by_language: z.object({ en: z.number().int(), es: z.number().int() }),
  sent_by: z.string(),
  created_at: z.string(),
});
export type NewsletterCampaign = z.infer<typeof newsletterCampaignSchema>;
export const newsletterCampaignPageSchema = pageSchema(newsletterCampaignSchema);

/** Active (subscribed) people per source, for the compose form's live recipient count. */
export const newsletterAudienceSchema = z.object({
  by_source: z.array(z.object({ source: z.enum(SUBSCRIBER_SOURCES), active: z.number().int() })),
});
export type NewsletterAudience = z.infer<typeof newsletterAudienceSchema>;

export const newsletterSendResponseSchema = z.object({
  campaign: newsletterCampaignSchema,
  /** True when this key had already sent: nothing new was queued. */
  duplicate: z.boolean(),
});
export type NewsletterSendResponse = z.infer<typeof newsletterSendResponseSchema>;
