/**
 * The capacity rule of src/shared/house-churches/capacity.ts as the database reads it, for a filter
 * or a guarded write (docs/product.md#house-church-capacity-and-joining). capacity.test.ts proves the
 * two give the same answer; the table's check constraint (members <= capacity) stays as the backstop.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ChurchSeats } from '#shared/house-churches/capacity.ts';
import { houseChurches } from '#server/db/schema/index.ts';

/** SQL twin of hasRoom(church, seats): the row has room for `seats` more members. */
export function hasRoomSql(seats = 1): SQL<boolean> {
  return sql<boolean>`(${houseChurches.currentMembers} + ${seats}::int <= ${houseChurches.maxCapacity})`;
}

/** A row's two numbers under the API's names, for hasRoom and spotsLeft. */
export function seatsOf(row: { currentMembers: number; maxCapacity: number }): ChurchSeats {
  return { current_members: row.currentMembers, max_capacity: row.maxCapacity };
}
