/**
 * The one capacity rule of a house church (docs/product.md#house-church-capacity-and-joining): it has
 * room for n more seats while its members plus n do not pass its capacity. Without zod, so any page
 * or schema may use it. The server's SQL twin, for queries and guarded writes, is
 * src/server/features/house-churches/house-churches.capacity.sql.ts; a test proves the two agree.
 */

/** The two numbers the rule reads, named as the API names them. */
export interface ChurchSeats {
  current_members: number;
  max_capacity: number;
}

/** Room for `seats` more members. With 0 seats: the members fit the capacity at all. */
export function hasRoom(church: ChurchSeats, seats = 1): boolean {
  return church.current_members + seats <= church.max_capacity;
}

/** How many more members fit; never below 0. */
export function spotsLeft(church: ChurchSeats): number {
  return Math.max(church.max_capacity - church.current_members, 0);
}
