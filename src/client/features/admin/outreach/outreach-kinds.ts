/**
 * The two inbox screens share one list and one reader; what differs (the API path, the words, the
 * subject line, the reply) lives here.
 */
import type { ContactMessage, PrayerRequest } from '#shared/outreach/admin-contract.ts';
import { ministryFormatter } from '#shared/site/time-zone.ts';

export type OutreachItem = ContactMessage | PrayerRequest;

export interface OutreachKind<T extends OutreachItem> {
  /** The staff API of the list; a record is `${path}${id}/`. */
  path: string;
  /** Plural, for headings and counts: "messages". */
  noun: string;
  /** Singular: "message". */
  single: string;
  searchHint: string;
  /** The bold line of a card and the reader's title. */
  title: (item: T) => string;
  text: (item: T) => string;
  isPrivate: (item: T) => boolean;
  phone: (item: T) => string | null;
  replySubject: (item: T) => string;
  notFound: string;
}

export const contactMessagesKind: OutreachKind<ContactMessage> = {
  path: '/api/admin/messages/',
  noun: 'messages',
  single: 'message',
  searchHint: 'Name, email, subject or text',
  title: (m) => m.subject,
  text: (m) => m.message,
  isPrivate: () => false,
  phone: () => null,
  replySubject: (m) => `Re: ${m.subject}`,
  notFound: 'That message was not found.',
};

export const prayerRequestsKind: OutreachKind<PrayerRequest> = {
  path: '/api/admin/prayer-requests/',
  noun: 'prayer requests',
  single: 'prayer request',
  searchHint: 'Name, email, phone or text',
  title: (p) => `Prayer request from ${p.name}`,
  text: (p) => p.request,
  isPrivate: (p) => p.is_private,
  phone: (p) => p.phone,
  // The reply never quotes the request: it may be private and mail travels through many hands.
  replySubject: () => 'Your prayer request',
  notFound: 'That prayer request was not found.',
};

/** mailto: link with the subject filled in. */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

const dateTime = () =>
  ministryFormatter({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Received and handled times in the ministry's own time zone (the site setting). */
export function formatOutreachTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}

/** The first words of a long text for the list; the reader shows all of it. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
