/**
 * The response cache inside the real app: public reads answered from memory until a write, and,
 * on PostgreSQL, a write through one app process clearing the caches of the others (two apps on
 * one database stand for two processes behind a load balancer).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestDatabase, usingPostgres } from '#tests/helpers/database.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  const closing = apps.splice(0).reverse();
  for (const t of closing) await t.app.close();
  // Each database once, after every app on it has stopped.
  for (const database of new Set(closing.map((t) => t.database))) await database.close();
});

async function titleSeenBy(t: TestApp, id: number) {
  const response = await t.request({ method: 'GET', url: `/api/events/${id}/` });
  return { title: (response.json() as { title: string }).title, hit: response.headers['x-cache'] === 'hit' };
}

describe('the response cache in the app', () => {
  it('answers a public read from memory until a staff edit, then shows the edit at once', async () => {
    const t = await createTestApp({ responseCache: true });
    apps.push(t);
    const event = await insertEvent(t.db);
    expect(await titleSeenBy(t, event.id)).toEqual({ title: 'Test Gathering', hit: false });
    expect(await titleSeenBy(t, event.id)).toEqual({ title: 'Test Gathering', hit: true });

    const cookie = await signInAsStaff(t);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: buildEventPayload({ title: 'Test Gathering (moved indoors)' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await titleSeenBy(t, event.id)).toEqual({ title: 'Test Gathering (moved indoors)', hit: false });
  });

  it.runIf(usingPostgres)(
    'clears every process sharing the database when one of them takes a write',
    async () => {
      const database = await createTestDatabase();
      const first = await createTestApp({ responseCache: true, database });
      const second = await createTestApp({ responseCache: true, database });
      apps.push(first, second);
      const event = await insertEvent(first.db);
      await titleSeenBy(second, event.id);
      expect((await titleSeenBy(second, event.id)).hit).toBe(true);

      const cookie = await signInAsStaff(first);
      const edit = await first.request({
        method: 'PUT',
        url: `/api/events/${event.id}/`,
        headers: { cookie },
        payload: buildEventPayload({ title: 'Edited through the first process' }),
      });
      expect(edit.statusCode).toBe(200);
      // The notification crosses the database in milliseconds; the second process then reads again.
      await expect
        .poll(async () => (await titleSeenBy(second, event.id)).title, { timeout: 5_000, interval: 50 })
        .toBe('Edited through the first process');
    },
  );
});
