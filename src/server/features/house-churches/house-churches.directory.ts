/**
 * The public view of a house church and the directory's search (docs/product.md#house-church-directory):
 * the only columns the public API reads, and a place or position turned into a list nearest first.
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { hasRoom, spotsLeft } from '#shared/house-churches/capacity.ts';
import type { HouseChurchListQuery, PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { NEARBY_MILES } from '#shared/house-churches/contract.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern } from '#server/db/list-query.ts';
import { houseChurches } from '#server/db/schema/index.ts';
import { hasRoomSql, seatsOf } from '#server/features/house-churches/house-churches.capacity.sql.ts';
import { pictureFromJson, pictureJsonSql } from '#server/features/images/images.references.ts';
import {
  churchArea,
  findPlace,
  looksLikeZip,
  milesBetween,
  type Position,
} from '#server/features/house-churches/house-churches.places.ts';

/** The only columns the public API reads: no street address, position or leader contact. */
export const publicColumns = {
  id: houseChurches.id,
  name: houseChurches.name,
  description: houseChurches.description,
  nameEs: houseChurches.nameEs,
  descriptionEs: houseChurches.descriptionEs,
  neighborhood: houseChurches.neighborhood,
  city: houseChurches.city,
  state: houseChurches.state,
  meetingDay: houseChurches.meetingDay,
  meetingTime: houseChurches.meetingTime,
  meetingDurationHours: houseChurches.meetingDurationHours,
  leaderName: houseChurches.leaderName,
  currentMembers: houseChurches.currentMembers,
  maxCapacity: houseChurches.maxCapacity,
  acceptsChildren: houseChurches.acceptsChildren,
  requiresVaccination: houseChurches.requiresVaccination,
  isFlagship: houseChurches.isFlagship,
  imageId: houseChurches.imageId,
  /** The library picture's size and alt text, read with the row (docs/product.md#images). */
  pictureJson: pictureJsonSql('house_churches'),
};
type PublicRow = Pick<
  typeof houseChurches.$inferSelect,
  Exclude<keyof typeof publicColumns, 'pictureJson'>
> & {
  pictureJson: string | null;
};

/** What places a church in a distance search: its stored area, or one worked out from its fields. */
const areaColumns = {
  areaLatitude: houseChurches.areaLatitude,
  areaLongitude: houseChurches.areaLongitude,
  postalCode: houseChurches.postalCode,
};
type AreaRow = Pick<typeof houseChurches.$inferSelect, keyof typeof areaColumns | 'neighborhood' | 'city'>;

/**
 * A church's area: stored when staff last saved it, else worked out the same way (a church saved
 * before areas were stored). Never its street address or exact position.
 */
function areaOf(row: AreaRow): Position | null {
  if (row.areaLatitude !== null && row.areaLongitude !== null) {
    return { latitude: row.areaLatitude, longitude: row.areaLongitude };
  }
  return churchArea(row);
}

/** The public view of a church; the one place spots_available and is_full are worked out. */
export function toPublicHouseChurch(row: PublicRow, distanceMiles: number | null = null): PublicHouseChurch {
  const seats = seatsOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    name_es: row.nameEs,
    description_es: row.descriptionEs,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    meeting_day: row.meetingDay,
    meeting_time: row.meetingTime,
    meeting_duration_hours: Number(row.meetingDurationHours),
    leader_name: row.leaderName,
    current_members: row.currentMembers,
    max_capacity: row.maxCapacity,
    spots_available: spotsLeft(seats),
    accepts_children: row.acceptsChildren,
    requires_vaccination: row.requiresVaccination,
    is_full: !hasRoom(seats),
    is_flagship: row.isFlagship,
    image_id: row.imageId,
    image: pictureFromJson(row.pictureJson),
    distance_miles: distanceMiles === null ? null : Math.round(distanceMiles * 10) / 10,
  };
}

/** The place a search measures from: what was typed, else the visitor's position; null for none. */
function searchOrigin(query: HouseChurchListQuery): { origin: Position | null; near: string } {
  const near = query.near.trim();
  if (near) return { origin: findPlace(near), near };
  if (query.lat !== null && query.lng !== null) {
    return { origin: { latitude: query.lat, longitude: query.lng }, near: '' };
  }
  return { origin: null, near: '' };
}

/** The directory's answer; `unknownPlace` when the text typed is no place and no part of a church's. */
export interface DirectoryList {
  churches: PublicHouseChurch[];
  unknownPlace: boolean;
}
const unknownPlace: DirectoryList = { churches: [], unknownPlace: true };

/**
 * The directory (docs/product.md#house-church-directory). A place (ZIP code, neighborhood, city)
 * or a position lists the churches within NEARBY_MILES of it, nearest first, each with its
 * distance; text that is no known place matches a part of a church's city or neighborhood, and
 * text that matches nothing is refused with a message saying what to type.
 */
export async function listDirectory(db: Database, query: HouseChurchListQuery): Promise<DirectoryList> {
  const conditions: SQL[] = [eq(houseChurches.isActive, true)];
  const city = query.city.trim();
  // A plain substring: the visitor's % and _ are not wildcards.
  if (city) conditions.push(ilike(houseChurches.city, containsPattern(city)));
  const { origin, near } = searchOrigin(query);
  if (near && !origin) {
    if (looksLikeZip(near)) return unknownPlace;
    const partOfName = or(
      ilike(houseChurches.city, containsPattern(near)),
      ilike(houseChurches.neighborhood, containsPattern(near)),
    )!;
    const [named] = await db
      .select({ id: houseChurches.id })
      .from(houseChurches)
      .where(and(eq(houseChurches.isActive, true), partOfName))
      .limit(1);
    if (!named) return unknownPlace;
    conditions.push(partOfName);
  }
  if (query.meeting_day) conditions.push(eq(houseChurches.meetingDay, query.meeting_day));
  if (query.has_spots) conditions.push(hasRoomSql());
  if (query.accepts_children) conditions.push(eq(houseChurches.acceptsChildren, true));
  const rows = await db
    .select({ ...publicColumns, ...areaColumns })
    .from(houseChurches)
    .where(and(...conditions))
    .orderBy(desc(houseChurches.isFlagship), asc(houseChurches.name));
  if (!origin) return { churches: rows.map((row) => toPublicHouseChurch(row)), unknownPlace: false };
  // Nearest first; a church that cannot be placed comes last, without a distance.
  const churches = rows
    .map((row) => {
      const area = areaOf(row);
      return { row, miles: area ? milesBetween(origin, area) : Infinity };
    })
    .filter(({ miles }) => miles === Infinity || miles <= NEARBY_MILES)
    .sort((a, b) => (a.miles === b.miles ? 0 : a.miles - b.miles))
    .map(({ row, miles }) => toPublicHouseChurch(row, miles === Infinity ? null : miles));
  return { churches, unknownPlace: false };
}
