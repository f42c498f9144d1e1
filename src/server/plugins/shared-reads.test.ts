/**
 * The events banner is read once and shared by every render (shared-reads.ts), yet a staff edit
 * shows on the very next page and a past event never stays in it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { openPrivateLink } from '#tests/helpers/private-links.ts';
import { buildEventPayload, daysAfter, insertEvent } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { SharedReads } from '#server/plugins/shared-reads.ts';

describe('SharedReads', () => {
  it('reads once for many callers, keeps the value until its time, then reads again', async () => {
    const reads = new SharedReads();
    let loads = 0;
    const load = async () => ({ value: ++loads, until: 1_000 });
    expect(await Promise.all([reads.remember('x', 0, load), reads.remember('x', 0, load)])).toEqual([1, 1]);
    expect(await reads.remember('x', 999, load)).toBe(1);
    expect(await reads.remember('x', 1_000, load)).toBe(2);
  });

  it('forgets on clear, and keeps nothing a read begun before the clear returns', async () => {
    const reads = new SharedReads();
    let loads = 0;
    let finish!: () => void;
    const slow = () =>
      new Promise<{ value: number; until: number }>((resolve) => {
        loads += 1;
        finish = () => resolve({ value: loads, until: Number.POSITIVE_INFINITY });
      });
    const first = reads.remember('x', 0, slow);
    reads.clear();
    finish();
    expect(await first).toBe(1);
    const second = reads.remember('x', 0, slow);
    finish();
    expect(await second).toBe(2);
    reads.clear();
    const third = reads.remember('x', 0, slow);
    finish();
    expect(await third).toBe(3);
  });

  it('never keeps a value that is already out of date', async () => {
    const reads = new SharedReads();
    let loads = 0;
    const failed = async () => ({ value: ++loads, until: 0 });
    await reads.remember('x', 5, failed);
    expect(await reads.remember('x', 5, failed)).toBe(2);
  });
});

describe('the events banner on pages rendered per request', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close();
    await t?.database.close();
    t = undefined;
  });

  // The thank-you page is rendered for each visitor (its link's id moves into a cookie first).
  const thankYouPage = async (app: TestApp) =>
    (await openPrivateLink(app.app, `/donation-success?donation_id=${crypto.randomUUID()}`)).page.body;

  it('shows a staff edit on the next page, and moves on to the next event once one starts', async () => {
    const clock = createTestClock(new Date('2026-12-01T15:00:00Z'));
    t = await createTestApp({ pages: true, responseCache: true, clock });
    const first = await insertEvent(t.db, {
      title: 'Advent Night',
      isFeatured: true,
      date: new Date('2026-12-04T01:00:00Z'),
    });
    await insertEvent(t.db, {
      title: 'Christmas Gathering',
      isFeatured: true,
      date: daysAfter(clock.now(), 20),
    });
    expect(await thankYouPage(t)).toContain('Advent Night');

    const cookie = await signInAsStaff(t);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/events/${first.id}/`,
      headers: { cookie },
      payload: buildEventPayload({
        title: 'Advent Night of Worship',
        date: '2026-12-03T19:00',
        end_date: '2026-12-03T21:00',
      }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await thankYouPage(t)).toContain('Advent Night of Worship');

    clock.advance(3 * 24 * 60 * 60 * 1000);
    const later = await thankYouPage(t);
    expect(later).toContain('Christmas Gathering');
    expect(later).not.toContain('Advent Night of Worship');
  });
});
