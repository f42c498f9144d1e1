/**
 * Recurring series (docs/product.md#staff-events). A series holds its RRULE and the fields every date
 * starts from; each date is an ordinary events row (series_id, series_occurrence_at = its original
 * start), so seats, RSVPs, pages and calendar files work per date.
 *
 * Dates exist up to a horizon (SERIES_HORIZON_MONTHS ahead); `materialized_through` records how far,
 * and only dates after it are ever made, under a lock on the series row, with the unique
 * (series_id, series_occurrence_at) as the last guard. So making dates again never doubles one, never
 * brings back a date staff deleted, and never touches a date staff moved or cancelled.
 */
import { requireLibraryImage } from '#server/features/images/images.references.ts';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { EventInput } from '#shared/events/contract.ts';
import { ministryDay, parseEventDateTime, toMinistryDateTimeInput } from '#shared/events/format.ts';
import {
  describeRecurrence,
  expandRecurrence,
  fromRRule,
  SERIES_HORIZON_MONTHS,
  toRRule,
} from '#shared/events/recurrence.ts';
import { ruleOf, type Series, SERIES_WORDS, type SeriesInput } from '#shared/events/series-contract.ts';
import { site } from '#shared/site/settings.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { eventSeries, events } from '#server/db/schema/index.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { selectSeriesDates } from '#server/features/events/events.queries.ts';
import type { EventsService } from '#server/features/events/events.service.ts';

type SeriesRow = typeof eventSeries.$inferSelect;

export interface EventSeriesServiceDeps {
  db: Database;
  clock: Clock;
  /** The staff update path: a date of a series that people answered is changed only through it. */
  events: Pick<EventsService, 'update'>;
}

const MINUTE = 60_000;

/** How far ahead dates exist, from `now`. */
export function seriesHorizon(now: Date): Date {
  const horizon = new Date(now);
  horizon.setUTCMonth(horizon.getUTCMonth() + SERIES_HORIZON_MONTHS);
  return horizon;
}

/** A series that starts later than today has its first year of dates from its start. */
function horizonOf(series: SeriesRow, now: Date): Date {
  const start = parseEventDateTime(series.startsLocal) ?? now;
  return seriesHorizon(start.getTime() > now.getTime() ? start : now);
}

/** The series columns a payload sets (the template of every new date). */
function seriesColumns(input: SeriesInput) {
  const start = new Date(input.date!);
  return {
    rrule: toRRule(ruleOf(input)),
    startsLocal: toMinistryDateTimeInput(start),
    timeZone: site.timeZone,
    durationMinutes: input.end_date
      ? Math.round((Date.parse(input.end_date) - start.getTime()) / MINUTE)
      : null,
    title: input.title,
    subtitle: input.subtitle,
    eventType: input.event_type,
    description: input.description,
    titleEs: input.title_es,
    subtitleEs: input.subtitle_es,
    descriptionEs: input.description_es,
    imageUrl: input.image_id ? null : input.image_url,
    imageId: input.image_id,
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
  };
}

/** One date of a series as an events row. */
function dateRow(series: SeriesRow, start: Date, now: Date) {
  const { id, rrule, startsLocal, timeZone, durationMinutes, materializedThrough, ...template } = series;
  void rrule;
  void startsLocal;
  void timeZone;
  void materializedThrough;
  return {
    ...template,
    date: start,
    endDate: durationMinutes === null ? null : new Date(start.getTime() + durationMinutes * MINUTE),
    seriesId: id,
    seriesOccurrenceAt: start,
    createdAt: now,
    updatedAt: now,
  };
}

/** The payload the staff update path takes for one date of a series, at `start`. */
function dateInput(input: SeriesInput, start: Date): EventInput {
  const { repeat, interval, weekdays, month_day, positions, ends, until, count, ...event } = input;
  void [repeat, interval, weekdays, month_day, positions, ends, until, count];
  const duration = input.end_date ? Date.parse(input.end_date) - Date.parse(input.date!) : null;
  return {
    ...event,
    date: start.toISOString(),
    end_date: duration === null ? null : new Date(start.getTime() + duration).toISOString(),
  };
}

/**
 * Makes the dates of a locked series after its `materialized_through` up to `through`, skipping any
 * start in `skip`. Returns how many rows were added.
 */
async function materialize(
  tx: Executor,
  series: SeriesRow,
  through: Date,
  now: Date,
  skip = new Set<number>(),
) {
  if (through.getTime() <= series.materializedThrough.getTime()) return 0;
  const starts = expandRecurrence(series, through, series.materializedThrough).filter(
    (start) => !skip.has(start.getTime()),
  );
  const added =
    starts.length === 0
      ? []
      : await tx
          .insert(events)
          .values(starts.map((start) => dateRow(series, start, now)))
          .onConflictDoNothing({ target: [events.seriesId, events.seriesOccurrenceAt] })
          .returning({ id: events.id });
  await tx.update(eventSeries).set({ materializedThrough: through }).where(eq(eventSeries.id, series.id));
  return added.length;
}

/** Inserts a series whose dates start after `after` (the moment before its first date). */
async function insertSeries(tx: Executor, input: SeriesInput, now: Date) {
  await requireLibraryImage(tx, input.image_id);
  const columns = seriesColumns(input);
  if (expandRecurrence(columns, new Date('9999-12-31')).length === 0) {
    throw badRequest(SERIES_WORDS.noDates, { repeat: [SERIES_WORDS.noDates] });
  }
  const firstStart = new Date(input.date!);
  const [series] = await tx
    .insert(eventSeries)
    .values({
      ...columns,
      materializedThrough: new Date(firstStart.getTime() - 1),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return series!;
}

export function createEventSeriesService({ db, clock, events: eventsService }: EventSeriesServiceDeps) {
  async function lockSeries(tx: Executor, id: number): Promise<SeriesRow> {
    const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, id)).for('update');
    if (!series) throw notFound(SERIES_WORDS.notFound);
    return series;
  }

  async function view(id: number): Promise<Series> {
    const now = clock.now();
    const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, id));
    if (!series) throw notFound(SERIES_WORDS.notFound);
    const dates = await selectSeriesDates(db, id, now);
    return {
      id: series.id,
      title: series.title,
      rrule: series.rrule,
      time_zone: series.timeZone,
      starts_local: series.startsLocal,
      summary: describeRecurrence(fromRRule(series.rrule), series.startsLocal),
      materialized_through: series.materializedThrough.toISOString(),
      dates,
    };
  }

  return {
    view,

    /** A new series and its dates up to the horizon. */
    async create(input: SeriesInput): Promise<Series> {
      const id = await db.transaction(async (tx) => {
        const now = clock.now();
        const series = await insertSeries(tx, input, now);
        await materialize(tx, series, horizonOf(series, now), now);
        return series.id;
      });
      return view(id);
    },

    /**
     * Moves every series' dates on to the horizon (the daily job; safe to run twice or at once in
     * several processes). Returns how many dates were added.
     */
    async extendAll(): Promise<number> {
      const now = clock.now();
      const horizon = seriesHorizon(now);
      const due = await db
        .select({ id: eventSeries.id })
        .from(eventSeries)
        .where(sql`${eventSeries.materializedThrough} < ${horizon.toISOString()}::timestamptz`);
      let added = 0;
      for (const { id } of due) {
        added += await db.transaction(async (tx) => {
          const series = await lockSeries(tx, id);
          return materialize(tx, series, horizonOf(series, now), now);
        });
      }
      return added;
    },

    /**
     * "From this date on": the series ends the day before the chosen date, and a new series with the
     * given fields and rule starts there. Later dates nobody answered are removed and made again by the
     * new rule; a date with RSVPs is kept: when the new rule has a date the same day it becomes that
     * date, changed through the staff update path (so its people hear of it), otherwise it stays as it
     * was, in the old series, for staff to move or cancel.
     */
    async splitFrom(seriesId: number, fromEventId: number, input: SeriesInput): Promise<Series> {
      const { newId, updates } = await db.transaction(async (tx) => {
        const now = clock.now();
        const old = await lockSeries(tx, seriesId);
        const [from] = await tx
          .select({ occurrenceAt: events.seriesOccurrenceAt })
          .from(events)
          .where(and(eq(events.id, fromEventId), eq(events.seriesId, seriesId)));
        if (!from?.occurrenceAt) throw badRequest(SERIES_WORDS.notInSeries);

        // The old rule now ends the day before.
        const dayBefore = new Date(from.occurrenceAt.getTime() - 24 * 3600_000);
        const rule = {
          ...fromRRule(old.rrule),
          ends: 'until' as const,
          until: ministryDay(dayBefore),
          count: null,
        };
        await tx
          .update(eventSeries)
          .set({ rrule: toRRule(rule), updatedAt: now })
          .where(eq(eventSeries.id, seriesId));

        const later = await tx
          .select({
            id: events.id,
            date: events.date,
            // Written out: drizzle leaves a lone table's columns unqualified in the select list.
            answered: sql<boolean>`exists (select 1 from event_rsvps answer where answer.event_id = events.id)`,
          })
          .from(events)
          .where(and(eq(events.seriesId, seriesId), gte(events.seriesOccurrenceAt, from.occurrenceAt)));
        const unanswered = later.filter((row) => !row.answered).map((row) => row.id);
        if (unanswered.length > 0) await tx.delete(events).where(inArray(events.id, unanswered));
        const answeredByDay = new Map(
          later.filter((row) => row.answered).map((row) => [ministryDay(row.date), row.id]),
        );

        const series = await insertSeries(tx, input, now);
        const horizon = horizonOf(series, now);
        const kept: Array<{ id: number; start: Date }> = [];
        for (const start of expandRecurrence(series, horizon, series.materializedThrough)) {
          const id = answeredByDay.get(ministryDay(start));
          if (id === undefined) continue;
          kept.push({ id, start });
          await tx
            .update(events)
            .set({ seriesId: series.id, seriesOccurrenceAt: start })
            .where(eq(events.id, id));
        }
        await materialize(tx, series, horizon, now, new Set(kept.map((k) => k.start.getTime())));
        return { newId: series.id, updates: kept };
      });
      // After the commit, through the same path as a staff edit of one date.
      for (const { id, start } of updates) await eventsService.update(id, dateInput(input, start));
      return view(newId);
    },
  };
}

export type EventSeriesService = ReturnType<typeof createEventSeriesService>;
