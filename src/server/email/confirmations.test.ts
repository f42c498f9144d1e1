/**
 * Email bombing (docs/product.md#emails-and-the-outbox): every public form replies to whatever address
 * was typed in, so posting one again and again, from as many IP addresses as one likes, filled a
 * stranger's inbox. Now each form replies at most once an hour per address (enqueueConfirmation).
 * Every post is still stored, staff still hear of every one (beyond 5 in 10 minutes, counted in a
 * digest: staff-notices.ts), and every post gets the same answer. The per-IP form limit is on here, as
 * in production, to show that rotating addresses gets past it and the reply rule still holds.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';
import { buildJoinPayload, insertHouseChurch } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import {
  bibleStudySignups,
  contactMessages,
  devotionalLeads,
  emailOutbox,
  emailSubscribers,
  eventLeads,
  eventRsvps,
  eventWaitlist,
  houseChurchRegistrations,
  leaderApplications,
  prayerRequests,
} from '#server/db/schema/index.ts';
import { CONFIRMATION_FORMS, type ConfirmationForm } from '#server/email/confirmations.ts';

const STAFF = 'staff@ministry.test';
const TARGET = 'target@example.org';
/** The same address as typed by different hands: the rule compares addresses in any case. */
const typedAs = (i: number) => (i % 2 === 0 ? 'Target@Example.org' : 'TARGET@example.ORG');
const POSTS = 20;
const MINUTE = 60_000;

// A day ahead of the real time, so the outbox (which stamps other rows by the database's clock)
// finds every email due by the test clock.
const clock = createTestClock(new Date(Date.now() + 24 * 60 * MINUTE));
const person = () => ({ website: '', form_started_at: clock.now().getTime() - 8000 });

interface FormCase {
  /** Post number `n` (0-based) for the target address. */
  url(n: number): string;
  payload(n: number): object;
  /** The table each post is stored in, and how many rows 20 posts leave (one per person for leads). */
  table: PgTable;
  rowsAfter20: number;
  /** The kind of the staff notification, when the form has one. */
  staffKind?: string;
}

let t: TestAppWithMail;
const churchIds: number[] = [];
const eventIds: number[] = [];
const fullEventIds: number[] = [];

const forms: Record<ConfirmationForm, FormCase> = {
  contact: {
    url: () => '/api/contact/',
    payload: (n) => ({ name: `Visitor ${n}`, email: typedAs(n), subject: 'Hello', message: 'Hi.' }),
    table: contactMessages,
    rowsAfter20: POSTS,
    staffKind: 'contact.staff',
  },
  prayer: {
    url: () => '/api/prayer-request/',
    payload: (n) => ({ name: `Visitor ${n}`, email: typedAs(n), request: 'Please pray.' }),
    table: prayerRequests,
    rowsAfter20: POSTS,
    staffKind: 'prayer.staff',
  },
  'devotional-lead': {
    url: () => '/api/devotional-lead/',
    payload: (n) => ({ name: `Visitor ${n}`, email: typedAs(n), interests: ['devotionals'] }),
    table: devotionalLeads,
    rowsAfter20: 1,
    staffKind: 'devotional-lead.staff',
  },
  'event-lead': {
    url: () => '/api/event-lead/',
    payload: (n) => ({
      name: `Visitor ${n}`,
      email: typedAs(n),
      phone: '512-555-0199',
      interests: ['volunteer'],
    }),
    table: eventLeads,
    rowsAfter20: 1,
    staffKind: 'event-lead.staff',
  },
  'bible-study': {
    url: () => '/api/bible-study-signup/',
    payload: (n) => ({
      name: `Visitor ${n}`,
      email: typedAs(n),
      age_confirmed: true,
      notifications_enabled: false,
    }),
    table: bibleStudySignups,
    rowsAfter20: 1,
    staffKind: 'bible-study.staff',
  },
  'house-church-join': {
    // A different church each time, so every post is a new request that is stored.
    url: (n) => `/api/house-church/house-churches/${churchIds[n]}/join/`,
    payload: (n) => buildJoinPayload({ first_name: `Visitor ${n}`, email: typedAs(n) }),
    table: houseChurchRegistrations,
    rowsAfter20: POSTS,
    staffKind: 'house-church.join.staff',
  },
  'leader-application': {
    url: () => '/api/house-church/house-church-leaders/apply/',
    payload: (n) => buildLeaderApplicationPayload({ first_name: `Visitor ${n}`, email: typedAs(n) }),
    table: leaderApplications,
    rowsAfter20: POSTS,
    staffKind: 'house-church.leader-application.staff',
  },
  newsletter: {
    url: () => '/api/newsletter/subscribe/',
    payload: (n) => ({ email: typedAs(n) }),
    table: emailSubscribers,
    rowsAfter20: 1,
  },
  rsvp: {
    // A different event each time: every post is a first RSVP, stored.
    url: (n) => `/api/events/${eventIds[n]}/rsvp/`,
    payload: (n) => ({ name: `Visitor ${n}`, email: typedAs(n) }),
    table: eventRsvps,
    // Plus the one RSVP that fills each full event of the waitlist case.
    rowsAfter20: POSTS + POSTS + 2,
  },
  waitlist: {
    // A different full event each time: every post is a new place in line, stored.
    url: (n) => `/api/events/${fullEventIds[n]}/waitlist/`,
    payload: (n) => ({ name: `Visitor ${n}`, email: typedAs(n) }),
    table: eventWaitlist,
    rowsAfter20: POSTS,
  },
};

beforeAll(async () => {
  t = await createTestApp({ smtp: true, clock, env: { STAFF_EMAIL: STAFF, RATE_LIMITS: 'on' } });
  for (let n = 0; n < POSTS + 2; n += 1) {
    churchIds.push((await insertHouseChurch(t.db, { name: `Church ${n}` })).id);
    eventIds.push((await insertEvent(t.db, { title: `Gathering ${n}` })).id);
    const full = await insertEvent(t.db, { title: `Full gathering ${n}`, rsvpLimit: 1 });
    await insertRsvp(t.db, { eventId: full.id, email: `seated${n}@example.org` });
    fullEventIds.push(full.id);
  }
}, 60_000);
afterAll(() => t.close());

/** Every post from an IP address of its own. */
let nextIp = 0;
const ip = () => {
  nextIp += 1;
  return `198.51.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
};

const post = (form: FormCase, n: number) =>
  t.app.inject({
    method: 'POST',
    url: form.url(n),
    payload: { ...form.payload(n), ...person() },
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: ip(),
  });

/** What the target's inbox received over SMTP. */
const delivered = async () => {
  await t.app.services.outbox.idle();
  return t.smtp.messages.filter((mail) => recipientsOf(mail).includes(TARGET));
};
const rowsIn = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
/** How many posts staff heard of: one each staff notification, and what the form's digests count. */
const staffHeardOf = async (form: string, kind: string) => {
  const emails = await t.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.kind, [kind, `${form}.staff-digest`]), eq(emailOutbox.toAddress, STAFF)));
  const counted = (email: { kind: string; subject: string }) =>
    email.kind === kind ? 1 : Number(/\] (\d+) more /.exec(email.subject)![1]);
  return emails.reduce((sum, email) => sum + counted(email), 0);
};
const repliesQueued = async (form: ConfirmationForm) =>
  (
    await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.confirmationForm, form), sql`lower(${emailOutbox.toAddress}) = ${TARGET}`))
  )[0]!.n;

describe('at most one reply per form and address an hour, whatever the IP address', () => {
  it.each(CONFIRMATION_FORMS)(
    '%s: 20 posts from 20 addresses are all stored and answered alike; the inbox gets one reply',
    async (name) => {
      const form = forms[name];
      const before = (await delivered()).length;

      const answers: Awaited<ReturnType<typeof post>>[] = [];
      for (let n = 0; n < POSTS; n += 1) answers.push(await post(form, n));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(POSTS).fill(201));
      // The limit is never revealed: the last answer says what the first said (names aside).
      const said = (n: number) => answers[n]!.json<{ message: string }>().message.replace(`Visitor ${n}`, '');
      expect(new Set(answers.map((_, n) => said(n))).size).toBe(1);

      expect(await rowsIn(form.table)).toBe(form.rowsAfter20);
      if (form.staffKind) expect(await staffHeardOf(name, form.staffKind)).toBe(POSTS);
      expect((await delivered()).length - before).toBe(1);
      expect(await repliesQueued(name)).toBe(1);

      // 59 minutes on, still within the hour: stored, no reply.
      clock.advance(59 * MINUTE);
      expect((await post(form, POSTS)).statusCode).toBe(201);
      expect((await delivered()).length - before).toBe(1);

      // An hour after the reply, the next post gets one again.
      clock.advance(MINUTE);
      expect((await post(form, POSTS + 1)).statusCode).toBe(201);
      expect((await delivered()).length - before).toBe(2);
      expect(await repliesQueued(name)).toBe(2);
      if (form.staffKind) expect(await staffHeardOf(name, form.staffKind)).toBe(POSTS + 2);
    },
    120_000,
  );
});

describe('posts for one address at the same moment', () => {
  it('still get one reply between them (on PostgreSQL they really run at once)', async () => {
    clock.advance(2 * 60 * MINUTE);
    const form = forms.contact;
    const before = (await delivered()).length;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => post(form, n)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect((await delivered()).length - before).toBe(1);
    expect(await staffHeardOf('contact', 'contact.staff')).toBe(POSTS + 2 + 10);
  });
});
