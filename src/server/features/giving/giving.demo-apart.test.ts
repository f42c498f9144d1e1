/**
 * Demo gifts are never counted (docs/product.md#donations-and-payments), and staff are told they
 * exist instead of reading $0.00 alone: the totals and the dashboard count them apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';

describe('demo gifts, counted apart', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-11-25T18:00:00Z'));
  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
    for (const day of ['2026-11-20T12:00:00Z', '2026-11-21T12:00:00Z']) {
      await insertDonation(t.db, { isDemo: true, paymentStatus: 'paid', paidAt: new Date(day) });
    }
    // Not paid: not a gift yet, demo or not.
    await insertDonation(t.db, { isDemo: true, paymentStatus: 'pending' });
  });
  afterAll(() => t.close());

  it('leaves them out of the totals and says how many there were', async () => {
    const totals = await get('/api/admin/donations/totals/');
    expect(totals).toMatchObject({ total_cents: 0, gift_count: 0, demo_count: 2 });
  });

  it('leaves them out of the dashboard’s donations and says how many there were', async () => {
    const dashboard = await get('/api/admin/dashboard/');
    expect(dashboard.donations).toMatchObject({ amount_cents: 0, current: 0, demo_count: 2 });
  });
});
