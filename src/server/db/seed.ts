/**
 * Demo content for a new site: events, RSVPs, house churches and video messages (data in seed-data/).
 * Safe to run any number of times: every row has a fixed id and is inserted "on conflict do nothing",
 * so a second run adds nothing and never overwrites what staff have since edited.
 */
import { getTableName, inArray, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import { type Database, type Executor, queryRows } from '#server/db/client.ts';
import {
  eventRsvps,
  eventSeries,
  events,
  houseChurches,
  images,
  imageVariants,
  videos,
} from '#server/db/schema/index.ts';
import { demoEvents } from '#server/db/seed-data/events.ts';
import { processedDemoPictures } from '#server/db/seed-data/house-church-pictures.ts';
import { demoHouseChurches } from '#server/db/seed-data/house-churches.ts';
import { demoVideos } from '#server/db/seed-data/videos.ts';
import { churchAreaColumns } from '#server/features/house-churches/house-churches.places.ts';
import { variantRows } from '#server/features/images/images.processing.ts';

export interface SeedCounts {
  events: number;
  eventRsvps: number;
  houseChurches: number;
  videos: number;
}

/** Inserts the demo rows that are missing; returns how many rows it added to each table. */
export async function seedDemoContent(db: Database, clock: Clock): Promise<SeedCounts> {
  const now = clock.now();
  const demo = demoEvents(now);
  // Resized before the transaction, so it holds no lock while sharp works.
  const pictures = await processedDemoPictures();
  return db.transaction(async (tx) => {
    // The churches' pictures go in the library first: the churches refer to them.
    const addedPictures = await tx
      .insert(images)
      .values(
        pictures.map((picture) => ({
          id: picture.id,
          altText: picture.altText,
          decorative: false,
          width: picture.width,
          height: picture.height,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: images.id });
    const added = new Set(addedPictures.map((row) => row.id));
    const newVariants = pictures
      .filter((picture) => added.has(picture.id))
      .flatMap((picture) => variantRows(picture.id, picture.variants));
    if (newVariants.length > 0) await tx.insert(imageVariants).values(newVariants);
    await tx
      .insert(eventSeries)
      .values(demo.series.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    const insertedEvents = await tx
      .insert(events)
      .values(demo.events.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: events.id });
    const insertedRsvps = await tx
      .insert(eventRsvps)
      .values(demo.rsvps)
      .onConflictDoNothing()
      .returning({ id: eventRsvps.id });
    const insertedChurches = await tx
      .insert(houseChurches)
      .values(
        demoHouseChurches.map((row) => ({
          ...row,
          // Placed for distance searches as the staff form places a church it saves.
          ...churchAreaColumns({
            neighborhood: row.neighborhood ?? null,
            city: row.city,
            postalCode: row.postalCode ?? null,
          }),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: houseChurches.id });
    const insertedVideos = await tx
      .insert(videos)
      .values(demoVideos(now))
      .onConflictDoNothing()
      .returning({ videoId: videos.videoId });
    await advanceIdentityPastSeededIds(tx, getTableName(events));
    await advanceIdentityPastSeededIds(tx, getTableName(eventSeries));
    await advanceIdentityPastSeededIds(tx, getTableName(houseChurches));
    return {
      events: insertedEvents.length,
      eventRsvps: insertedRsvps.length,
      houseChurches: insertedChurches.length,
      videos: insertedVideos.length,
    };
  });
}

/**
 * Whether the demo content is in the database: one of its events or house churches still there, by
 * its fixed id and its own name (a site's real event 1 is not the demo's). The demo checkout is on
 * by default only then (docs/product.md#donations-and-payments).
 */
export async function holdsDemoContent(db: Database): Promise<boolean> {
  const demo = new Map(demoEvents(new Date()).events.map((event) => [event.id, event.title]));
  const eventRows = await db
    .select({ id: events.id, name: events.title })
    .from(events)
    .where(inArray(events.id, [...demo.keys()]));
  if (eventRows.some((row) => demo.get(row.id) === row.name)) return true;
  const churches = new Map(demoHouseChurches.map((church) => [church.id, church.name]));
  const churchRows = await db
    .select({ id: houseChurches.id, name: houseChurches.name })
    .from(houseChurches)
    .where(inArray(houseChurches.id, [...churches.keys()]));
  return churchRows.some((row) => churches.get(row.id) === row.name);
}

/**
 * The seed writes explicit ids, which does not move the identity sequence; without this the next
 * event staff create would collide with a seeded id. Only ever moves the sequence forward, so ids of
 * deleted rows are not handed out again.
 */
async function advanceIdentityPastSeededIds(tx: Executor, table: string): Promise<void> {
  const [state] = await queryRows<{ sequence: string; maxId: number | null; lastValue: number | null }>(
    tx,
    sql`select s.sequence, m.max_id as "maxId", q.last_value as "lastValue"
        from (select pg_get_serial_sequence(${table}, 'id') as sequence) s
        cross join (select max(id)::int as max_id from ${sql.identifier(table)}) m
        left join pg_sequences q on format('%I.%I', q.schemaname, q.sequencename) = s.sequence`,
  );
  if (!state?.sequence || state.maxId === null) return;
  if (state.lastValue !== null && Number(state.lastValue) >= state.maxId) return;
  await tx.execute(sql`select setval(${state.sequence}, ${state.maxId})`);
}
