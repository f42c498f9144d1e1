/**
 * The audit log as staff read it (docs/product.md#audit-log), without zod so the browser can import
 * it: one entry, the words for areas and actions, the CSV columns, and how long entries are kept.
 * The schemas are in audit/contract.ts.
 */
import type { CsvColumn } from '#shared/lists/csv.ts';
import { site } from '#shared/site/settings.ts';

/** Entries older than this are deleted by the daily job; the database refuses to delete younger ones. */
export const AUDIT_KEPT_YEARS = 2;

export interface AuditEntry {
  id: number;
  /** ISO instant. */
  at: string;
  user_id: string | null;
  /** The name as it was when the entry was written; null for a sign-in under a name that is no account. */
  username: string | null;
  ip: string | null;
  area: string;
  action: string;
  entity: string | null;
  entity_id: string | null;
  /** As stored: the names of the fields sent, or a route's own words. */
  summary: string;
  /** What happened, as a person would say it, with the names found when the log was read. */
  sentence: string;
  /** Which fields changed, in plain words (or the route's own words); '' when nothing to add. */
  details: string;
}

export interface AuditPerson {
  user_id: string;
  /** The name the person had in their latest entry. */
  username: string;
}

export interface AuditFilterOptions {
  people: AuditPerson[];
  areas: string[];
}

/** Sign-ins, failed sign-ins and sign-outs are recorded under this area. */
export const SIGN_IN_AREA = 'sign-in';

const AREA_LABELS: Record<string, string> = {
  [SIGN_IN_AREA]: 'Sign-in',
  events: 'Events',
  'house-churches': 'House churches',
  'leader-applications': 'Leader applications',
  messages: 'Messages',
  'prayer-requests': 'Prayer requests',
  newsletters: 'Newsletter',
  outbox: 'Outbox',
  privacy: 'Privacy',
  testimonies: 'Testimonies',
  resources: 'Resources',
  staff: 'Staff',
  audit: 'Audit log',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  wrong_credentials: 'Failed sign-in',
  refused_for_address: 'Sign-in refused (too many attempts)',
  account_disabled: 'Sign-in refused (account disabled)',
  code_needed: 'Password accepted, code due',
  signed_in_with_code: 'Signed in with a code',
  signed_in_with_recovery_code: 'Signed in with a recovery code',
  wrong_code: 'Wrong two-factor code',
  code_replayed: 'Two-factor code used twice',
  code_step_ended: 'Sign-in ended (too many codes)',
  refused_for_account: 'Sign-in refused (too many wrong codes)',
};

const words = (slug: string) => slug.replace(/[-_]+/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Prayer requests' for 'prayer-requests'; an area without a label reads as its words. */
export function auditAreaLabel(area: string): string {
  return AREA_LABELS[area] ?? capitalised(words(area));
}

/** 'Created', 'Failed sign-in', or the action's own words ('Archive' for 'archive'). */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? capitalised(words(action));
}

/** What was acted on: 'prayer request 3f2…' or '' when nothing in particular. */
export function auditTargetText(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string {
  if (!entry.entity) return entry.entity_id ?? '';
  return entry.entity_id ? `${words(entry.entity)} ${entry.entity_id}` : words(entry.entity);
}

/** '2026-06-01 10:00' in the site's time zone (the log's screen and its CSV). */
export function auditTimeText(at: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

export const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: `When (${site.timeZone})`, value: (r) => auditTimeText(r.at) },
  { header: 'When (UTC)', value: (r) => r.at },
  { header: 'Person', value: (r) => r.username ?? '' },
  { header: 'IP address', value: (r) => r.ip },
  { header: 'Area', value: (r) => auditAreaLabel(r.area) },
  { header: 'Action', value: (r) => auditActionLabel(r.action) },
  { header: 'Summary', value: (r) => r.sentence },
  { header: 'Details', value: (r) => r.details },
  { header: 'Record', value: (r) => (r.entity ? words(r.entity).replace(/\bsery$/, 'series') : '') },
  { header: 'Record ID', value: (r) => r.entity_id },
  { header: 'Entry', value: (r) => r.id },
];
