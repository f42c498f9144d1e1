/**
 * The demo checkout never takes money-shaped data where it should not (docs/product.md#giving):
 * without Stripe keys it runs only where DEMO_CHECKOUT is on (by default only for the quick start's
 * demo content on the embedded database), and its gifts are labelled demo everywhere staff or donors
 * see them and never counted with real ones.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/dashboard/format.ts';
import { toCsv } from '#shared/lists/csv.ts';
import { type AdminDonation, DEMO_GIFT_LABEL, DONATION_CSV_COLUMNS } from '#shared/giving/admin-format.ts';
import { DONATION_WORDS } from '#shared/giving/words.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { createTestDatabase } from '#tests/helpers/database.ts';
import { buildGiftPayload, insertDonation } from '#tests/helpers/generators/donations.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { DEMO_GIFT_NOTICE } from '#server/features/giving/giving.emails.ts';
import { createDonation, donationCount, donationRow, startCheckout } from '#tests/helpers/stripe-giving.ts';

/** A production start without Stripe keys: on PostgreSQL, or with the flag left as it defaults. */
const production = (env: Record<string, string | undefined>) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DEMO_CHECKOUT: undefined,
  ...env,
});

describe('giving without Stripe keys and without DEMO_CHECKOUT', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('in production on PostgreSQL: refuses to take a gift or start a checkout, and stores nothing', async () => {
    t = await createTestApp({ env: production({ DATABASE_URL: 'postgres://db.example/ministry' }) });
    expect(t.app.services.giving.mode).toBe('off');

    const refused = await t.request({
      method: 'POST',
      url: '/api/donations/',
      payload: buildGiftPayload({ amount: 5000 }),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: DONATION_WORDS.notSetUp });
    expect(await donationCount(t)).toBe(0);

    // A gift left over from before cannot be checked out, nor finished on the demo checkout.
    const earlier = await insertDonation(t.db, { amountCents: 500_000 });
    const checkout = await startCheckout(t, { donation_id: earlier.id });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({ error: DONATION_WORDS.notSetUp });
    await expect(t.app.services.giving.completeDemoCheckout(earlier.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await donationRow(t, earlier.id)).toMatchObject({
      paymentStatus: 'pending',
      stripeSessionId: null,
      paidAt: null,
    });
  });

  it('with SEED_DEMO=false on the embedded database it is off too; DEMO_CHECKOUT=on turns it on anywhere', async () => {
    t = await createTestApp({ env: production({ SEED_DEMO: 'false' }) });
    expect(t.app.services.giving.mode).toBe('off');
    await t.close();
    t = await createTestApp({
      env: production({ DATABASE_URL: 'postgres://db.example/ministry', DEMO_CHECKOUT: 'on' }),
    });
    expect(t.app.services.giving.mode).toBe('demo');
  });

  it('the quick start (demo content on the embedded database) keeps the demo checkout by default', async () => {
    const database = await createTestDatabase();
    await seedDemoContent(database.db, createTestClock());
    t = await createTestApp({ env: production({}), database });
    expect(t.app.services.giving.mode).toBe('demo');
    expect((await createDonation(t)).id).toEqual(expect.any(String));
  });

  it('an embedded database without the demo content (SEED_DEMO unset) is a real site: no demo checkout', async () => {
    // A database that already held the site's own records, so the start seeded nothing.
    const database = await createTestDatabase();
    const earlier = await insertDonation(database.db, { amountCents: 5000, isDemo: true });
    t = await createTestApp({ env: production({}), database });
    expect(t.app.services.giving.mode).toBe('off');

    const refused = await t.request({ method: 'POST', url: '/api/donations/', payload: buildGiftPayload() });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: DONATION_WORDS.notSetUp });
    await expect(t.app.services.giving.completeDemoCheckout(earlier.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await donationRow(t, earlier.id)).toMatchObject({ paymentStatus: 'pending', paidAt: null });
  });
});

describe('demo gifts', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are labelled demo in the receipt, the admin list, detail and CSV, and never counted in the totals or on the dashboard', async () => {
    // The real clock: the outbox sends what is due by the database's own time.
    const app = await createTestApp({ smtp: true });
    t = app;
    const donor = 'demo.donor@example.org';
    const { id } = await createDonation(app, buildGiftPayload({ amount: 5000, email: donor }));
    expect((await startCheckout(app, { donation_id: id })).statusCode).toBe(200);
    expect(await app.app.services.giving.completeDemoCheckout(id)).toBe('paid');
    expect(await donationRow(app, id)).toMatchObject({ isDemo: true, paymentStatus: 'paid' });

    const receipt = await app.smtp.waitForEmailTo(donor);
    expect(receipt.subject).toMatch(/^\[Demo, no money given\] /);
    expect(receipt.text!.startsWith(DEMO_GIFT_NOTICE)).toBe(true);

    // A real gift, paid through Stripe a day earlier.
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    const real = await insertDonation(app.db, {
      amountCents: 2550,
      paymentStatus: 'paid',
      paidAt: new Date(dayAgo),
      createdAt: new Date(dayAgo - 5 * 60 * 1000),
    });

    const cookie = await signInAsStaff(app);
    const get = (url: string) => app.request({ method: 'GET', url, headers: { cookie } });
    const list = (await get('/api/admin/donations/')).json().results as AdminDonation[];
    expect(list.map((row) => [row.id, row.is_demo])).toEqual([
      [id, true],
      [real.id, false],
    ]);
    expect((await get(`/api/admin/donations/${id}/`)).json().is_demo).toBe(true);
    const csv = toCsv(DONATION_CSV_COLUMNS, list);
    expect(csv).toContain(`,5000.00,0.00,Missions,Paid,${DEMO_GIFT_LABEL},,0.00,,${id}`);
    expect(csv).toContain(`,25.50,0.00,General Ministry,Paid,,,0.00,,${real.id}`);

    const totals = (await get('/api/admin/donations/totals/')).json();
    expect(totals).toMatchObject({ total_cents: 2550, gift_count: 1 });
    const dashboard = (await get('/api/admin/dashboard/')).json() as Dashboard;
    expect(dashboard.donations).toMatchObject({ current: 1, amount_cents: 2550 });
  });
});

describe('demo receipts', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('go to one address at most once an hour, however many demo gifts are finished for it, from wherever', async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock });
    const stranger = 'stranger@example.org';
    const receiptsToStranger = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(emailOutbox)
          .where(
            and(eq(emailOutbox.kind, 'donation.receipt'), sql`lower(${emailOutbox.toAddress}) = ${stranger}`),
          )
      )[0]!.n;
    const finishDemoGift = async (n: number) => {
      const created = await t.request({
        method: 'POST',
        url: '/api/donations/',
        remoteAddress: `203.0.113.${n + 1}`,
        payload: buildGiftPayload({ name: `Giver ${n}`, email: n % 2 ? stranger : stranger.toUpperCase() }),
      });
      const { id } = created.json<{ id: string }>();
      expect((await startCheckout(t, { donation_id: id })).statusCode).toBe(200);
      return t.app.services.giving.completeDemoCheckout(id);
    };

    const outcomes: string[] = [];
    for (let n = 0; n < 8; n += 1) outcomes.push(await finishDemoGift(n));
    // Every gift is recorded as before; the stranger's inbox gets one receipt.
    expect(outcomes).toEqual(Array(8).fill('paid'));
    expect(await receiptsToStranger()).toBe(1);

    clock.advance(59 * 60_000);
    expect(await finishDemoGift(8)).toBe('paid');
    expect(await receiptsToStranger()).toBe(1);
    clock.advance(60_000);
    expect(await finishDemoGift(9)).toBe('paid');
    expect(await receiptsToStranger()).toBe(2);
  });
});
