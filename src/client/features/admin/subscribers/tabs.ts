/**
 * The tabs of /admin/subscribers (docs/product.md#subscribers-and-leads) and, per list tab, its API
 * path, the columns the table shows and the columns its CSV holds (every field of the record).
 */
import type { ReactNode } from 'react';
import type { CsvColumn } from '#shared/lists/csv.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { mayDo } from '#shared/staff/permissions.ts';
import {
  DEVOTIONAL_SOURCE_LABELS,
  SUBSCRIBER_LANGUAGE_LABELS,
  SUBSCRIBER_SOURCE_LABELS,
} from '#shared/subscribers/format.ts';
import type { DevotionalLead, EmailSubscriber, EventLead } from '#shared/subscribers/contract.ts';
import { formatAdminDate, humanize, yesNo } from '#client/features/admin/subscribers/format.ts';

/** Each tab with the staff area of its data: it opens to those who may read it (docs/product.md#staff-roles). */
export const SUBSCRIBER_TABS = [
  { id: 'email', label: 'Email Subscribers', area: 'communications' },
  { id: 'devotional', label: 'Devotional Leads', area: 'communications' },
  { id: 'event', label: 'Event Leads', area: 'events' },
  { id: 'stats', label: 'Statistics', area: 'communications' },
] as const;
export type SubscriberTab = (typeof SUBSCRIBER_TABS)[number];
export type SubscriberTabId = SubscriberTab['id'];
export type ListTabId = Exclude<SubscriberTabId, 'stats'>;

/** The tabs someone holding `roles` may open (Events: Event Leads only). */
export function subscriberTabsFor(roles: readonly StaffRole[]): SubscriberTab[] {
  return SUBSCRIBER_TABS.filter((tab) => mayDo(roles, tab.area, 'read'));
}

/** The tab named in the URL when it is one of `tabs`, else the first of them. */
export function tabFromParam(
  value: string | null,
  tabs: readonly SubscriberTab[] = SUBSCRIBER_TABS,
): SubscriberTabId {
  return (tabs.find((tab) => tab.id === value) ?? tabs[0] ?? SUBSCRIBER_TABS[0]).id;
}

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface ListTab<T> {
  id: ListTabId;
  label: string;
  path: string;
  /** Shown when nothing matches. */
  empty: string;
  table: TableColumn<T>[];
  csv: CsvColumn<T>[];
}

const devotionalSource = (source: string | null) =>
  source ? (DEVOTIONAL_SOURCE_LABELS[source] ?? humanize(source)) : 'Legacy';

export const emailSubscribersTab: ListTab<EmailSubscriber> = {
  id: 'email',
  label: 'Email Subscribers',
  path: '/api/admin/email-subscribers/',
  empty: 'No email subscribers match.',
  table: [
    { header: 'Name', cell: (r) => r.name ?? '—' },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Source', cell: (r) => SUBSCRIBER_SOURCE_LABELS[r.source] },
    { header: 'Language', cell: (r) => SUBSCRIBER_LANGUAGE_LABELS[r.language] },
    { header: 'Subscribed', cell: (r) => (r.subscribed ? 'Active' : 'Unsubscribed') },
    { header: 'Verified', cell: (r) => yesNo(r.verified) },
    { header: 'Opened / sent', cell: (r) => `${r.total_emails_opened} / ${r.total_emails_sent}` },
    { header: 'Date', cell: (r) => formatAdminDate(r.subscribed_at) },
  ],
  csv: [
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Source', value: (r) => r.source },
    { header: 'Language', value: (r) => SUBSCRIBER_LANGUAGE_LABELS[r.language] },
    { header: 'Interests', value: (r) => r.interests },
    { header: 'Subscribed', value: (r) => r.subscribed },
    { header: 'Verified', value: (r) => r.verified },
    { header: 'Subscribed at', value: (r) => r.subscribed_at },
    { header: 'Emails sent', value: (r) => r.total_emails_sent },
    { header: 'Emails opened', value: (r) => r.total_emails_opened },
  ],
};

export const devotionalLeadsTab: ListTab<DevotionalLead> = {
  id: 'devotional',
  label: 'Devotional Leads',
  path: '/api/admin/devotional-leads/',
  empty: 'No devotional leads match.',
  table: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Phone', cell: (r) => r.phone ?? '—' },
    { header: 'Devotional', cell: (r) => devotionalSource(r.source) },
    { header: 'Interests', cell: (r) => r.interests.map(humanize).join(', ') || '—' },
    { header: 'Newsletter', cell: (r) => yesNo(r.subscribed_to_newsletter) },
    { header: 'Downloaded', cell: (r) => formatAdminDate(r.downloaded_at) },
  ],
  csv: [
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Interests', value: (r) => r.interests },
    { header: 'Source', value: (r) => r.source ?? 'legacy' },
    { header: 'Book title', value: (r) => r.book_title },
    { header: 'Downloaded at', value: (r) => r.downloaded_at },
    { header: 'Email verified', value: (r) => r.email_verified },
    { header: 'Subscribed to newsletter', value: (r) => r.subscribed_to_newsletter },
    { header: 'IP address', value: (r) => r.ip_address },
  ],
};

export const eventLeadsTab: ListTab<EventLead> = {
  id: 'event',
  label: 'Event Leads',
  path: '/api/admin/event-leads/',
  empty: 'No event leads match.',
  table: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Phone', cell: (r) => r.phone },
    { header: 'Interests', cell: (r) => r.interests.map(humanize).join(', ') || '—' },
    { header: 'Contacted', cell: (r) => yesNo(r.contacted) },
    { header: 'Attended', cell: (r) => yesNo(r.attended_event) },
    { header: 'Registered', cell: (r) => formatAdminDate(r.registered_at) },
  ],
  csv: [
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Interests', value: (r) => r.interests },
    { header: 'Registered at', value: (r) => r.registered_at },
    { header: 'Email verified', value: (r) => r.email_verified },
    { header: 'Subscribed to newsletter', value: (r) => r.subscribed_to_newsletter },
    { header: 'Contacted', value: (r) => r.contacted },
    { header: 'Attended event', value: (r) => r.attended_event },
    { header: 'Contact notes', value: (r) => r.contact_notes },
  ],
};
