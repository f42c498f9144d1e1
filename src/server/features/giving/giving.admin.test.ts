/**
 * The staff view of donations over the real API and a real database: newest first with the status
 * filter and pagination, anonymous and erased donors, totals by category and by month (a month
 * boundary in Chicago time), the CSV the screen builds from these answers, and the staff-only guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '#shared/lists/csv.ts';
import { type AdminDonation, DONATION_CSV_COLUMNS } from '#shared/giving/admin-contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildDonation, type DonationRow } from '#tests/helpers/generators/donations.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { donations } from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

const at = (iso: string) => new Date(iso);
const gift = (id: string, createdAt: string, extra: Partial<DonationRow>) =>
  buildDonation({ id, amountCents: 1000, createdAt: at(createdAt), ...extra });
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('admin donations', () => {
  let t: TestApp;
  let cookie: string;
  // Noon in Austin, November 22 2026 (CST).
  const clock = createTestClock(at('2026-11-22T18:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
    await t.db.insert(donations).values([
      gift(ID(1), '2026-11-20T12:00:00Z', {
        amountCents: 2550,
        category: 'MISSIONS',
        paymentStatus: 'paid',
        paidAt: at('2026-11-20T12:05:00Z'),
        message: 'For Philippi',
      }),
      gift(ID(2), '2026-11-19T12:00:00Z', {
        name: 'Joanna Chuza',
        email: 'joanna@example.org',
        amountCents: 10000,
        category: 'MISSIONS',
        isAnonymous: true,
        paymentStatus: 'paid',
        paidAt: at('2026-11-19T12:05:00Z'),
        message: 'Quietly',
      }),
      // 04:30 UTC on November 1 is 11:30 pm on October 31 in Austin: an October gift.
      gift(ID(3), '2026-11-01T04:20:00Z', {
        amountCents: 5000,
        category: 'BUILDING',
        paymentStatus: 'paid',
        paidAt: at('2026-11-01T04:30:00Z'),
      }),
      // 06:00 UTC on November 1 is 1 am in Austin: a November gift.
      gift(ID(4), '2026-11-01T05:50:00Z', {
        amountCents: 700,
        category: 'GENERAL',
        paymentStatus: 'paid',
        paidAt: at('2026-11-01T06:00:00Z'),
      }),
      gift(ID(5), '2026-11-18T12:00:00Z', { amountCents: 9900, paymentStatus: 'pending' }),
      gift(ID(6), '2026-11-17T12:00:00Z', { amountCents: 9800, paymentStatus: 'failed' }),
      gift(ID(7), '2026-11-16T12:00:00Z', { amountCents: 9700, paymentStatus: 'expired' }),
      // Erased by a privacy request: the gift stays, the person does not.
      gift(ID(8), '2026-09-10T12:00:00Z', {
        name: '',
        email: '',
        amountCents: 1200,
        category: 'OUTREACH',
        paymentStatus: 'paid',
        paidAt: at('2026-09-10T12:05:00Z'),
        erasedAt: at('2026-10-01T12:00:00Z'),
      }),
      // Thirteen months ago: outside the totals' twelve months.
      gift(ID(9), '2025-10-15T12:00:00Z', {
        amountCents: 99_999,
        paymentStatus: 'paid',
        paidAt: at('2025-10-15T12:05:00Z'),
      }),
      // A name a spreadsheet would run as a formula.
      gift(ID(10), '2026-11-21T12:00:00Z', { name: '=HYPERLINK("x")', email: 'mallory@example.org' }),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'GET', url, headers });
  const ids = (body: { results: AdminDonation[] }) => body.results.map((r) => r.id);

  it('lists donations newest first, paginated, with amount in cents, category, status and donor', async () => {
    const first = await get('/api/admin/donations/?page_size=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body).toMatchObject({ count: 10, page: 1, page_size: 3 });
    expect(ids(body)).toEqual([ID(10), ID(1), ID(2)]);
    expect(body.results[1]).toEqual({
      id: ID(1),
      amount_cents: 2550,
      fee_cover_cents: 0,
      refunded_cents: 0,
      disputed_at: null,
      category: 'MISSIONS',
      payment_status: 'paid',
      created_at: '2026-11-20T12:00:00.000Z',
      paid_at: '2026-11-20T12:05:00.000Z',
      donor_name: 'Lydia Purpura',
      donor_email: 'lydia@example.org',
      is_anonymous: false,
      erased: false,
      is_demo: false,
      locale: 'en',
      amount_mismatch: null,
    });
    expect(ids((await get('/api/admin/donations/?page_size=3&page=4')).json())).toEqual([ID(9)]);
  });

  it('filters by status', async () => {
    for (const [status, expected] of [
      ['paid', [ID(1), ID(2), ID(4), ID(3), ID(8), ID(9)]],
      ['pending', [ID(10), ID(5)]],
      ['failed', [ID(6)]],
      ['expired', [ID(7)]],
    ] as const) {
      const body = (await get(`/api/admin/donations/?status=${status}`)).json();
      expect(ids(body), status).toEqual(expected);
      expect(body.results.every((r: AdminDonation) => r.payment_status === status)).toBe(true);
    }
  });

  it('shows anonymous donors as Anonymous and erased ones as Erased, without their email', async () => {
    const body = (await get('/api/admin/donations/?page_size=200')).json();
    const anonymous = body.results.find((r: AdminDonation) => r.id === ID(2));
    expect(anonymous).toMatchObject({ donor_name: 'Anonymous', donor_email: null, is_anonymous: true });
    const erased = body.results.find((r: AdminDonation) => r.id === ID(8));
    expect(erased).toMatchObject({ donor_name: 'Erased', donor_email: null, erased: true });
    expect(JSON.stringify(body)).not.toContain('Joanna');
    expect(JSON.stringify(body)).not.toContain('joanna@');
  });

  it('search never ties a name or email to an anonymous gift; a donation id finds any gift', async () => {
    expect((await get('/api/admin/donations/?search=joanna')).json().count).toBe(0);
    expect(ids((await get('/api/admin/donations/?search=LYDIA&status=paid')).json())).toEqual([
      ID(1),
      ID(4),
      ID(3),
      ID(9),
    ]);
    expect(ids((await get(`/api/admin/donations/?search=${ID(2)}`)).json())).toEqual([ID(2)]);
  });

  it('the detail of an anonymous gift shows staff the email that got the receipt, not the name', async () => {
    const response = await get(`/api/admin/donations/${ID(2)}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      donor_name: 'Anonymous',
      donor_email: null,
      contact_email: 'joanna@example.org',
      message: 'Quietly',
    });
    expect(response.body).not.toContain('Joanna Chuza');
    expect((await get(`/api/admin/donations/${ID(8)}/`)).json()).toMatchObject({
      donor_name: 'Erased',
      contact_email: null,
      message: null,
    });
    expect((await get(`/api/admin/donations/${ID(99)}/`)).statusCode).toBe(404);
    expect((await get('/api/admin/donations/not-a-uuid/')).statusCode).toBe(404);
  });

  it('totals paid gifts of the last twelve months by category and by Chicago month', async () => {
    const response = await get('/api/admin/donations/totals/');
    expect(response.statusCode).toBe(200);
    const totals = response.json();
    expect(totals).toMatchObject({ first_month: '2025-12', last_month: '2026-11' });
    expect(totals.total_cents).toBe(2550 + 10000 + 5000 + 700 + 1200);
    expect(totals.gift_count).toBe(5);
    expect(totals.by_category).toEqual([
      { category: 'GENERAL', total_cents: 700, fee_cover_cents: 0, count: 1 },
      { category: 'OUTREACH', total_cents: 1200, fee_cover_cents: 0, count: 1 },
      { category: 'MISSIONS', total_cents: 12550, fee_cover_cents: 0, count: 2 },
      { category: 'BUILDING', total_cents: 5000, fee_cover_cents: 0, count: 1 },
      { category: 'EVENTS', total_cents: 0, fee_cover_cents: 0, count: 0 },
    ]);
    expect(totals.by_month).toHaveLength(12);
    const month = (m: string) => totals.by_month.find((row: { month: string }) => row.month === m);
    expect(month('2026-10')).toEqual({ month: '2026-10', total_cents: 5000, count: 1 });
    expect(month('2026-11')).toEqual({ month: '2026-11', total_cents: 2550 + 10000 + 700, count: 3 });
    expect(month('2026-09')).toEqual({ month: '2026-09', total_cents: 1200, count: 1 });
    expect(month('2026-01')).toEqual({ month: '2026-01', total_cents: 0, count: 0 });
  });

  it('the CSV built from the list shows Anonymous and Erased, dollars, and neutralises formulas', async () => {
    const rows = (await get('/api/admin/donations/?page_size=200')).json().results as AdminDonation[];
    const csv = toCsv(DONATION_CSV_COLUMNS, rows);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Date,Paid at,Donor,Email,Gift (USD),Fee cover (USD),Category,Status,Demo,Stripe amount mismatch (USD),Refunded (USD),Disputed at,Donation ID',
    );
    expect(csv).toContain(
      `2026-11-19T12:00:00.000Z,2026-11-19T12:05:00.000Z,Anonymous,,100.00,0.00,Missions,Paid,,,0.00,,${ID(2)}`,
    );
    expect(csv).toContain(`,Erased,,12.00,0.00,Outreach Programs,Paid,,,0.00,,${ID(8)}`);
    expect(csv).toContain(`,Lydia Purpura,lydia@example.org,25.50,0.00,Missions,Paid,,,0.00,,${ID(1)}`);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",mallory@example.org,10.00,0.00,General Ministry,Pending,`);
    expect(csv).not.toContain('Joanna');
  });

  it('refuses a bad query and answers 401 without a session', async () => {
    for (const query of ['status=refunded', 'page=0', 'page_size=1000', 'sort=amount']) {
      expect((await get(`/api/admin/donations/?${query}`)).statusCode, query).toBe(400);
    }
    for (const url of [
      '/api/admin/donations/',
      '/api/admin/donations/totals/',
      `/api/admin/donations/${ID(1)}/`,
    ]) {
      const response = await get(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe(NOT_SIGNED_IN_MESSAGE);
    }
  });
});
