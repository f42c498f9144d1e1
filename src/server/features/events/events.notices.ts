/**
 * Change notices and cancellations (docs/product.md#change-notices): when staff change an event's
 * time or place, or cancel it, every attending RSVP gets one email with the updated calendar entry
 * (same UID, SEQUENCE raised; METHOD:REQUEST for a change, METHOD:CANCEL with STATUS:CANCELLED for a
 * cancellation). People who declined get nothing. The emails are queued in the transaction of the
 * staff write that causes them, so they exist exactly when the change does.
 */
import { and, eq, sql } from 'drizzle-orm';
import { EVENTS_PAGE_PATH, EVENTS_WORDS, type Event } from '#shared/events/contract.ts';
import { pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import { absoluteUrl, site } from '#shared/site/settings.ts';
import type { Transaction } from '#server/db/client.ts';
import { eventReminders, eventRsvps, events } from '#server/db/schema/index.ts';
import { enqueueEmails, type OutgoingEmail } from '#server/email/outbox.ts';
import {
  buildEventCalendar,
  calendarContentType,
  calendarFileName,
  type CalendarMethod,
} from '#server/features/events/events.ics.ts';
import { emailTitle, eventPageUrl, eventWhenAndWhere } from '#server/features/events/events.emails.ts';
import { isPast, selectEvent, type EventRow } from '#server/features/events/events.queries.ts';
import { issueRsvpLink, manageRsvpUrl } from '#server/features/events/events.rsvp-links.ts';

type WhenAndWhere = Pick<
  EventRow,
  'date' | 'endDate' | 'dateTbd' | 'location' | 'locationAddress' | 'isOnline' | 'onlineUrl'
>;

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The one rule of what attendees are told about: the event's time (start, end, TBD) or place
 * (location, address, online or not, join link) changed. A new description, image or anything else
 * is not a change they need in their calendar.
 */
export function timeOrPlaceChanged(before: WhenAndWhere, after: WhenAndWhere): boolean {
  return (
    !sameInstant(before.date, after.date) ||
    !sameInstant(before.endDate, after.endDate) ||
    before.dateTbd !== after.dateTbd ||
    before.location !== after.location ||
    (before.locationAddress ?? null) !== (after.locationAddress ?? null) ||
    before.isOnline !== after.isOnline ||
    (before.onlineUrl ?? null) !== (after.onlineUrl ?? null)
  );
}

export type NoticeKind = 'change' | 'cancellation';

interface NoticeInput {
  kind: NoticeKind;
  /** The event as it now is, with its join link (the people written to registered). */
  event: Event;
  /** `locale`: the RSVP's language, which the notice is written in (English when not known). */
  rsvp: { name: string; email: string; locale?: string | null };
  manageUrl: string;
  publicUrl: string;
  now: Date;
  /** The event is being deleted: its page will be gone, so the email points to the events page. */
  removed?: boolean;
}

export function noticeEmail({
  kind,
  event,
  rsvp,
  manageUrl,
  publicUrl,
  now,
  removed = false,
}: NoticeInput): OutgoingEmail {
  const cancelled = kind === 'cancellation';
  // A date now to be decided has nothing to put in a calendar; the email says so instead.
  // A TBD event was never put in anyone's calendar (no file was sent), so there is none to cancel.
  const method: CalendarMethod | null = event.date_tbd ? null : cancelled ? 'CANCEL' : 'REQUEST';
  const locale = readLocale(rsvp.locale);
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  const text = [
    t('email.dear', { name: rsvp.name }),
    '',
    t(cancelled ? 'notice.cancelled' : 'notice.changed', { title }),
    '',
    t('email.event', { title }),
    ...(cancelled ? [] : eventWhenAndWhere(event, locale)),
    '',
    t(
      method === 'CANCEL'
        ? 'notice.icsCancel'
        : method === 'REQUEST'
          ? 'notice.icsUpdate'
          : cancelled
            ? 'notice.thanks'
            : 'notice.dateTbd',
    ),
    '',
    removed
      ? t('notice.seeElse', { url: absoluteUrl(publicUrl, pathInLocale(EVENTS_PAGE_PATH, locale)) })
      : t('email.details', { url: eventPageUrl(publicUrl, event, locale) }),
    ...(cancelled ? [] : ['', t('notice.manageLink'), manageUrl]),
    '',
    site.name,
  ];
  return {
    kind: cancelled ? 'events.cancellation' : 'events.change_notice',
    to: rsvp.email,
    subject: t(cancelled ? 'notice.subjectCancelled' : 'notice.subjectChanged', { title }),
    text: text.join('\n'),
    ...(method
      ? {
          attachments: [
            {
              filename: calendarFileName(event),
              contentType: calendarContentType(method),
              contentBase64: Buffer.from(
                buildEventCalendar(event, { publicUrl, now, method, attendee: rsvp, locale }),
                'utf8',
              ).toString('base64'),
            },
          ],
        }
      : {}),
  };
}

/** Raises the event's calendar SEQUENCE (inside the staff write's transaction). */
export async function raiseCalendarSequence(tx: Transaction, eventId: number): Promise<void> {
  await tx
    .update(events)
    .set({ calendarSequence: sql`${events.calendarSequence} + 1` })
    .where(eq(events.id, eventId));
}

/**
 * A new time: reminders already sent or skipped for the old one are forgotten, so the reminder job
 * reckons them again from the new start (docs/product.md#event-reminders).
 */
export async function forgetReminders(tx: Transaction, eventId: number): Promise<void> {
  await tx.execute(
    sql`delete from ${eventReminders} where ${eventReminders.rsvpId} in
        (select ${eventRsvps.id} from ${eventRsvps} where ${eventRsvps.eventId} = ${eventId})`,
  );
}

/** One notice to every attending RSVP of the event (declined answers get nothing). Returns how many. */
export async function queueNotices(
  tx: Transaction,
  kind: NoticeKind,
  event: Event,
  context: { publicUrl: string; now: Date; removed?: boolean },
): Promise<number> {
  const attending = await tx
    .select({ id: eventRsvps.id, name: eventRsvps.name, email: eventRsvps.email, locale: eventRsvps.locale })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.attending, true)));
  const emails: OutgoingEmail[] = [];
  for (const rsvp of attending) {
    const token = await issueRsvpLink(tx, rsvp.id, context.now);
    emails.push(
      noticeEmail({
        kind,
        event,
        rsvp,
        manageUrl: manageRsvpUrl(context.publicUrl, token, readLocale(rsvp.locale)),
        ...context,
      }),
    );
  }
  await enqueueEmails(tx, emails);
  return emails.length;
}

/**
 * After a staff edit (in its transaction, `before` read under the row lock): a change of time or place
 * raises the SEQUENCE and tells every attendee; a new start also resets the reminders. A cancelled or
 * past event tells no one. Returns how many notices were queued.
 */
export async function queueChangeNotices(
  tx: Transaction,
  before: EventRow,
  after: EventRow,
  context: { publicUrl: string; now: Date },
): Promise<number> {
  if (!timeOrPlaceChanged(before, after)) return 0;
  await raiseCalendarSequence(tx, after.id);
  if (!sameInstant(before.date, after.date) || before.dateTbd !== after.dateTbd) {
    await forgetReminders(tx, after.id);
  }
  if (after.cancelledAt || isPast(after, context.now)) return 0;
  const event = await selectEvent(tx, after.id, context.now, 'registrant');
  return event ? queueNotices(tx, 'change', event, context) : 0;
}
