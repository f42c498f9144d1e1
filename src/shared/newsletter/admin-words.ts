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
  spanishSubjectMissing: 'Please enter the Spanish subject too, or leave the Spanish message empty.',
  spanishBodyMissing: 'Please write the Spanish message too, or leave the Spanish subject empty.',
  testAddressInvalid: 'Please enter the email address the test goes to.',
  testSpanishMissing: 'Write the Spanish subject and message first.',
  testFailed: 'The test could not be sent. Please try again.',
} as const;

/** The languages a newsletter is written in, as staff read them. */
export const NEWSLETTER_LANGUAGE_LABELS = { en: 'English', es: 'Spanish' } as const;

/** A sent newsletter's recipients by the version they got: "12 subscribers (9 in English, 3 in Spanish)". */
export function recipientsSummary(count: number, byLanguage: { en: number; es: number }): string {
  const people = `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;
  return `${people} (${byLanguage.en} in English, ${byLanguage.es} in Spanish)`;
}

/**
 * Each email kind in words, as the outbox names it: "House-church approval to Samuel Reyes"
 * (docs/product.md#newsletter-and-email-outbox). A kind missing here reads as its words.
 */
export const OUTBOX_KIND_WORDS: Record<string, string> = {
  'bible-study.confirmation': 'Bible study sign-up reply',
  'bible-study.staff': 'Bible study sign-up',
  'contact.confirmation': 'Contact form reply',
  'contact.staff': 'Contact message',
  'devotional-lead.confirmation': 'Devotional download',
  'devotional-lead.staff': 'Devotional download request',
  'donation.receipt': 'Gift receipt',
  'donation.recurring_payment_failed': 'Failed monthly gift payment notice',
  'donation.staff': 'New gift',
  'donation.statement': 'Year-end giving statement',
  'donor.sign-in': 'Giving page sign-in link',
  'event-lead.confirmation': 'Event details',
  'event-lead.staff': 'Event details request',
  'events.cancellation': 'Event cancellation notice',
  'events.change_notice': 'Event change notice',
  'events.reminder': 'Event reminder',
  'events.rsvp_already_signed_up': 'RSVP reminder of an earlier sign-up',
  'events.rsvp_confirmation': 'RSVP confirmation',
  'events.waitlist_already_in_line': 'Waiting-list reminder of an earlier place',
  'events.waitlist_joined': 'Waiting-list confirmation',
  'events.waitlist_offer': 'Seat offer from the waiting list',
  'events.waitlist_offer_expired': 'Expired seat offer notice',
  'house-church.join.already-asked': 'House-church reminder of an earlier request',
  'house-church.join.approved': 'House-church approval',
  'house-church.join.confirmation': 'House-church request received',
  'house-church.join.declined': 'House-church decline',
  'house-church.join.leader': 'New member notice for the leader',
  'house-church.join.staff': 'House-church join request',
  'house-church.leader-application.confirmation': 'Leader application received',
  'house-church.leader-application.staff': 'Leader application',
  'house-church.leader-application.approved': 'Leader application approval',
  'house-church.leader-application.declined': 'Leader application decline',
  'newsletter.already-subscribed': 'Newsletter reminder of an earlier sign-up',
  'newsletter.campaign': 'Newsletter',
  'newsletter.test': 'Newsletter test',
  'newsletter.welcome': 'Newsletter welcome',
  'prayer.confirmation': 'Prayer request reply',
  'prayer.staff': 'Prayer request',
  staff_invitation: 'Staff invitation',
};

const kindWords = (kind: string) => {
  const words = kind.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What an outbox email is and whom it is to: "House-church approval to Samuel Reyes", "Prayer
 * request for the staff" (a copy to the ministry's own address), or the address when no record names it.
 */
export function outboxEmailTitle(email: {
  kind: string;
  to_name: string | null;
  to_address: string;
}): string {
  const what = OUTBOX_KIND_WORDS[email.kind] ?? kindWords(email.kind);
  if (/\.staff$/.test(email.kind)) return `${what}, for the staff`;
  return `${what} to ${email.to_name ?? email.to_address}`;
}

/** Without SMTP every email waits in the outbox as held (docs/product.md#emails-and-the-outbox). */
export const EMAIL_NOT_SET_UP = 'Email is not set up yet, so messages wait here.';
/** The outbox worker's note on each email it holds (shown as the email's last error). */
export const EMAIL_HELD_NOTE = 'Waiting: email is not set up yet.';

/** The label for a list of subscriber sources (a newsletter goes to the chosen ones), e.g. "Devotional, Newsletter". */
export function sourcesLabel(sources: readonly string[]): string {
  const labels: Record<string, string> = SUBSCRIBER_SOURCE_LABELS;
  return sources.map((source) => labels[source] ?? source).join(', ');
}
