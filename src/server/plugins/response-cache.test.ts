/**
 * The response cache inside the real app: public reads answered from memory until a write, and,
 * on PostgreSQL, a write through one app process clearing the caches of the others (two apps on
 * one database stand for two processes behind a load balancer).
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestDatabase, usingPostgres } from '#tests/helpers/database.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';
import { insertHouseChurch } from '#tests/helpers/generators/house-churches.ts';
import { OUTREACH_API } from '#shared/outreach/words.ts';
import { eventRsvps } from '#server/db/schema/index.ts';

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

/** Is a public read answered from memory? */
async function cached(t: TestApp, url: string) {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.headers['x-cache'] === 'hit';
}

const human = (t: TestApp) => ({ website: '', form_started_at: t.app.deps.clock.now().getTime() - 8000 });

/** Ann RSVPs for two guests. */
async function rsvpForTwo(t: TestApp, eventId: number) {
  const rsvp = await t.request({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp/`,
    payload: { name: 'Ann', email: 'ann@example.org', guests: 2, ...human(t) },
  });
  expect(rsvp.statusCode).toBeLessThan(300);
}

/** Writes a visitor or a staff member makes that no public page shows. */
async function writesNoPageShows(t: TestApp) {
  const posts = [
    [OUTREACH_API.contact, { name: 'Ruth', email: 'ruth@example.org', subject: 'Hi', message: 'When?' }],
    [OUTREACH_API.prayer, { name: 'Hannah', email: 'hannah@example.org', request: 'Please pray.' }],
    ['/api/newsletter/subscribe/', { email: 'lydia@example.org' }],
  ] as const;
  for (const [url, payload] of posts) {
    const response = await t.request({ method: 'POST', url, payload: { ...payload, ...human(t) } });
    expect(response.statusCode, url).toBeLessThan(300);
  }
  // A sign-in, too (it stores a session and a sign-in record).
  await signInAsStaff(t);
}

describe('the response cache in the app', () => {
  it('keeps every cached read through a contact message, a prayer request, a newsletter sign-up and a sign-in', async () => {
    const t = await createTestApp({ responseCache: true });
    apps.push(t);
    const event = await insertEvent(t.db);
    const reads = ['/api/events/', `/api/events/${event.id}/`, '/api/house-church/house-churches/'];
    for (const url of reads) await cached(t, url);
    for (const url of reads) expect(await cached(t, url), url).toBe(true);

    await writesNoPageShows(t);
    for (const url of reads) expect(await cached(t, url), url).toBe(true);
  });

  it('clears only what an RSVP changes: the events reads, not the house-church directory', async () => {
    const t = await createTestApp({ responseCache: true });
    apps.push(t);
    const event = await insertEvent(t.db);
    await insertHouseChurch(t.db);
    const events = ['/api/events/', `/api/events/${event.id}/`];
    const directory = '/api/house-church/house-churches/';
    for (const url of [...events, directory]) await cached(t, url);

    await rsvpForTwo(t, event.id);
    for (const url of events) expect(await cached(t, url), url).toBe(false);
    expect(
      ((await t.request({ method: 'GET', url: `/api/events/${event.id}/` })).json() as { rsvp_count: number })
        .rsvp_count,
    ).toBe(2);
    expect(await cached(t, directory)).toBe(true);
  });

  it('clears only the events reads when staff remove an attendee, as an RSVP does', async () => {
    const t = await createTestApp({ responseCache: true });
    apps.push(t);
    const event = await insertEvent(t.db);
    await insertHouseChurch(t.db);
    await rsvpForTwo(t, event.id);
    const [attendee] = await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id));
    const cookie = await signInAsStaff(t);
    const events = ['/api/events/', `/api/events/${event.id}/`];
    const directory = '/api/house-church/house-churches/';
    for (const url of [...events, directory]) await cached(t, url);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/attendees/${attendee!.id}/`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const url of events) expect(await cached(t, url), url).toBe(false);
    expect(
      ((await t.request({ method: 'GET', url: `/api/events/${event.id}/` })).json() as { rsvp_count: number })
        .rsvp_count,
    ).toBe(0);
    expect(await cached(t, directory)).toBe(true);
  });

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
    'clears every process sharing the database when one of them takes a write, and only what it changes',
    async () => {
      const database = await createTestDatabase();
      const first = await createTestApp({ responseCache: true, database });
      const second = await createTestApp({ responseCache: true, database });
      apps.push(first, second);
      const event = await insertEvent(first.db);
      await titleSeenBy(second, event.id);
      await cached(second, '/api/events/');
      expect((await titleSeenBy(second, event.id)).hit).toBe(true);
      expect(await cached(second, '/api/events/')).toBe(true);

      // Forms that no page shows, through the first process: the second keeps its cache.
      await writesNoPageShows(first);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await titleSeenBy(second, event.id)).hit).toBe(true);

      const cookie = await signInAsStaff(first, {
        username: 'editor',
        password: 'correct horse battery staple',
      });
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
      const list = await second.request({ method: 'GET', url: '/api/events/' });
      expect(list.body).toContain('Edited through the first process');
    },
  );
});
