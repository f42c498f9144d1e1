/**
 * The dashboard's payload types and words, without zod, so the browser can use them (the schema is
 * in dashboard/contract.ts). Days are calendar days in the ministry's time zone (the site setting).
 */
import type { DonationAmountMismatch } from '#shared/giving/admin-format.ts';
import { mayReadAny, type StaffArea } from '#shared/staff/permissions.ts';

export const DASHBOARD_DAYS = 30;
/** The most gifts with an amount mismatch listed on the dashboard (the count covers them all). */
export const GIFTS_TO_CHECK_SHOWN = 5;
/** Disputed gifts are shown for this many days after the dispute opened (Stripe settles them within about 75). */
export const DISPUTES_SHOWN_DAYS = 90;
/** Spam turned away is shown for the last 7 days (a rolling week up to now). */
export const SPAM_WINDOW_DAYS = 7;

/** Arrivals in the last 30 days, the 30 days before, and per day (oldest first, 30 entries). */
export interface DashboardTrend {
  current: number;
  previous: number;
  daily: number[];
}

/** Open items (messages, requests, applications): how many are open now, and how fast they arrive. */
export interface DashboardOpenTrend extends DashboardTrend {
  open: number;
}

export interface DashboardDonations extends DashboardTrend {
  amount_cents: number;
  previous_amount_cents: number;
  daily_amount_cents: number[];
  /** Demo gifts paid in the window: never counted, shown apart (docs/product.md#donations-and-payments). */
  demo_count: number;
}

export interface DashboardRsvps extends DashboardTrend {
  /** Seats held on every upcoming event, whenever they were reserved. */
  upcoming_seats: number;
}

export interface DashboardEvent {
  id: number;
  title: string;
  date: string;
  date_tbd: boolean;
  seats_taken: number;
  /** Null: no limit. */
  capacity: number | null;
}

/** Public form posts turned away as automated or over the rate limit, in the last 7 days. */
export interface DashboardSpam {
  week: number;
  /** Per form (its API route or page path), most first; the largest few only. */
  by_form: Array<{ form: string; count: number }>;
}

/** Gifts Stripe reported paid for another amount: still unpaid here, for staff to check in Stripe. */
export interface DashboardGiftsToCheck {
  count: number;
  /** Newest first, at most GIFTS_TO_CHECK_SHOWN. */
  gifts: Array<{ id: string; amount_cents: number; mismatch: DonationAmountMismatch }>;
}

/** Gifts whose charge the donor disputed with their bank (charge.dispute.created): for staff to answer in Stripe. */
export interface DashboardDisputedGifts {
  count: number;
  /** Newest first, at most GIFTS_TO_CHECK_SHOWN. */
  gifts: Array<{ id: string; amount_cents: number; disputed_at: string }>;
}

export interface Dashboard {
  /** The first and last day of the 30-day window, 'YYYY-MM-DD' in the ministry's zone. */
  window_start: string;
  window_end: string;
  /** False without SMTP: every email waits in the outbox (shown to everyone, with the outbox's words). */
  email_set_up: boolean;
  /*
   * Each part is there only for a person who may read one of its areas (DASHBOARD_PART_AREAS below,
   * docs/product.md#staff-roles). Leads count the areas read: devotional leads for Communications,
   * event leads for Events.
   */
  subscribers?: DashboardTrend;
  leads?: DashboardTrend;
  rsvps?: DashboardRsvps;
  donations?: DashboardDonations;
  prayer_requests?: DashboardOpenTrend;
  messages?: DashboardOpenTrend;
  join_requests?: DashboardOpenTrend;
  applications?: DashboardOpenTrend;
  upcoming_events?: DashboardEvent[];
  spam_turned_away?: DashboardSpam;
  gifts_to_check?: DashboardGiftsToCheck;
  disputed_gifts?: DashboardDisputedGifts;
  /** Documents and records still lacking their Spanish, for those who edit the site content. */
  needs_translation?: { count: number };
}

export type DashboardPart = Exclude<keyof Dashboard, 'window_start' | 'window_end' | 'email_set_up'>;

/** The staff areas each part of the dashboard shows: it is sent to those who may read one of them. */
export const DASHBOARD_PART_AREAS = {
  subscribers: ['communications'],
  leads: ['communications', 'events'],
  rsvps: ['events'],
  upcoming_events: ['events'],
  donations: ['giving'],
  gifts_to_check: ['giving'],
  disputed_gifts: ['giving'],
  prayer_requests: ['care'],
  messages: ['care'],
  join_requests: ['care'],
  applications: ['care'],
  spam_turned_away: ['spam'],
  needs_translation: ['content'],
} as const satisfies Record<DashboardPart, readonly StaffArea[]>;

/** Whether someone holding `roles` is sent the dashboard's `part`. */
export function seesDashboardPart(roles: readonly string[], part: DashboardPart): boolean {
  return mayReadAny(roles, DASHBOARD_PART_AREAS[part]);
}

/** 'Up 3 from 9 in the previous 30 days', 'Down 2 ...', 'Same as the previous 30 days (4)'. */
export function trendText(current: number, previous: number, format: (n: number) => string = String): string {
  if (current === previous) return `Same as the previous 30 days (${format(previous)})`;
  const direction = current > previous ? 'Up' : 'Down';
  return `${direction} ${format(Math.abs(current - previous))} from ${format(previous)} in the previous 30 days`;
}

/** 'YYYY-MM-DD' plus n days (n may be negative), calendar arithmetic without time zones. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** 'Nov 3' for a 'YYYY-MM-DD' day. */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
