/**
 * Year-end statements over the real API, a real database and real SMTP on loopback: one PDF per
 * donor address for the Chicago calendar year, its totals equal to the admin's, sent once however
 * often staff click, progress read from the outbox; and a donor's own statement on request. The
 * clock is in the future: the outbox dates emails by the database's time, and sends those due by the clock.
 */
import { and, count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_GOODS_OR_SERVICES, STATEMENT_WORDS } from '#shared/giving/statements-format.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { type DonationRow, insertDonation } from '#tests/helpers/generators/donations.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { STATEMENT_EMAIL_KIND } from '#server/features/giving/giving.statement-email.ts';

const at = (iso: string) => new Date(iso);
const LYDIA = 'lydia@example.org';
const JOANNA = 'joanna@example.org';

describe('year-end statements', () => {
  let t: TestAppWithMail;
  let cookie: string;
  // 11:50 PM on December 31 2031 in Austin: the admin's twelve months are exactly 2031.
  const clock = createTestClock(at('2032-01-01T05:50:00Z'));

  const paid = (paidAt: string, extra: Partial<DonationRow>) =>
    insertDonation(t.db, { paymentStatus: 'paid', paidAt: at(paidAt), createdAt: at(paidAt), ...extra });

  beforeAll(async () => {
    t = await createTestApp({ clock, smtp: true });
    cookie = await signInAsStaff(t);
    await paid('2031-03-10T16:00:00Z', {
      email: LYDIA,
      amountCents: 5000,
      feeCoverCents: 181,
      category: 'MISSIONS',
    });
    // 11:30 PM on December 31 in Austin: a 2031 gift, though it is 2032 in UTC.
    await paid('2032-01-01T05:30:00Z', { email: LYDIA, amountCents: 2500, donationType: 'RECURRING' });
    // Partly refunded: $40 of $100 came back, so $60 counts.
    await paid('2031-06-01T16:00:00Z', { email: LYDIA, amountCents: 10000, refundedCents: 4000 });
    // Wholly refunded, demo, never paid: none of them on a statement.
    await paid('2031-07-01T16:00:00Z', { email: LYDIA, amountCents: 3000, refundedCents: 3000 });
    await paid('2031-08-01T16:00:00Z', { email: LYDIA, amountCents: 9999, isDemo: true });
    await insertDonation(t.db, { email: LYDIA, amountCents: 4444, createdAt: at('2031-09-01T16:00:00Z') });
    // The same donor, typed differently, and under another name.
    await paid('2031-10-01T16:00:00Z', { email: 'LYDIA@Example.org', name: 'Lydia P.', amountCents: 700 });
    // 11:30 PM on December 31 2030 in Austin: last year's.
    await paid('2031-01-01T05:30:00Z', { email: LYDIA, amountCents: 1234 });
    await paid('2031-05-05T16:00:00Z', {
      email: JOANNA,
      name: 'Joanna Chuza',
      amountCents: 10000,
      isAnonymous: true,
    });
    // An erased donor (2029) gets no statement.
    await paid('2029-05-05T16:00:00Z', {
      email: '',
      name: '',
      amountCents: 800,
      erasedAt: at('2030-01-01T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const statementsSent = async () =>
    (
      await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, STATEMENT_EMAIL_KIND))
    )[0]!.n;
  const statementPdfOf = (mail: ParsedMail) => {
    const file = mail.attachments.find((a) => a.filename === 'giving-statement-2031.pdf');
    expect(file?.contentType).toBe('application/pdf');
    return pdfText(file!.content);
  };

  it("each donor's statement totals equal the admin's totals for the same year", async () => {
    const totals = (await request('GET', '/api/admin/donations/totals/')).json();
    expect(totals).toMatchObject({ first_month: '2031-01', last_month: '2031-12' });
    const statements = t.app.services.statements;
    const lydia = (await statements.statementFor(LYDIA, 2031))!;
    const joanna = (await statements.statementFor(JOANNA, 2031))!;
    expect(lydia.gifts.map((gift) => gift.giftCents)).toEqual([5000, 6000, 700, 2500]);
    expect(lydia).toMatchObject({ giftTotalCents: 14_200, feeCoverTotalCents: 181, totalCents: 14_381 });
    expect(lydia.giftTotalCents + joanna.giftTotalCents).toBe(totals.total_cents);
    expect(lydia.feeCoverTotalCents + joanna.feeCoverTotalCents).toBe(totals.fee_cover_cents);
    expect(lydia.gifts.length + joanna.gifts.length).toBe(totals.gift_count);
  });

  it('refuses a year that is not over yet, and sends nothing', async () => {
    const response = await request('POST', '/api/admin/donations/statements/', { year: 2031 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(STATEMENT_WORDS.yearNotOver(2031));
    expect(await statementsSent()).toBe(0);
    const bad = await request('POST', '/api/admin/donations/statements/', { year: 'last' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends one PDF per donor address, shows progress reach sent, and a second send sends nothing twice', async () => {
    clock.set(at('2032-01-05T16:00:00Z'));
    cookie = await signInAsStaff(t);
    expect((await request('GET', '/api/admin/donations/statements/')).json()).toEqual({
      year: 2031,
      donor_count: 2,
      queued: 0,
      sent: 0,
      failed: 0,
    });

    const first = await request('POST', '/api/admin/donations/statements/', { year: 2031 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ year: 2031, donor_count: 2, newly_queued: 2 });
    const toLydia = await t.smtp.waitForEmailTo(LYDIA);
    const toJoanna = await t.smtp.waitForEmailTo(JOANNA);
    await t.app.services.outbox.idle();
    expect((await request('GET', '/api/admin/donations/statements/?year=2031')).json()).toMatchObject({
      queued: 0,
      sent: 2,
      failed: 0,
    });

    expect(toLydia.subject).toContain('2031 giving statement');
    const text = statementPdfOf(toLydia);
    expect(text).toContain('Giving statement for 2031');
    expect(text).toContain('Prepared for Lydia Purpura'); // the name of her latest gift
    expect(text).toContain('General Ministry (one-time)\n$7.00'); // given as LYDIA@Example.org
    expect(text).toContain('Dec 31, 2031');
    expect(text).toContain('Total of 4 gifts\n$142.00\n$1.81\n$143.81');
    expect(text).toContain('Missions (one-time)\n$50.00\n$1.81\n$51.81');
    expect(text).toContain('* Partly refunded');
    expect(text).toContain(NO_GOODS_OR_SERVICES);
    expect(text).not.toContain('$30.00');
    expect(text).not.toContain('$99.99');
    expect(text).not.toContain('$12.34');
    expect(statementPdfOf(toJoanna)).toContain('Total of 1 gift\n$100.00\n$0.00\n$100.00');

    const again = await request('POST', '/api/admin/donations/statements/', { year: 2031 });
    expect(again.json()).toMatchObject({ newly_queued: 0, sent: 2 });
    expect(await statementsSent()).toBe(2);

    // A late gift's donor, with two clicks at once: one statement.
    await paid('2031-12-20T16:00:00Z', { email: 'priscilla@example.org', amountCents: 1500 });
    const both = await Promise.all([
      request('POST', '/api/admin/donations/statements/', { year: 2031 }),
      request('POST', '/api/admin/donations/statements/', { year: 2031 }),
    ]);
    expect(both.map((r) => r.json().newly_queued).sort()).toEqual([0, 1]);
    expect(await statementsSent()).toBe(3);
  });

  it('a year without gifts and an erased donor send nothing', async () => {
    const response = await request('POST', '/api/admin/donations/statements/', { year: 2029 });
    expect(response.json()).toMatchObject({ donor_count: 0, newly_queued: 0 });
  });

  it("requestDonorStatement emails a donor's own statement, this year's too, and nothing to an address without gifts", async () => {
    const statements = t.app.services.statements;
    const before = await statementsSent();
    await expect(
      statements.requestDonorStatement({ email: 'nobody@example.org', year: 2031 }),
    ).resolves.toBeUndefined();
    await expect(
      statements.requestDonorStatement({ email: 'Joanna@Example.org', year: 2030 }),
    ).resolves.toBeUndefined();
    expect(await statementsSent()).toBe(before);

    await paid('2032-01-02T16:00:00Z', { email: JOANNA, name: 'Joanna Chuza', amountCents: 2000 });
    await statements.requestDonorStatement({ email: 'JOANNA@example.org', year: 2032 });
    const mail = await t.smtp.waitForMessage((m) => m.subject?.includes('2032 giving statement') === true);
    const file = mail.attachments.find((a) => a.filename === 'giving-statement-2032.pdf')!;
    expect(pdfText(file.content)).toContain('Total of 1 gift\n$20.00\n$0.00\n$20.00');
    const [row] = await t.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, STATEMENT_EMAIL_KIND), eq(emailOutbox.subject, mail.subject!)));
    expect(row?.to).toBe(JOANNA);
  });
});
