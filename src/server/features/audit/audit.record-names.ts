/**
 * The names an audit entry reads with (docs/product.md#audit-log): "Approved Samuel Reyes's request
 * to join Northside House Church", never a record's id.
 *
 * Two kinds of name, looked up two ways, because the log is kept two years and never changes while
 * a person may be erased at any time (docs/product.md#privacy-export-and-erasure):
 *
 * - **a record's own name** (an event's title, a church's name, a newsletter's subject): nobody's
 *   personal data, so it is kept in the entry when it is written (`record_name`), and a deleted or
 *   renamed record still reads as it was;
 * - **a person's name** (who asked to join, who sent a prayer request): never kept in the entry. It
 *   is read from the live record each time the log is read, so once the record is erased (deleted,
 *   or a gift's donor replaced by "Erased") the log no longer names the person.
 *
 * Keyed by the entry's entity (audit.describe.ts); an entity missing here reads without a name. A
 * prayer request is never named: that someone asked for prayer is itself private
 * (docs/product.md#prayer-request-privacy).
 */
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  contactMessages,
  eventRsvps,
  eventSeries,
  events,
  eventWaitlist,
  houseChurches,
  houseChurchRegistrations,
  leaderApplications,
  newsletterCampaigns,
  resources,
  staffAccounts,
  testimonies,
} from '#server/db/schema/index.ts';

type Names = Map<string, string>;

interface RecordNames {
  /** The record's own name, kept in the entry; nothing personal. */
  kept?: (db: Database, id: string) => Promise<string | null>;
  /** People's names by record id, read when the log is read. */
  people?: (db: Database, ids: readonly string[]) => Promise<Names>;
}

const asText = (column: PgColumn) => sql<string>`${column}::text`;

async function firstName(rows: Promise<{ name: string | null }[]>): Promise<string | null> {
  return (await rows)[0]?.name ?? null;
}

/** The id column compared as text: ids in the log are text, the tables' are integers or UUIDs. */
const byId = (column: PgColumn, ids: readonly string[]) => inArray(asText(column), [...ids]);

const titleOf =
  (read: (db: Database, id: string) => Promise<{ name: string | null }[]>) => (db: Database, id: string) =>
    firstName(read(db, id));

async function mapOf(rows: Promise<{ id: string; name: string }[]>): Promise<Names> {
  return new Map((await rows).map((row) => [row.id, row.name]));
}

export const RECORD_NAMES: Record<string, RecordNames> = {
  event: {
    kept: titleOf((db, id) =>
      db
        .select({ name: events.title })
        .from(events)
        .where(byId(events.id, [id])),
    ),
  },
  'event-series': {
    kept: titleOf((db, id) =>
      db
        .select({ name: eventSeries.title })
        .from(eventSeries)
        .where(byId(eventSeries.id, [id])),
    ),
  },
  // A waiting-list place and an attendee: the event's title is kept, the person's name is not.
  waitlist: {
    kept: titleOf((db, id) =>
      db
        .select({ name: events.title })
        .from(eventWaitlist)
        .innerJoin(events, sql`${events.id} = ${eventWaitlist.eventId}`)
        .where(byId(eventWaitlist.id, [id])),
    ),
    people: (db, ids) =>
      mapOf(
        db
          .select({ id: asText(eventWaitlist.id), name: eventWaitlist.name })
          .from(eventWaitlist)
          .where(byId(eventWaitlist.id, ids)),
      ),
  },
  attendee: {
    kept: titleOf((db, id) =>
      db
        .select({ name: events.title })
        .from(eventRsvps)
        .innerJoin(events, sql`${events.id} = ${eventRsvps.eventId}`)
        .where(byId(eventRsvps.id, [id])),
    ),
    people: (db, ids) =>
      mapOf(
        db
          .select({ id: asText(eventRsvps.id), name: eventRsvps.name })
          .from(eventRsvps)
          .where(byId(eventRsvps.id, ids)),
      ),
  },
  'house-church': {
    kept: titleOf((db, id) =>
      db
        .select({ name: houseChurches.name })
        .from(houseChurches)
        .where(byId(houseChurches.id, [id])),
    ),
  },
  'join-request': {
    kept: titleOf((db, id) =>
      db
        .select({ name: houseChurches.name })
        .from(houseChurchRegistrations)
        .innerJoin(houseChurches, sql`${houseChurches.id} = ${houseChurchRegistrations.houseChurchId}`)
        .where(byId(houseChurchRegistrations.id, [id])),
    ),
    people: (db, ids) =>
      mapOf(
        db
          .select({
            id: asText(houseChurchRegistrations.id),
            name: sql<string>`${houseChurchRegistrations.firstName} || ' ' || ${houseChurchRegistrations.lastName}`,
          })
          .from(houseChurchRegistrations)
          .where(byId(houseChurchRegistrations.id, ids)),
      ),
  },
  'leader-application': {
    people: (db, ids) =>
      mapOf(
        db
          .select({
            id: asText(leaderApplications.id),
            name: sql<string>`${leaderApplications.firstName} || ' ' || ${leaderApplications.lastName}`,
          })
          .from(leaderApplications)
          .where(byId(leaderApplications.id, ids)),
      ),
  },
  message: {
    people: (db, ids) =>
      mapOf(
        db
          .select({ id: asText(contactMessages.id), name: contactMessages.name })
          .from(contactMessages)
          .where(byId(contactMessages.id, ids)),
      ),
  },
  // A testimony is named by its giver, a person: read, never kept. A picture is never named: its
  // description is free text typed by staff (audit.rooms.test.ts).
  testimony: {
    people: (db, ids) =>
      mapOf(
        db
          .select({ id: asText(testimonies.id), name: testimonies.name })
          .from(testimonies)
          .where(byId(testimonies.id, ids)),
      ),
  },
  resource: {
    kept: titleOf((db, id) =>
      db
        .select({ name: resources.title })
        .from(resources)
        .where(byId(resources.id, [id])),
    ),
  },
  newsletter: {
    kept: titleOf((db, id) =>
      db
        .select({ name: newsletterCampaigns.subject })
        .from(newsletterCampaigns)
        .where(byId(newsletterCampaigns.id, [id])),
    ),
  },
  // Staff accounts are not erased by a privacy request; a username is how the log names staff.
  staff: {
    kept: titleOf((db, id) =>
      db
        .select({ name: staffAccounts.username })
        .from(staffAccounts)
        .where(byId(staffAccounts.id, [id])),
    ),
  },
};

/** The record's own name to keep in the entry, or null (a person's record, or no such record). */
export async function keptRecordName(
  db: Database,
  entity: string | null,
  id: string | null,
): Promise<string | null> {
  const kept = entity && id ? RECORD_NAMES[entity]?.kept : undefined;
  if (!kept) return null;
  const name = await kept(db, id!);
  return name?.trim() ? name.trim() : null;
}

/** The people's names of a page of entries, by `${entity}:${id}`, from the records still held. */
export async function peopleNamed(
  db: Database,
  entries: readonly { entity: string | null; entity_id: string | null }[],
): Promise<Map<string, string>> {
  const idsByEntity = new Map<string, Set<string>>();
  for (const { entity, entity_id } of entries) {
    if (!entity || !entity_id || !RECORD_NAMES[entity]?.people) continue;
    idsByEntity.set(entity, (idsByEntity.get(entity) ?? new Set()).add(entity_id));
  }
  const named = new Map<string, string>();
  for (const [entity, ids] of idsByEntity) {
    const names = await RECORD_NAMES[entity]!.people!(db, [...ids]);
    for (const [id, name] of names) if (name.trim()) named.set(`${entity}:${id}`, name.trim());
  }
  return named;
}
