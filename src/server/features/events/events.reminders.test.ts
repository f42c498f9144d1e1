/**
 * Event reminders (docs/product.md#event-reminders), driven by the test clock: due 48 hours and 3 hours
 * before (the default EVENT_REMINDER_OFFSETS), sent exactly once however often and however many jobs
 * run at once, with the manage link and, online, the join link; never for an event with reminders off,
 * a cancelled, TBD or started one, or to someone who declined; a missed window is skipped.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { loadConfig } from '#server/config.ts';
import { eventReminders, emailOutbox } from '#server/db/schema/index.ts';
import { dueReminders, EventReminderJob } from '#server/features/events/events.reminders.ts';

const HOUR = 3_600_000;
/** Saturday, December 14, 2030, 7 PM in Austin. */
const START = new Date('2030-12-15T01:00:00Z');
const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * HOUR);

let t: TestAppWithMail;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock(at(24 * 7));
  t = await createTestApp({ clock, smtp: true });
  // The app's own check runs once at start-up: wait for it (and stop its timer), so a test's first
  // runIfDue after moving the clock runs then, instead of joining that run on a slow machine.
  await t.app.services.eventReminders.stop();
});
afterEach(() => t.close());

const job = () => t.app.services.eventReminders;
/** Another app process's job on the same database. */
const otherProcessJob = () =>
  new EventReminderJob({
    db: t.db,
    clock,
    log: t.app.log,
    publicUrl: 'http://localhost:3000',
    offsets: loadConfig({}).eventReminderOffsets,
    onEmailQueued: () => t.app.services.outbox.kick(),
  });
const remindersQueued = async () =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'events.reminder')))
    .map((row) => row.toAddress)
    .sort();

async function attendedEvent(overrides: Parameters<typeof insertEvent>[1] = {}) {
  const event = await insertEvent(t.db, { title: 'Night of Worship', date: START, ...overrides });
  await insertRsvp(t.db, {
    eventId: event.id,
    name: 'Ann Lee',
    email: `ann-${event.id}@example.org`,
    createdAt: at(24 * 10),
  });
  await insertRsvp(t.db, {
    eventId: event.id,
    name: 'Cy Diaz',
    email: `cy-${event.id}@example.org`,
    attending: false,
    createdAt: at(24 * 10),
  });
  return event;
}

describe('reminders', () => {
  it('go 48 hours and 3 hours before, exactly once, with the manage and join links', async () => {
    const event = await attendedEvent({ isOnline: true, onlineUrl: 'https://meet.example/room' });
    expect(await job().runIfDue()).toBe(0);

    clock.set(at(48));
    // Run twice, and by two processes at once: one reminder.
    const [a, b] = await Promise.all([job().runIfDue(), otherProcessJob().runIfDue()]);
    expect(a + b).toBe(1);
    expect(await job().runIfDue()).toBe(0);
    expect(await remindersQueued()).toEqual([`ann-${event.id}@example.org`]);

    const mail = await t.smtp.waitForEmailTo(`ann-${event.id}@example.org`);
    expect(mail.subject).toBe('Reminder: Night of Worship, Saturday, December 14, 2030');
    expect(mail.text).toContain('Join online: https://meet.example/room');
    expect(mail.text).toContain('Can’t come after all?');
    expect(mail.text).toMatch(/\/events\/rsvp\?token=[\w-]{43}/);

    clock.set(at(2.9));
    // A second call while this process's run is under way joins that run (same count); the
    // other process's run waits for it and finds the reminder claimed, or the other way round.
    const [other, mine, joined] = await Promise.all([
      otherProcessJob().runIfDue(),
      job().runIfDue(),
      job().runIfDue(),
    ]);
    expect(joined).toBe(mine);
    expect(other + mine).toBe(1);
    expect(await remindersQueued()).toHaveLength(2);
    // Nobody who declined is ever reminded.
    expect((await remindersQueued()).some((to) => to.startsWith('cy-'))).toBe(false);
  });

  it('are not sent for an event with reminders off, a cancelled one or a TBD one', async () => {
    await attendedEvent({ remindersEnabled: false });
    await attendedEvent({ cancelledAt: at(24 * 3) });
    await attendedEvent({ dateTbd: true });
    for (const hours of [48, 3, 1]) {
      clock.set(at(hours));
      expect(await job().runIfDue()).toBe(0);
    }
    expect(await remindersQueued()).toEqual([]);
  });

  it('are turned off and on for one event by staff, in the event form’s setting', async () => {
    const event = await attendedEvent();
    const other = await attendedEvent();
    // Signed in afresh for each save: the clock moves days on in between.
    const save = async (reminders_enabled: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/events/${event.id}/`,
        headers: { cookie: await signInAsStaff(t) },
        payload: buildEventPayload({
          title: event.title,
          date: '2030-12-14T19:00',
          end_date: '',
          reminders_enabled,
        }),
      });
    expect((await save(false)).json()).toMatchObject({ reminders_enabled: false });
    clock.set(at(47));
    // Only the other event's attendee is reminded.
    expect(await job().runIfDue()).toBe(1);
    expect(await remindersQueued()).toEqual([`ann-${other.id}@example.org`]);
    expect((await save(true)).json()).toMatchObject({ reminders_enabled: true });
    clock.set(at(2.9));
    expect(await job().runIfDue()).toBe(2);
    expect(await remindersQueued()).toEqual(
      [`ann-${event.id}@example.org`, `ann-${other.id}@example.org`, `ann-${other.id}@example.org`].sort(),
    );
  });

  it('skip a window that was missed once the event has started', async () => {
    const started = await attendedEvent();
    const later = await attendedEvent({ date: new Date(START.getTime() + 24 * HOUR) });
    // The server was down from a week before until after the first event started: it gets nothing;
    // the second, 23 hours away, gets its 48-hour reminder late.
    clock.set(new Date(START.getTime() + HOUR));
    expect(await job().runIfDue()).toBe(1);
    expect(await remindersQueued()).toEqual([`ann-${later.id}@example.org`]);
    expect(await t.db.select().from(eventReminders)).toHaveLength(1);
    expect(await remindersQueued()).not.toContain(`ann-${started.id}@example.org`);
  });

  it('send only the latest window that has come, and none whose time passed before the answer', async () => {
    const event = await insertEvent(t.db, { date: START });
    // Answered the day before: the 48-hour window had passed, so only the 3-hour one is sent.
    await insertRsvp(t.db, { eventId: event.id, email: 'late@example.org', createdAt: at(24) });
    clock.set(at(20));
    expect(await job().runIfDue()).toBe(0);
    clock.set(at(2));
    expect(await job().runIfDue()).toBe(1);
    expect(await remindersQueued()).toEqual(['late@example.org']);
  });

  it('are reckoned again from the new start when staff move the event', async () => {
    const event = await attendedEvent();
    clock.set(at(47));
    expect(await job().runIfDue()).toBe(1);
    const cookie = await signInAsStaff(t);
    // Three days later, same time (7 PM, December 17, 2030, in Austin).
    const moved = await t.request({
      method: 'PUT',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: buildEventPayload({ title: event.title, date: '2030-12-17T19:00', end_date: '' }),
    });
    expect(moved.statusCode).toBe(200);
    expect(await job().runIfDue()).toBe(0);
    clock.set(new Date(START.getTime() + (72 - 47) * HOUR));
    expect(await job().runIfDue()).toBe(1);
    expect(await remindersQueued()).toEqual([`ann-${event.id}@example.org`, `ann-${event.id}@example.org`]);
  });

  it('follow the one due rule', () => {
    const offsets = loadConfig({}).eventReminderOffsets;
    expect(offsets).toEqual([
      { kind: '48h', beforeMs: 48 * HOUR },
      { kind: '3h', beforeMs: 3 * HOUR },
    ]);
    const due = (now: Date, claimed: string[] = []) =>
      dueReminders({ offsets, start: START, answeredAt: at(24 * 10), now, alreadyClaimed: new Set(claimed) });
    expect(due(at(49))).toEqual([]);
    expect(due(at(47))).toEqual([{ kind: '48h', outcome: 'sent' }]);
    expect(due(at(2), ['48h'])).toEqual([{ kind: '3h', outcome: 'sent' }]);
    expect(due(at(2))).toEqual([
      { kind: '48h', outcome: 'skipped' },
      { kind: '3h', outcome: 'sent' },
    ]);
    expect(due(START)).toEqual([]);
    expect(loadConfig({ EVENT_REMINDER_OFFSETS: 'off' }).eventReminderOffsets).toEqual([]);
    expect(loadConfig({ EVENT_REMINDER_OFFSETS: '1d, 90m' }).eventReminderOffsets).toEqual([
      { kind: '1d', beforeMs: 24 * HOUR },
      { kind: '90m', beforeMs: 1.5 * HOUR },
    ]);
    expect(() => loadConfig({ EVENT_REMINDER_OFFSETS: '2 days' })).toThrow(/EVENT_REMINDER_OFFSETS/);
  });
});
