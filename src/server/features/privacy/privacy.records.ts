/**
 * Where personal records live, per kind: how to find one person's rows (lower-cased email), and
 * which columns an export leaves out because they are internal keys rather than facts about the
 * person (unsubscribe tokens, Stripe ids, mail headers carrying tokens, attachment bytes).
 */
import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PrivacyKind } from '#shared/privacy/contract.ts';
import {
  bibleStudySignups,
  contactMessages,
  devotionalLeads,
  donations,
  emailOutbox,
  emailSubscribers,
  eventLeads,
  eventRsvps,
  eventWaitlist,
  houseChurchRegistrations,
  leaderApplications,
  prayerRequests,
  recurringGifts,
} from '#server/db/schema/index.ts';

/** lower(column) = key, where key is already lower-cased. */
export const emailIs = (column: AnyPgColumn, key: string): SQL => sql`lower(${column}) = ${key}`;

/** The address as a regular expression matching only itself (its dots are literal). */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address as a whole word in a text: a@b.co is not found inside aa@b.co or a@b.com, so an
 * erasure never removes mail about someone else.
 */
const mentions = (column: AnyPgColumn, key: string): SQL =>
  sql`lower(coalesce(${column}, '')) ~ ${`(?<![a-z0-9._%+-])${escapeRegex(key)}(?![a-z0-9-]|\\.[a-z0-9])`}`;

/**
 * Emails to the person, and emails about them (staff notifications quote the sender's address):
 * both hold their data, so both are counted, exported and erased.
 */
export const outboxMatches = (key: string): SQL =>
  sql`(${emailIs(emailOutbox.toAddress, key)} or ${mentions(emailOutbox.textBody, key)} or ${mentions(
    emailOutbox.htmlBody,
    key,
  )} or ${mentions(emailOutbox.subject, key)})`;

/** What an export says an email about the person was sent to, when it was not sent to them. */
export const STAFF_RECIPIENT = 'ministry staff';

/**
 * The recipient of an exported email: the person's own address as it is, anyone else's (a staff
 * notice quoting them goes to a staff member's own inbox) as STAFF_RECIPIENT, since the export is
 * handed to the person and a staff member's address is not their data.
 */
export const exportedRecipient = (toAddress: string, key: string): string =>
  toAddress.toLowerCase() === key ? toAddress : STAFF_RECIPIENT;

export const PERSON_TABLES = {
  email_subscribers: { table: emailSubscribers, email: emailSubscribers.email },
  contact_messages: { table: contactMessages, email: contactMessages.email },
  prayer_requests: { table: prayerRequests, email: prayerRequests.email },
  devotional_leads: { table: devotionalLeads, email: devotionalLeads.email },
  event_leads: { table: eventLeads, email: eventLeads.email },
  event_rsvps: { table: eventRsvps, email: eventRsvps.email },
  event_waitlist: { table: eventWaitlist, email: eventWaitlist.email },
  bible_study_signups: { table: bibleStudySignups, email: bibleStudySignups.email },
  donations: { table: donations, email: donations.email },
  recurring_gifts: { table: recurringGifts, email: recurringGifts.email },
  house_church_registrations: { table: houseChurchRegistrations, email: houseChurchRegistrations.email },
  leader_applications: { table: leaderApplications, email: leaderApplications.email },
} as const satisfies Record<Exclude<PrivacyKind, 'email_outbox'>, unknown>;

/** Columns (by their Drizzle key) an export leaves out: internal keys, not the person's data. */
export const EXPORT_OMITS: Partial<Record<PrivacyKind, string[]>> = {
  email_subscribers: ['unsubscribeToken'],
  donations: ['stripeSessionId', 'stripePaymentIntentId'],
  recurring_gifts: ['stripeCheckoutSessionId', 'stripeSubscriptionId', 'stripeCustomerId', 'stripeEventAt'],
  // Headers carry one-click unsubscribe tokens; attachments are our own PDFs (named, not copied).
  email_outbox: ['headers', 'attachments', 'lastError', 'nextAttemptAt'],
};

/**
 * A row as the export shows it: the database's own column names (snake_case), ISO dates, internal
 * columns left out. Keys that are not columns of `table` (joined facts) are kept as given.
 */
export function exportRow(
  table: Table,
  row: Record<string, unknown>,
  omit: string[] = [],
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[columns[key]?.name ?? key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
