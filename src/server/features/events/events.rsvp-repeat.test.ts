/**
 * An RSVP from an address that already answered (docs/product.md#rsvps-and-seats):
 * it changes nothing, is answered exactly as a new address is (so nobody learns who is signed up),
 * and the address's owner is emailed that they are signed up, with a private link that opens their RSVP.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onlySpotsLeftMessage } from '#shared/events/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertEvent } from '#tests/helpers/generators/events.ts';
import { manageTokenIn } from '#tests/helpers/rsvp-links.ts';
import { emailOutbox, eventRsvps } from '#server/db/schema/index.ts';

let t: TestAppWithMail;
let clock: ReturnType<typeof createTestClock>;
/** A form replies to an address at most once an hour (src/server/email/confirmations.ts). */
const AN_HOUR_LATER = 61 * 60_000;

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  t = await createTestApp({ clock, smtp: true });
});
afterEach(() => t.close());

const rsvp = (id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/events/${id}/rsvp/`, payload });
const rowsOf = (id: number) => t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, id));
/** What a person or a script can compare between two answers: everything but the live seat counts. */
const answerOf = (response: Awaited<ReturnType<typeof rsvp>>) => {
  const { event, ...rest } = response.json() as { event: Record<string, unknown> };
  return { status: response.statusCode, ...rest, eventKeys: Object.keys(event).sort() };
};

describe('the same address answering again', () => {
  it('changes nothing, in any letter case, and is answered exactly as a new address is', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 10 });
    const first = await rsvp(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 3 });
    expect(first.statusCode).toBe(201);
    const [before] = await rowsOf(event.id);

    for (const attending of [true, false]) {
      const payload = { name: 'Ann Lee', guests: 2, attending, message: 'Changed my mind' };
      const fresh = await rsvp(event.id, { ...payload, email: `new-${attending}@example.org` });
      const again = await rsvp(event.id, { ...payload, email: 'ANN@Example.org' });
      expect(answerOf(again)).toEqual(answerOf(fresh));
      expect(again.statusCode).toBe(201);
    }
    // Ann's RSVP is as she left it: 3 guests, attending, her message and time unchanged.
    const ann = (await rowsOf(event.id)).find((row) => row.id === before!.id);
    expect(ann).toEqual(before);
    expect(await rowsOf(event.id)).toHaveLength(3);
    const seats = (await t.request({ method: 'GET', url: `/api/events/${event.id}/` })).json();
    expect(seats).toMatchObject({ rsvp_count: 5, spots_remaining: 5 });
  });

  it('answers with the same seat counts as a new address gets, so the counts tell nobody who is signed up', async () => {
    // Two events with the same 3 seats taken: by Ann on one, by Bob on the other.
    const known = await insertEvent(t.db, { rsvpLimit: 10 });
    const other = await insertEvent(t.db, { rsvpLimit: 10 });
    await rsvp(known.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 3 });
    await rsvp(other.id, { name: 'Bob Ray', email: 'bob@example.org', guests: 3 });

    const payload = { name: 'Mallory', email: 'ann@example.org', guests: 2 };
    const seatsIn = (response: Awaited<ReturnType<typeof rsvp>>) => {
      const { rsvp_count, spots_remaining, is_full } = response.json().event as Record<string, unknown>;
      return { rsvp_count, spots_remaining, is_full };
    };
    const again = await rsvp(known.id, payload);
    const fresh = await rsvp(other.id, payload);
    expect(seatsIn(again)).toEqual(seatsIn(fresh));
    // Each answer shows the seats as it found them; the new one was stored all the same.
    expect(seatsIn(fresh)).toEqual({ rsvp_count: 3, spots_remaining: 7, is_full: false });
    const stored = (await t.request({ method: 'GET', url: `/api/events/${other.id}/` })).json();
    expect(stored).toMatchObject({ rsvp_count: 5, spots_remaining: 5 });
  });

  it('is refused as a new address is when its party would not fit, and its owner still gets the link', async () => {
    const event = await insertEvent(t.db, { title: 'Night of Worship', rsvpLimit: 4 });
    await rsvp(event.id, { name: 'Ann', email: 'ann@example.org', guests: 3 });
    clock.advance(AN_HOUR_LATER);
    const fresh = await rsvp(event.id, { name: 'Ann', email: 'someone@example.org', guests: 2 });
    const again = await rsvp(event.id, { name: 'Ann', email: 'ann@example.org', guests: 2 });
    expect(fresh.statusCode).toBe(409);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(fresh.json());
    expect(again.json()).toEqual({ error: onlySpotsLeftMessage(1) });

    const note = await t.smtp.waitForEmailTo('ann@example.org');
    await t.app.services.outbox.idle();
    const notes = t.smtp.messages.filter(
      (mail) => mail.subject === 'You are already signed up: Night of Worship',
    );
    expect(notes).toHaveLength(1);
    expect(note.subject).toMatch(/^Your RSVP: Night of Worship/);
    // The stranger's refused address got nothing; Ann's RSVP still holds 3 seats.
    expect(t.smtp.messages.some((mail) => mail.to && JSON.stringify(mail.to).includes('someone@'))).toBe(
      false,
    );
    expect((await rowsOf(event.id)).map((row) => row.guests)).toEqual([3]);
  });

  it('emails the owner that they are already signed up, with their answer as stored and a link that opens it', async () => {
    const event = await insertEvent(t.db, { title: 'Night of Worship', rsvpLimit: 10 });
    await rsvp(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 3 });
    const confirmation = await t.smtp.waitForEmailTo('ann@example.org');
    const firstToken = manageTokenIn(confirmation.text);

    // Within the hour of her confirmation, a repeat is answered alike but sends her nothing more.
    await rsvp(event.id, { name: 'Mallory', email: 'ann@example.org', guests: 1 });
    await t.app.services.outbox.idle();
    expect(t.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes('ann@'))).toHaveLength(1);

    clock.advance(AN_HOUR_LATER);
    await rsvp(event.id, { name: 'Mallory', email: 'Ann@example.org', guests: 1, attending: false });
    await t.app.services.outbox.idle();
    const note = t.smtp.messages.find(
      (mail) => mail.subject === 'You are already signed up: Night of Worship',
    );
    expect(note?.text).toContain('Dear Ann Lee,');
    expect(note?.text).toContain('You are already signed up, so nothing was changed.');
    expect(note?.text).toContain('Your answer: attending\nComing: 3 people');
    expect(note?.text).not.toContain('Mallory');
    const kinds = await t.db
      .select({ kind: emailOutbox.kind, n: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'events.rsvp_confirmation', n: 1 },
        { kind: 'events.rsvp_already_signed_up', n: 1 },
      ]),
    );

    // Both links open Ann's RSVP: the new one, and the one from her first email.
    const secondToken = manageTokenIn(note?.text);
    expect(secondToken).not.toBe(firstToken);
    for (const token of [firstToken, secondToken]) {
      const opened = await t.request({ method: 'GET', url: `/api/events/rsvp/?token=${token}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ name: 'Ann Lee', guests: 3, attending: true });
    }
  });
});
