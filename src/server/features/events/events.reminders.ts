/**
 * Event reminders (docs/product.md#event-reminders): attendees are reminded EVENT_REMINDER_OFFSETS
 * before the start (48 hours and 3 hours by default), unless staff turned reminders off for the event.
 *
 * Exactly once, across restarts and processes: every few minutes each process looks for reminders
 * whose time has come and claims them by inserting (rsvp, kind) into event_reminders, ON CONFLICT DO
 * NOTHING, in the same transaction that queues their emails in the outbox. A second process's claim
 * waits on the first's key and then inserts nothing, so it queues nothing; a process that dies before
 * committing leaves nothing claimed, and the next run takes it.
 */
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventDateRangeLabel } from '#shared/events/format.ts';
import { EVENTS_WORDS, type Event } from '#shared/events/contract.ts';
import { type Locale, readLocale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { eventReminders, eventRsvps, events } from '#server/db/schema/index.ts';
import { enqueueEmails, type OutgoingEmail } from '#server/email/outbox.ts';
import { PeriodicJob } from '#server/jobs/periodic-job.ts';
import { selectEvent } from '#server/features/events/events.queries.ts';
import { issueRsvpLink, manageRsvpUrl } from '#server/features/events/events.rsvp-links.ts';
import { emailTitle, eventPageUrl, eventWhenAndWhere } from '#server/features/events/events.emails.ts';

/** One reminder: its name ("48h", as in the setting) and how long before the start it is due. */
export interface ReminderOffset {
  kind: string;
  beforeMs: number;
}

export interface ReminderClaim {
  kind: string;
  outcome: 'sent' | 'skipped';
}

/**
 * The one rule of which reminders an attending RSVP is due now, and which of those is sent. Nothing
 * once the event has started (a window missed while the server was down is skipped). Of the windows
 * that have come, only the latest is sent: someone is never reminded twice at once, and a window
 * that had already passed when the person answered (they RSVP'd the day before) is skipped too.
 */
export function dueReminders(input: {
  offsets: readonly ReminderOffset[];
  start: Date;
  answeredAt: Date;
  now: Date;
  alreadyClaimed: ReadonlySet<string>;
}): ReminderClaim[] {
  const { offsets, start, answeredAt, now, alreadyClaimed } = input;
  if (now.getTime() >= start.getTime()) return [];
  const dueAt = (offset: ReminderOffset) => start.getTime() - offset.beforeMs;
  const come = offsets.filter((offset) => dueAt(offset) <= now.getTime());
  if (come.length === 0) return [];
  const latest = come.reduce((a, b) => (b.beforeMs < a.beforeMs ? b : a));
  return come
    .filter((offset) => !alreadyClaimed.has(offset.kind))
    .map((offset) => ({
      kind: offset.kind,
      outcome: offset === latest && answeredAt.getTime() <= dueAt(offset) ? 'sent' : 'skipped',
    }));
}

export function reminderEmail(input: {
  event: Event;
  /** `locale`: the language the person answered in, which the reminder is written in. */
  rsvp: { name: string; email: string; guests: number; locale?: Locale | string };
  manageUrl: string;
  publicUrl: string;
}): OutgoingEmail {
  const { event, rsvp, manageUrl, publicUrl } = input;
  const locale = readLocale(rsvp.locale);
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  const text = [
    t('email.dear', { name: rsvp.name }),
    '',
    t('reminder.opening', { title }),
    '',
    ...eventWhenAndWhere(event, locale),
    '',
    t('email.details', { url: eventPageUrl(publicUrl, event, locale) }),
    '',
    t('reminder.manageLink'),
    manageUrl,
    '',
    t('email.seeYou'),
    site.name,
  ];
  return {
    kind: 'events.reminder',
    to: rsvp.email,
    subject: t('reminder.subject', { title, date: eventDateRangeLabel(event, locale) }),
    text: text.join('\n'),
  };
}

export interface EventReminderJobOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  offsets: readonly ReminderOffset[];
  onEmailQueued: () => void;
  checkEveryMs?: number;
}

/** Every five minutes: a 3-hour reminder goes out at most that late. */
const CHECK_EVERY_MS = 5 * 60_000;

export class EventReminderJob extends PeriodicJob<number> {
  private readonly options: EventReminderJobOptions;

  constructor(options: EventReminderJobOptions) {
    super({
      log: options.log,
      everyMs: options.checkEveryMs ?? CHECK_EVERY_MS,
      failureMessage: 'event reminders failed; the next check tries again',
      failed: 0,
    });
    this.options = options;
  }

  protected override get enabled(): boolean {
    return this.options.offsets.length > 0;
  }

  protected async run(): Promise<number> {
    const { db, clock, offsets, publicUrl } = this.options;
    if (offsets.length === 0) return 0;
    const now = clock.now();
    const horizon = new Date(now.getTime() + Math.max(...offsets.map((offset) => offset.beforeMs)));
    const queued = await db.transaction(async (tx) => {
      // One run at a time across processes: a second run then reads the first one's claims, so
      // it never works out a reminder from claims it could not yet see.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('event-reminders'))`);
      // Attending RSVPs of events that have not started, are dated, not cancelled, and remind.
      const candidates = await tx
        .select({ rsvp: eventRsvps, start: events.date })
        .from(eventRsvps)
        .innerJoin(events, eq(events.id, eventRsvps.eventId))
        .where(
          and(
            eq(eventRsvps.attending, true),
            eq(events.remindersEnabled, true),
            isNull(events.cancelledAt),
            eq(events.dateTbd, false),
            gt(events.date, now),
            lte(events.date, horizon),
          ),
        )
        .orderBy(asc(eventRsvps.id));
      if (candidates.length === 0) return 0;
      const claimedRows = await tx
        .select({ rsvpId: eventReminders.rsvpId, kind: eventReminders.kind })
        .from(eventReminders)
        .where(
          inArray(
            eventReminders.rsvpId,
            candidates.map((c) => c.rsvp.id),
          ),
        );
      const claimedBy = new Map<string, Set<string>>();
      for (const row of claimedRows)
        claimedBy.set(row.rsvpId, (claimedBy.get(row.rsvpId) ?? new Set()).add(row.kind));

      const claims = candidates.flatMap(({ rsvp, start }) =>
        dueReminders({
          offsets,
          start,
          answeredAt: rsvp.createdAt,
          now,
          alreadyClaimed: claimedBy.get(rsvp.id) ?? new Set(),
        }).map((claim) => ({ rsvpId: rsvp.id, kind: claim.kind, outcome: claim.outcome, claimedAt: now })),
      );
      if (claims.length === 0) return 0;
      // In key order, so two processes claiming the same rows wait on each other, never deadlock.
      const won = await tx
        .insert(eventReminders)
        .values(claims)
        .onConflictDoNothing()
        .returning({ rsvpId: eventReminders.rsvpId, outcome: eventReminders.outcome });

      const emails: OutgoingEmail[] = [];
      const eventsById = new Map<number, Event | null>();
      for (const claim of won.filter((row) => row.outcome === 'sent')) {
        const { rsvp } = candidates.find((c) => c.rsvp.id === claim.rsvpId)!;
        if (!eventsById.has(rsvp.eventId)) {
          eventsById.set(rsvp.eventId, await selectEvent(tx, rsvp.eventId, now, 'registrant'));
        }
        const event = eventsById.get(rsvp.eventId);
        if (!event) continue;
        const token = await issueRsvpLink(tx, rsvp.id, now);
        const manageUrl = manageRsvpUrl(publicUrl, token, readLocale(rsvp.locale));
        emails.push(reminderEmail({ event, rsvp, manageUrl, publicUrl }));
      }
      await enqueueEmails(tx, emails);
      return emails.length;
    });
    if (queued > 0) this.options.onEmailQueued();
    return queued;
  }
}
