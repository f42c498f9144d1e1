/**
 * The events rules: listing, staff writes, the attendee list and RSVPs. An RSVP locks its event's
 * row (SELECT ... FOR UPDATE) for the whole transaction, so concurrent RSVPs for the last seats are
 * decided one after another and the limit holds on PGlite and on PostgreSQL alike. Whether a party
 * fits is the seat rule's SQL twin (events.seats.sql.ts), the same expression every event read uses; both
 * steps are in events.rsvp-seats.ts, shared with the private manage link (events.manage.service.ts).
 */
import { requireLibraryImage } from '#server/features/images/images.references.ts';
import { readLocale } from '#shared/i18n/locales.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  EVENT_WORDS,
  EVENTS_WORDS,
  type Attendee,
  type Event,
  type EventFilter,
  type EventInput,
  type RsvpInput,
  type RsvpResponse,
  rsvpSuccessMessage,
} from '#shared/events/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { eventRsvps, events } from '#server/db/schema/index.ts';
import { enqueueConfirmation } from '#server/email/confirmations.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import { rsvpConfirmationEmail } from '#server/features/events/events.emails.ts';
import {
  buildCalendarFeed,
  buildEventCalendar,
  calendarFileName,
} from '#server/features/events/events.ics.ts';
import { queueChangeNotices } from '#server/features/events/events.notices.ts';
import {
  type EventAudience,
  isPast,
  selectEvent,
  selectEvents,
  selectFeaturedUpcoming,
} from '#server/features/events/events.queries.ts';
import { issueRsvpLink, manageRsvpUrl } from '#server/features/events/events.rsvp-links.ts';
import { lockEvent, roomRefusal, seatsFreed } from '#server/features/events/events.rsvp-seats.ts';

export interface EventsServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Called after a commit that queued email, so it goes out at once. */
  onEmailQueued: () => void;
  /** Told of every RSVP recorded (the metrics count them). */
  onRsvp?: (attending: boolean) => void;
  /** How long a waitlist offer of freed seats holds them (docs/product.md#waitlist). */
  waitlistOfferHours: number;
}

function toRow(input: EventInput) {
  return {
    title: input.title,
    subtitle: input.subtitle,
    eventType: input.event_type,
    description: input.description,
    titleEs: input.title_es,
    subtitleEs: input.subtitle_es,
    descriptionEs: input.description_es,
    // A library image replaces a picture chosen before the library (docs/product.md#images).
    imageUrl: input.image_id ? null : input.image_url,
    imageId: input.image_id,
    date: new Date(input.date!),
    endDate: input.end_date ? new Date(input.end_date) : null,
    dateTbd: input.date_tbd,
    location: input.location,
    locationAddress: input.location_address,
    locationMapUrl: input.location_map_url,
    isOnline: input.is_online,
    onlineUrl: input.online_url,
    onlineLinkPublic: input.online_link_public,
    registrationRequired: input.registration_required,
    registrationUrl: input.registration_url,
    acceptsRsvp: input.accepts_rsvp,
    rsvpLimit: input.rsvp_limit,
    isFeatured: input.is_featured,
    remindersEnabled: input.reminders_enabled,
  };
}

export function createEventsService(deps: EventsServiceDeps) {
  const { db, clock, publicUrl, onEmailQueued, onRsvp } = deps;
  const eventNotFound = () => notFound(EVENT_WORDS.notFound);
  const waitlist = (now: Date) => ({ now, publicUrl, offerHours: deps.waitlistOfferHours });

  async function getOrThrow(id: number, audience: EventAudience = 'public'): Promise<Event> {
    const event = await selectEvent(db, id, clock.now(), audience);
    if (!event) throw eventNotFound();
    return event;
  }

  return {
    list(filter: EventFilter = 'all'): Promise<Event[]> {
      return selectEvents(db, clock.now(), filter);
    },

    /** The next upcoming featured events (the events banner, the home page). */
    featuredUpcoming(limit = 3): Promise<Event[]> {
      return selectFeaturedUpcoming(db, clock.now(), limit);
    },

    /** For each title, its next upcoming event (the home page's cards tie content to events this way). */
    async nextUpcomingByTitle(titles: string[]): Promise<Record<string, Event>> {
      if (titles.length === 0) return {};
      const upcoming = await selectEvents(db, clock.now(), 'upcoming');
      const found: Record<string, Event> = {};
      for (const event of upcoming) {
        // A called-off date is no "next" date to point a visitor to.
        if (event.cancelled_at) continue;
        if (titles.includes(event.title) && !found[event.title]) found[event.title] = event;
      }
      return found;
    },

    async get(id: number): Promise<Event | null> {
      return selectEvent(db, id, clock.now());
    },

    async create(input: EventInput): Promise<Event> {
      const now = clock.now();
      await requireLibraryImage(db, input.image_id);
      const [row] = await db
        .insert(events)
        .values({ ...toRow(input), createdAt: now, updatedAt: now })
        .returning({ id: events.id });
      return getOrThrow(row!.id, 'staff');
    },

    /** A new time or place tells every attendee (events.notices.ts, docs/product.md#change-notices). */
    async update(id: number, input: EventInput): Promise<Event> {
      const now = clock.now();
      await requireLibraryImage(db, input.image_id);
      await db.transaction(async (tx) => {
        const before = await lockEvent(tx, id);
        const [after] = await tx
          .update(events)
          .set({ ...toRow(input), updatedAt: now })
          .where(eq(events.id, id))
          .returning();
        await queueChangeNotices(tx, before, after!, { publicUrl, now });
        // A higher limit (or none) frees seats for the waitlist.
        await seatsFreed(tx, id, waitlist(now));
      });
      // Change notices, or a waitlist offer of the seats a higher limit freed: the outbox looks.
      onEmailQueued();
      return getOrThrow(id, 'staff');
    },

    /** Everyone who answered, newest first; declined answers included (shown as Declined). */
    async attendees(id: number): Promise<Attendee[]> {
      await getOrThrow(id);
      const rows = await db
        .select()
        .from(eventRsvps)
        .where(eq(eventRsvps.eventId, id))
        .orderBy(desc(eventRsvps.createdAt), desc(eventRsvps.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        guests: row.guests,
        message: row.message,
        created_at: row.createdAt.toISOString(),
        attending: row.attending,
        locale: readLocale(row.locale),
      }));
    },

    /**
     * One RSVP per email per event (docs/product.md#rsvps-and-seats). An address that already answered
     * is answered exactly as a new one would be (the same checks, status and message), its RSVP is left
     * as it was, and its owner is emailed a new private link instead: the answer never tells anyone who
     * is signed up, and changes go only through the link.
     */
    async rsvp(id: number, input: RsvpInput): Promise<RsvpResponse> {
      const email = input.email.trim();
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        const event = await lockEvent(tx, id, waitlist(now));
        if (isPast(event, now)) throw conflict(EVENTS_WORDS.message('refusal.eventPast'));
        if (event.cancelledAt) throw conflict(EVENTS_WORDS.message('refusal.eventCancelled'));
        if (!event.acceptsRsvp) throw conflict(EVENTS_WORDS.message('refusal.notAcceptingRsvps'));

        const [existing] = await tx
          .select()
          .from(eventRsvps)
          .where(and(eq(eventRsvps.eventId, id), sql`lower(${eventRsvps.email}) = lower(${email})`));
        // Every seat is counted, an earlier answer's too, as for an address never seen before.
        const refusal = input.attending ? await roomRefusal(tx, id, input.guests, input.locale) : null;
        // The answer shows the event as this answer found it: counts read after it would rise for
        // a new address and not for one that had answered before, telling who is signed up.
        const asFound = await selectEvent(tx, id, now);
        if (!asFound) throw eventNotFound();
        // A new address that does not fit: nothing stored, nothing sent.
        if (refusal && !existing) throw refusal;

        const [rsvp] = existing
          ? [existing]
          : await tx
              .insert(eventRsvps)
              .values({
                eventId: id,
                name: input.name,
                email,
                phone: input.phone,
                guests: input.guests,
                message: input.message,
                attending: input.attending,
                locale: input.locale,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
        if (!rsvp) throw eventNotFound();
        const token = await issueRsvpLink(tx, rsvp.id, now);
        // The person's own email carries the join link (docs/product.md#event-detail-and-rsvp).
        const fresh = await selectEvent(tx, id, now, 'registrant');
        if (!fresh) throw eventNotFound();
        await enqueueConfirmation(
          tx,
          'rsvp',
          rsvpConfirmationEmail({
            event: fresh,
            // A repeat is told in the language of the form just sent: the person reading it now.
            rsvp: { ...rsvp, locale: existing ? input.locale : readLocale(rsvp.locale) },
            answer: existing ? 'already' : 'new',
            manageUrl: manageRsvpUrl(publicUrl, token, existing ? input.locale : readLocale(rsvp.locale)),
            publicUrl,
            now,
          }),
          now,
        );
        return { event: asFound, refusal };
      });
      onEmailQueued();
      // A known address that would not fit is refused like a new one, after its note was committed.
      if (outcome.refusal) throw outcome.refusal;
      onRsvp?.(input.attending);
      return {
        message: rsvpSuccessMessage(input, input.locale),
        attending: input.attending,
        guests: input.guests,
        event: outcome.event,
      };
    },

    /** /calendar.ics: every upcoming event, cancelled ones marked, TBD ones left out (events.ics.ts). */
    async calendarFeed(): Promise<string> {
      return buildCalendarFeed(await selectEvents(db, clock.now(), 'upcoming', undefined, 'public', true), {
        publicUrl,
      });
    },

    /** The .ics file of an event; 404 when there is no such event or its date is still TBD. */
    async calendar(id: number): Promise<{ fileName: string; body: string }> {
      const event = await getOrThrow(id);
      if (event.date_tbd) {
        throw new AppError(404, 'This event has no date yet, so there is no calendar entry to add.');
      }
      return {
        fileName: calendarFileName(event),
        body: buildEventCalendar(event, { publicUrl, now: clock.now() }),
      };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
