/**
 * Nothing reveals who belongs (docs/product.md#mailing-list-and-unsubscribing): the newsletter
 * sign-up used to answer 201 for a new address, 201 "Welcome back! You are subscribed again." for
 * one that had left, and 200 "You're already on our list" for a subscriber, so anyone could learn
 * who is on the ministry's list. Now the API and the page (without JavaScript) answer all three
 * alike, and the owner of the address is told by email.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as newsletterPageAction } from '#client/routes/newsletter.tsx';
import { NEWSLETTER_WORDS } from '#shared/newsletter/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { emailOutbox, emailSubscribers } from '#server/db/schema/index.ts';

// The English words, as a caller that sends no language gets them.
const EN_WORDS = NEWSLETTER_WORDS.in('en');

const MINUTE = 60_000;
// Ahead of the real time, so the outbox finds every email due by this clock.
const clock = createTestClock(new Date(Date.now() + 24 * 60 * MINUTE));
const person = () => ({ website: '', form_started_at: clock.now().getTime() - 8000 });

let t: TestAppWithMail;
beforeEach(async () => {
  t = await createTestApp({ smtp: true, clock });
  await insertSubscriber(t.db, { email: 'member@example.org', unsubscribeToken: 'member-token' });
  await insertSubscriber(t.db, {
    email: 'left@example.org',
    unsubscribeToken: 'left-token',
    subscribed: false,
    unsubscribedAt: clock.now(),
  });
});
afterEach(() => t.close());

const subscribeApi = (email: string) =>
  t.request({ method: 'POST', url: '/api/newsletter/subscribe/', payload: { email, ...person() } });

/** The sign-up form posted without JavaScript, through the page's own action. */
async function subscribePage(email: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ email, ...person() })) form.set(name, String(value));
  const result = (await newsletterPageAction({
    request: new Request('http://localhost:3000/newsletter', { method: 'POST', body: form }),
    params: {},
    context: { services: t.app.services },
  } as never)) as { data: { ok: boolean; message: string }; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, outcome: result.data };
}

const emailsTo = async (address: string) => {
  await t.app.services.outbox.idle();
  return t.db
    .select({ kind: emailOutbox.kind, status: emailOutbox.status, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address));
};

describe('signing up an address the list already knows', () => {
  it('answers the API alike for a subscriber, a former one and a new address', async () => {
    const answers = await Promise.all(
      ['Member@example.org', 'left@example.org', 'new@example.org'].map(async (email) => {
        const response = await subscribeApi(email);
        return { status: response.statusCode, body: response.json() };
      }),
    );
    expect(answers).toEqual(Array(3).fill({ status: 201, body: { message: EN_WORDS('form.subscribed') } }));
    // The one who left is back on the list and welcomed; a new address is added and welcomed.
    const [left] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'left@example.org'));
    expect(left).toMatchObject({ subscribed: true, unsubscribedAt: null });
    expect((await emailsTo('left@example.org')).map((e) => e.kind)).toEqual(['newsletter.welcome']);
    expect((await emailsTo('new@example.org')).map((e) => e.kind)).toEqual(['newsletter.welcome']);
  });

  it('emails a subscriber "already on our list" with the way to leave, instead of a welcome', async () => {
    expect((await subscribeApi('MEMBER@example.org')).statusCode).toBe(201);
    const [already] = await emailsTo('member@example.org');
    expect(already).toMatchObject({ kind: 'newsletter.already-subscribed', status: 'sent' });
    const mail = await t.smtp.waitForEmailTo('member@example.org');
    expect(mail.subject).toContain("You're already subscribed");
    expect(mail.text).toContain('Nothing has changed');
    expect(mail.text).toContain('/unsubscribe?token=member-token');

    // Asked again within the hour: the same answer, and no second email
    // (docs/product.md#emails-and-the-outbox).
    expect((await subscribeApi('member@example.org')).statusCode).toBe(201);
    expect(await emailsTo('member@example.org')).toHaveLength(1);
    clock.advance(60 * MINUTE);
    expect((await subscribeApi('member@example.org')).statusCode).toBe(201);
    expect(await emailsTo('member@example.org')).toHaveLength(2);
  });

  it('answers the page posted without JavaScript alike for a subscriber, a former one and a new address', async () => {
    const first = await subscribePage('new@example.org');
    expect(first).toEqual({ status: 200, outcome: { ok: true, message: EN_WORDS('form.subscribed') } });
    expect(await subscribePage('member@example.org')).toEqual(first);
    expect(await subscribePage('left@example.org')).toEqual(first);
  });
});
