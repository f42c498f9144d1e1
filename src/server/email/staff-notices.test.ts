/**
 * Staff notifications of the public forms (docs/product.md#emails-and-the-outbox): per form and
 * 10-minute window, the first 5 posts each get their own staff email; the rest are counted in one
 * digest sent once the window has closed, once, whichever app process queued or delivers it.
 */
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '#shared/site/settings.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import {
  contactMessages,
  emailOutbox,
  leaderApplications,
  prayerRequests,
  staffNoticeWindows,
} from '#server/db/schema/index.ts';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';

const STAFF = 'staff@ministry.test';
// 10:00 AM CDT on Monday, June 3, 2030: a window opens. (Later than the real time, which stamps
// each email's due time when it is queued.)
const WINDOW_OPENS = new Date('2030-06-03T15:00:00Z');
const MINUTE = 60_000;

const clock = createTestClock(WINDOW_OPENS);
let t: TestAppWithMail;
/** A second app process on the same database, with its own outbox worker and mail server. */
let other: TestAppWithMail;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF }, smtp: true, clock });
  other = await createTestApp({ env: { STAFF_EMAIL: STAFF }, smtp: true, clock, database: t.database });
});
afterAll(async () => {
  await other.app.close();
  await other.smtp.close();
  await t.close();
});
beforeEach(async () => {
  await delivered();
  for (const table of [
    staffNoticeWindows,
    contactMessages,
    prayerRequests,
    leaderApplications,
    emailOutbox,
  ]) {
    await t.db.delete(table);
  }
  t.smtp.messages.length = 0;
  other.smtp.messages.length = 0;
  clock.set(WINDOW_OPENS);
});

/** Both processes deliver whatever is due now. */
async function delivered() {
  for (const app of [t, other]) {
    app.app.services.outbox.kick();
    await app.app.services.outbox.idle();
  }
}
const staffMail = (): ParsedMail[] =>
  [...t.smtp.messages, ...other.smtp.messages].filter((mail) => recipientsOf(mail).includes(STAFF));
const subjects = () => staffMail().map((mail) => mail.subject ?? '');
const digests = () => staffMail().filter((mail) => /more .* in the last 10 minutes/.test(mail.subject ?? ''));
const stored = async (table: typeof contactMessages | typeof prayerRequests) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

/** `n` contact messages from one address, sent alternately to the two processes. */
async function contactPosts(n: number) {
  for (let i = 0; i < n; i += 1) {
    const app = i % 2 === 0 ? t : other;
    const response = await app.request({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Flood', email: 'flood@example.org', subject: `Post ${i + 1}`, message: 'Hello.' },
    });
    expect(response.statusCode).toBe(201);
  }
  // Delivered before the test moves the clock: an email left 'sending' across a jump of minutes
  // would look abandoned to the other process (outbox.ts, STALE_SENDING_MS).
  await delivered();
}

describe('staff notifications of a form, per 10 minutes', () => {
  it('36 posts in one window: 5 emails of their own, then one digest counting 31 once the window closes', async () => {
    clock.advance(2 * MINUTE);
    await contactPosts(36);
    await delivered();
    // Every post is stored; staff got the first 5, and nothing else yet.
    expect(await stored(contactMessages)).toBe(36);
    expect(subjects()).toHaveLength(5);
    expect(subjects().every((subject) => subject.includes('New contact message: Post'))).toBe(true);

    clock.set(new Date(WINDOW_OPENS.getTime() + 10 * MINUTE - 1));
    await delivered();
    expect(digests()).toHaveLength(0);

    clock.set(new Date(WINDOW_OPENS.getTime() + 10 * MINUTE));
    await delivered();
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest!.subject).toBe(`[${site.shortName}] 31 more contact messages in the last 10 minutes`);
    expect(digest!.text).toContain(
      `31 more contact messages arrived in the last 10 minutes — see the inbox: ${TEST_PUBLIC_URL}/admin/messages`,
    );
    expect(digest!.text).toContain(
      'Between 10:00 AM and 10:10 AM CDT on June 3, 2030, 36 contact messages arrived.',
    );

    // Later rounds of either process send nothing again.
    clock.advance(60 * MINUTE);
    await delivered();
    expect(staffMail()).toHaveLength(6);
    const queuedDigests = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'contact.staff-digest'));
    expect(queuedDigests[0]!.n).toBe(1);
  });

  it('counts posts arriving at once in both processes one after another (on PostgreSQL truly at once)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? t : other).request({
          method: 'POST',
          url: '/api/contact/',
          payload: { name: 'Flood', email: `flood${i}@example.org`, subject: `At once ${i}`, message: 'Hi.' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    await delivered();
    clock.advance(10 * MINUTE);
    await delivered();
    expect(subjects().filter((subject) => subject.includes('New contact message'))).toHaveLength(5);
    expect(digests().map((mail) => mail.subject)).toEqual([
      `[${site.shortName}] 7 more contact messages in the last 10 minutes`,
    ]);
  });

  it('emails a post on its own when its window’s digest has already gone (a process whose clock is behind)', async () => {
    await contactPosts(6);
    clock.set(new Date(WINDOW_OPENS.getTime() + 10 * MINUTE));
    await delivered();
    expect(digests()).toHaveLength(1);
    clock.set(new Date(WINDOW_OPENS.getTime() + 9 * MINUTE));
    await contactPosts(1);
    expect(subjects().filter((subject) => subject.includes('New contact message'))).toHaveLength(6);
    expect(digests()).toHaveLength(1);
  });

  it('counts each window apart: a digest for the first, and single emails again in the next', async () => {
    clock.advance(8 * MINUTE); // 10:08
    await contactPosts(7); // 5 emails, 2 for the digest
    clock.advance(4 * MINUTE); // 10:12, the next window
    await contactPosts(3);
    await delivered();
    expect(subjects()).toHaveLength(5 + 3 + 1);
    expect(digests().map((mail) => mail.subject)).toEqual([
      `[${site.shortName}] 2 more contact messages in the last 10 minutes`,
    ]);
    expect(digests()[0]!.text).toContain('Between 10:00 AM and 10:10 AM CDT');

    await contactPosts(4); // 7 in the second window: 2 more emails, and its digest counts 2 at 10:20
    clock.set(new Date(WINDOW_OPENS.getTime() + 20 * MINUTE));
    await delivered();
    expect(subjects()).toHaveLength(5 + 5 + 2);
    expect(digests().map((mail) => mail.subject)).toEqual([
      `[${site.shortName}] 2 more contact messages in the last 10 minutes`,
      `[${site.shortName}] 2 more contact messages in the last 10 minutes`,
    ]);
    // Either process may have delivered either digest: found by what they say, not by order.
    const windows = digests().map((mail) => /Between .*? arrived\./.exec(mail.text ?? '')?.[0]);
    expect(windows.sort()).toEqual([
      'Between 10:00 AM and 10:10 AM CDT on June 3, 2030, 7 contact messages arrived.',
      'Between 10:10 AM and 10:20 AM CDT on June 3, 2030, 7 contact messages arrived.',
    ]);
    expect(await stored(contactMessages)).toBe(14);
  });

  it('never puts a private prayer request in the digest, and counts each form apart', async () => {
    const secret = 'Please pray about my diagnosis, which nobody knows yet.';
    for (let i = 0; i < 7; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/prayer-request/',
        payload: { name: `Hannah ${i}`, email: `hannah${i}@example.org`, request: secret, is_private: true },
      });
      expect(response.statusCode).toBe(201);
    }
    await contactPosts(1); // another form: an email of its own
    clock.advance(10 * MINUTE);
    await delivered();
    expect(await stored(prayerRequests)).toBe(7);
    expect(subjects().filter((s) => s.includes('New private prayer request'))).toHaveLength(5);
    expect(subjects().filter((s) => s.includes('New contact message'))).toHaveLength(1);
    const [digest] = digests();
    expect(digest!.subject).toBe(`[${site.shortName}] 2 more prayer requests in the last 10 minutes`);
    expect(digest!.text).toContain(`see the prayer requests: ${TEST_PUBLIC_URL}/admin/prayer-requests`);
    for (const mail of staffMail()) {
      expect(mail.text).not.toContain('diagnosis');
    }
  });

  it('gathers leader applications the same way, linking to the applications', async () => {
    for (let i = 0; i < 6; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/house-church/house-church-leaders/apply/',
        payload: buildLeaderApplicationPayload({ email: `leader${i}@example.net` }),
      });
      expect(response.statusCode).toBe(201);
    }
    await delivered();
    clock.advance(10 * MINUTE);
    await delivered();
    expect(subjects().filter((s) => s.startsWith('New house church leader application'))).toHaveLength(5);
    expect(digests()[0]!.text).toContain(
      `1 more house church leader application arrived in the last 10 minutes — see the applications: ${TEST_PUBLIC_URL}/admin/house-churches/applications`,
    );
  });
});
