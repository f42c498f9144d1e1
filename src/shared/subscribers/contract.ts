/**
 * Staff views of email subscribers, devotional leads and event leads
 * (docs/product.md#subscribers-and-leads): the query every list accepts, the rows it returns, and the
 * statistics, in the API's snake_case.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { SUBSCRIBER_LANGUAGES, SUBSCRIBER_SOURCES } from '#shared/subscribers/format.ts';

export {
  DEVOTIONAL_SOURCE_LABELS,
  openRatePercent,
  SIGNUP_MONTHS,
  SUBSCRIBER_LANGUAGE_LABELS,
  SUBSCRIBER_LANGUAGES,
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_SOURCES,
  type SubscriberSourceName,
} from '#shared/subscribers/format.ts';

export const subscriberListQuerySchema = adminListQuerySchema.extend({
  source: z
    .enum(SUBSCRIBER_SOURCES, { error: `source is one of ${SUBSCRIBER_SOURCES.join(', ')}` })
    .optional(),
  language: z
    .enum(SUBSCRIBER_LANGUAGES, { error: `language is one of ${SUBSCRIBER_LANGUAGES.join(', ')}` })
    .optional(),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const emailSubscriberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.enum(SUBSCRIBER_SOURCES),
  /** The language of the form they last signed up on, and of every email to them. */
  language: z.enum(SUBSCRIBER_LANGUAGES),
  interests: z.array(z.string()),
  subscribed: z.boolean(),
  verified: z.boolean(),
  subscribed_at: z.string(),
  total_emails_sent: z.number().int(),
  total_emails_opened: z.number().int(),
});
export type EmailSubscriber = z.infer<typeof emailSubscriberSchema>;
export const emailSubscriberPageSchema = pageSchema(emailSubscriberSchema);

export const devotionalLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interests: z.array(z.string()),
  /** Null: a legacy lead from before sources were recorded. */
  source: z.string().nullable(),
  book_title: z.string().nullable(),
  downloaded_at: z.string(),
  email_verified: z.boolean(),
  subscribed_to_newsletter: z.boolean(),
  ip_address: z.string().nullable(),
});
export type DevotionalLead = z.infer<typeof devotionalLeadSchema>;
export const devotionalLeadPageSchema = pageSchema(devotionalLeadSchema);

export const eventLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  interests: z.array(z.string()),
  registered_at: z.string(),
  email_verified: z.boolean(),
  subscribed_to_newsletter: z.boolean(),
  contacted: z.boolean(),
  attended_event: z.boolean(),
  contact_notes: z.string().nullable(),
});
export type EventLead = z.infer<typeof eventLeadSchema>;
export const eventLeadPageSchema = pageSchema(eventLeadSchema);

export const subscriberStatsSchema = z.object({
  total_subscribers: z.number().int(),
  active_subscribers: z.number().int(),
  verified_subscribers: z.number().int(),
  by_source: z.array(z.object({ source: z.enum(SUBSCRIBER_SOURCES), count: z.number().int() })),
  total_emails_sent: z.number().int(),
  total_emails_opened: z.number().int(),
  /** Sign-ups per calendar month (UTC), oldest first, the last SIGNUP_MONTHS months, zeros kept. */
  signups_by_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type SubscriberStats = z.infer<typeof subscriberStatsSchema>;
