/**
 * Test data for what visitors send through the outreach forms, as stored: contact messages, prayer
 * requests, devotional and event leads, Bible study sign-ups. Only the required columns are set; the
 * database's defaults (open, not private, no interests) stay its own.
 */
import type { Database } from '#server/db/client.ts';
import {
  type bibleStudySignups,
  contactMessages,
  type devotionalLeads,
  type eventLeads,
  type prayerRequests,
} from '#server/db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferInsert;
export type PrayerRequestRow = typeof prayerRequests.$inferInsert;
export type DevotionalLeadRow = typeof devotionalLeads.$inferInsert;
export type EventLeadRow = typeof eventLeads.$inferInsert;
export type BibleStudySignupRow = typeof bibleStudySignups.$inferInsert;

export function buildContactMessage(overrides: Partial<ContactMessageRow> = {}): ContactMessageRow {
  return {
    name: 'Ruth Moab',
    email: 'ruth@example.org',
    subject: 'Hello',
    message: 'Grace and peace.',
    ...overrides,
  };
}

export async function insertContactMessage(db: Database, overrides: Partial<ContactMessageRow> = {}) {
  const [row] = await db.insert(contactMessages).values(buildContactMessage(overrides)).returning();
  return row!;
}

export function buildPrayerRequest(overrides: Partial<PrayerRequestRow> = {}): PrayerRequestRow {
  return { name: 'Hannah', email: 'hannah@example.org', request: 'Pray for my family.', ...overrides };
}

export function buildDevotionalLead(overrides: Partial<DevotionalLeadRow> = {}): DevotionalLeadRow {
  return { name: 'Hannah', email: 'hannah@example.org', ...overrides };
}

export function buildEventLead(overrides: Partial<EventLeadRow> = {}): EventLeadRow {
  return { name: 'Eli', email: 'eli@example.org', phone: '512-555-0101', ...overrides };
}

export function buildBibleStudySignup(overrides: Partial<BibleStudySignupRow> = {}): BibleStudySignupRow {
  return { name: 'Lydia', email: 'lydia@example.org', ageConfirmed: true, ...overrides };
}
