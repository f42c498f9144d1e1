/**
 * The capacity rule and its SQL twin give the same answer: the directory's "Has Available Spots"
 * filter and the approval's guarded write (SQL) agree with the join check, the admin form and the
 * Full tag (hasRoom). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRoom, spotsLeft } from '#shared/house-churches/capacity.ts';
import { createTestDatabase } from '#tests/helpers/database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { houseChurches } from '#server/db/schema/index.ts';
import { hasRoomSql, seatsOf } from '#server/features/house-churches/house-churches.capacity.sql.ts';

/** Every church the table allows with a capacity of 1 to 5: empty, part-filled, one seat left, full. */
const CASES = [1, 2, 3, 4, 5].flatMap((maxCapacity) =>
  Array.from({ length: maxCapacity + 1 }, (_, currentMembers) => ({ currentMembers, maxCapacity })),
);
const SEATS = [0, 1, 2, 3];

describe('the capacity rule and its SQL twin', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(houseChurches).values(
      CASES.map((seats, index) => ({
        name: `Church ${index}`,
        city: 'Austin',
        meetingDay: 'Sunday' as const,
        meetingTime: '10:00:00',
        leaderName: 'Leader',
        ...seats,
      })),
    );
  });
  afterAll(() => handle.close());

  it.each(SEATS)('agree on every church for %i more seats', async (seats) => {
    const rows = await handle.db
      .select({
        currentMembers: houseChurches.currentMembers,
        maxCapacity: houseChurches.maxCapacity,
        room: hasRoomSql(seats),
      })
      .from(houseChurches)
      .orderBy(asc(houseChurches.id));
    expect(rows).toHaveLength(CASES.length);
    const answers = (answer: (row: (typeof rows)[number]) => boolean) =>
      rows.map((row) => `${row.currentMembers}/${row.maxCapacity} +${seats}: ${answer(row)}`);
    expect(answers((row) => row.room)).toEqual(answers((row) => hasRoom(seatsOf(row), seats)));
  });

  it('finds, as a filter, exactly the churches with a spot left', async () => {
    const open = await handle.db
      .select({ currentMembers: houseChurches.currentMembers, maxCapacity: houseChurches.maxCapacity })
      .from(houseChurches)
      .where(hasRoomSql());
    expect(open).toHaveLength(CASES.filter((c) => spotsLeft(seatsOf(c)) > 0).length);
    expect(open.every((row) => spotsLeft(seatsOf(row)) > 0)).toBe(true);
  });
});
