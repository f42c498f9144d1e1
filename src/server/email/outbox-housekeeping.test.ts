/**
 * Outbox housekeeping: sent emails older than 90 days are deleted once a day, however many
 * processes check, and the outbox screen's totals still count them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { insertOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox, staffNoticeWindows } from '#server/db/schema/index.ts';
import { ministryDay } from '#shared/events/format.ts';

const DAY_MS = 24 * 60 * 60_000;
let clock: TestClock;
let first: TestApp;
let second: TestApp;

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  first = await createTestApp({ clock });
  // A second process on the same database.
  second = await createTestApp({ clock, database: first.database });
  for (const t of [first, second]) {
    await t.app.services.outbox.stop();
    // Each app checks at start; both checks have ended (one of them ran today's housekeeping).
    await t.app.services.outboxHousekeeping.stop();
  }
});
afterEach(async () => {
  await second.app.close();
  await first.close();
});

const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
const subjects = async () =>
  (await first.db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map((r) => r.subject).sort();

async function outboxScreen(query = '') {
  const cookie = await signInAsStaff(first);
  const response = await first.request({
    method: 'GET',
    url: `/api/admin/outbox/${query}`,
    headers: { cookie },
  });
  return response.json() as { count: number; archived_sent: number };
}

describe('outbox housekeeping', () => {
  it('deletes sent emails older than 90 days once a day across processes, and keeps counting them', async () => {
    await insertOutboxEmail(first.db, { subject: 'old sent', status: 'sent', sentAt: daysAgo(91) });
    await insertOutboxEmail(first.db, {
      subject: 'old sent 2',
      kind: 'other',
      status: 'sent',
      sentAt: daysAgo(120),
    });
    await insertOutboxEmail(first.db, { subject: 'recent sent', status: 'sent', sentAt: daysAgo(85) });
    await insertOutboxEmail(first.db, { subject: 'old failed', status: 'failed', createdAt: daysAgo(200) });
    await insertOutboxEmail(first.db, { subject: 'old held', status: 'held', createdAt: daysAgo(200) });

    // Today's run happened when the apps started (there was nothing old then): not again today.
    expect(await first.app.services.outboxHousekeeping.runIfDue()).toEqual({ ran: false });
    expect(await second.app.services.outboxHousekeeping.runIfDue()).toEqual({ ran: false });
    expect(await subjects()).toHaveLength(5);

    // The next day in Chicago: whichever process checks first runs it; the other finds it done.
    clock.advance(DAY_MS);
    const outcomes = await Promise.all([
      first.app.services.outboxHousekeeping.runIfDue(),
      second.app.services.outboxHousekeeping.runIfDue(),
    ]);
    expect(outcomes).toContainEqual({ ran: true, deleted: 2 });
    expect(outcomes).toContainEqual({ ran: false });
    expect(await subjects()).toEqual(['old failed', 'old held', 'recent sent']);

    // The screen lists the three left and still counts the two deleted where the filter includes them.
    expect(await outboxScreen()).toMatchObject({ count: 3, archived_sent: 2 });
    expect(await outboxScreen('?status=sent')).toMatchObject({ count: 1, archived_sent: 2 });
    expect(await outboxScreen('?status=failed')).toMatchObject({ count: 1, archived_sent: 0 });
    expect(await outboxScreen('?search=recent')).toMatchObject({ count: 1, archived_sent: 0 });

    // Five days later the recent one has passed 90 days too; the counts add up.
    clock.advance(5 * DAY_MS);
    expect(await second.app.services.outboxHousekeeping.runIfDue()).toEqual({ ran: true, deleted: 1 });
    expect(await outboxScreen()).toMatchObject({ count: 2, archived_sent: 3 });
  });

  it('deletes the counts of staff notification windows more than a day old, keeping the recent ones', async () => {
    clock.advance(DAY_MS); // the next day: its housekeeping is due
    await first.db.insert(staffNoticeWindows).values([
      { form: 'contact', windowStart: daysAgo(2), posts: 40 },
      { form: 'contact', windowStart: daysAgo(0.5), posts: 3 },
    ]);
    expect(await first.app.services.outboxHousekeeping.runIfDue()).toEqual({ ran: true, deleted: 0 });
    const left = await first.db.select({ posts: staffNoticeWindows.posts }).from(staffNoticeWindows);
    expect(left).toEqual([{ posts: 3 }]);
  });

  it('names the day in the ministry’s zone, not UTC', () => {
    // 03:00 UTC on 2 June is still 1 June in Chicago.
    expect(ministryDay(new Date('2030-06-02T03:00:00Z'))).toBe('2030-06-01');
  });
});
