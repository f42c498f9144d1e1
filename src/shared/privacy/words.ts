/**
 * What the privacy screen knows about the kinds of personal records, without zod (the browser
 * imports this). The keys are table names: the same keys appear in privacy_log.counts.
 */
import { ADMIN_DATA_ERROR, type Page } from '#shared/lists/format.ts';

export const PRIVACY_KINDS = [
  'email_subscribers',
  'contact_messages',
  'prayer_requests',
  'devotional_leads',
  'event_leads',
  'event_rsvps',
  'event_waitlist',
  'bible_study_signups',
  'donations',
  'recurring_gifts',
  'house_church_registrations',
  'leader_applications',
  'email_outbox',
] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];
export type PrivacyCounts = Record<PrivacyKind, number>;

export const PRIVACY_KIND_LABELS: Record<PrivacyKind, string> = {
  email_subscribers: 'Subscriber record',
  contact_messages: 'Contact messages',
  prayer_requests: 'Prayer requests',
  devotional_leads: 'Devotional leads',
  event_leads: 'Event leads',
  event_rsvps: 'Event RSVPs',
  event_waitlist: 'Event waitlist places',
  bible_study_signups: 'Bible study signup',
  donations: 'Donations',
  recurring_gifts: 'Recurring gifts',
  house_church_registrations: 'House-church join requests',
  leader_applications: 'Leader applications',
  email_outbox: 'Emails to or about this address',
};

/** Donations keep the gift for the accounts; the donor's name becomes this, the email empty. */
export const ERASED_DONOR_NAME = 'Erased';

export const PRIVACY_WORDS = {
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Please enter a valid email address.',
  confirmMismatch: 'The confirmation does not match the address. Type the same address again to erase.',
  nothingHeld: 'Nothing is held about this address.',
  nothingToErase: 'Nothing is held about this address, so there was nothing to erase.',
  erased: 'Everything held about this address has been erased.',
  /** Before anything is erased, the address's recurring gifts are cancelled (at Stripe for real ones). */
  recurringNotCancelled:
    'The recurring gifts of this address could not be cancelled at Stripe just now, so nothing was erased. Please try again in a moment.',
  failed: 'The request failed. Please check your connection and try again.',
  logFailed: ADMIN_DATA_ERROR,
} as const;

export interface PrivacyLogEntry {
  id: string;
  action: 'export' | 'erase';
  staff_username: string;
  counts: Partial<Record<PrivacyKind, number>>;
  created_at: string;
}

export interface PrivacyLookupAnswer {
  counts: PrivacyCounts;
  total: number;
  /** Earlier exports and erasures of this address, newest first (matched by the keyed hash). */
  history: PrivacyLogEntry[];
}

export interface PrivacyEraseAnswer {
  message: string;
  counts: PrivacyCounts;
  total: number;
  /** House-church places given back (approved join requests erased). */
  house_church_places_freed: number;
  /** Event seats freed (guests of attending RSVPs erased). */
  event_seats_freed: number;
  /** Running recurring gifts cancelled before the erasure (at Stripe for real ones). */
  recurring_gifts_cancelled: number;
}

export type PrivacyLogPage = Page<PrivacyLogEntry>;

export const PRIVACY_LOG_PAGE_SIZE = 20;

/** The sum of a counts record (rows across every table). */
export function totalOf(counts: Partial<Record<string, number>>): number {
  return Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}
