/**
 * Words and labels of the staff newsletter and email-outbox screens, without zod, so browser code
 * can import them (zod's eval is blocked by the CSP). The schemas are in newsletter/admin-contract.ts.
 */
import { SUBSCRIBER_SOURCE_LABELS } from '#shared/subscribers/format.ts';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatusName, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
};

/** Only these can be put back in the queue by staff: a sent email is never sent twice. */
export const RETRYABLE_STATUSES: readonly OutboxStatusName[] = ['failed', 'held'];

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;

export const ADMIN_NEWSLETTER_WORDS = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject is at most ${SUBJECT_MAX} characters.`,
  bodyRequired: 'Please write the newsletter.',
  bodyTooLong: `The newsletter is at most ${BODY_MAX.toLocaleString('en-US')} characters.`,
  sourcesRequired: 'Choose at least one group of subscribers.',
  sourcesInvalid: 'Choose from devotional, event, contact, newsletter and manual.',
  noRecipients: 'No active subscribers are in the chosen groups.',
  idempotencyKeyInvalid: 'Reload the page and try again.',
  sendFailed: 'The newsletter could not be sent. Please try again.',
  retrySent: 'This email was already sent; it is not sent twice.',
  retryNotRetryable: 'Only failed or held emails can be retried.',
  retryFailed: 'The email could not be put back in the queue. Please try again.',
  emailNotFound: 'This email is no longer in the outbox.',
  campaignNotFound: 'This newsletter was not found.',
} as const;

/** The label for a list of subscriber sources (a newsletter goes to the chosen ones), e.g. "Devotional, Newsletter". */
export function sourcesLabel(sources: readonly string[]): string {
  const labels: Record<string, string> = SUBSCRIBER_SOURCE_LABELS;
  return sources.map((source) => labels[source] ?? source).join(', ');
}
