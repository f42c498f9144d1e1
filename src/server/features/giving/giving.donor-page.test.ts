/**
 * The donor's own page end to end through its page loaders and actions, as a browser without
 * JavaScript would use them (docs/product.md#the-donors-own-page): the emailed link, "Continue",
 * the donor's own gifts only, receipts as PDF, a recurring gift cancelled, a spent link.
 */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as signInPageAction } from '#client/routes/giving.manage-sign-in.tsx';
import { action as donorPageAction, loader as donorPageLoader } from '#client/routes/giving.manage.tsx';
import { loader as receiptLoader } from '#client/routes/giving.manage-receipt.ts';
import { DONOR_PAGE_WORDS, RECURRING_WORDS } from '#shared/giving/manage-words.ts';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { emailOutbox, recurringGifts } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { NO_GOODS_OR_SERVICES } from '#server/features/giving/giving.receipt-pdf.ts';

const PAGE = 'http://localhost:3000/giving/manage';
let t: TestApp;
const clock = createTestClock(new Date('2026-11-27T04:30:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const context = () => ({ services: t.app.services });

function post(url: string, fields: Record<string, string>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(url, { method: 'POST', body, headers: cookie ? { cookie } : {} });
}

/** A loader or action's answer: a Response (redirect, file) or React Router's data(). */
async function run<T>(call: Promise<unknown>): Promise<{ status: number; headers: Headers; body: T }> {
  let result: unknown;
  try {
    result = await call;
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: null as T };
  const maybe = result as {
    type?: string;
    data?: T;
    init?: { status?: number; headers?: HeadersInit } | null;
  };
  if (maybe?.type === 'DataWithResponseInit') {
    return {
      status: maybe.init?.status ?? 200,
      headers: new Headers(maybe.init?.headers),
      body: maybe.data as T,
    };
  }
  return { status: 200, headers: new Headers(), body: result as T };
}

const load = (url: string, cookie?: string) =>
  run<Record<string, unknown>>(
    donorPageLoader({
      request: new Request(url, { headers: cookie ? { cookie } : {} }),
      params: {},
      context: context(),
    } as never),
  );
const act = (fields: Record<string, string>, cookie?: string) =>
  run<Record<string, unknown>>(
    donorPageAction({ request: post(PAGE, fields, cookie), params: {}, context: context() } as never),
  );

/**
 * Opens an emailed link as a browser does: its first request moves the token into the page's
 * cookie and sends the browser to the clean page (features/private-links/). Returns that cookie.
 */
function openLink(link: string): string {
  const url = new URL(link);
  const first = t.app.services.privateLinks.firstVisit('GET', `${url.pathname}${url.search}`);
  expect(first?.location).toBe('/giving/manage');
  return first!.setCookies[0]!.split(';')[0]!;
}

async function askForLinkWithoutJs(email: string) {
  const startedAt = clock.now().getTime() - MIN_FILL_MS - 1000;
  return run<{ ok: boolean; message: string }>(
    signInPageAction({
      request: post('http://localhost:3000/giving/manage/sign-in', {
        email,
        form_started_at: String(startedAt),
      }),
      params: {},
      context: context(),
    } as never),
  );
}

async function linkFromEmail(email: string): Promise<string> {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const match = /(http:\/\/localhost:3000\/giving\/manage\?token=[A-Za-z0-9_-]{43})/.exec(
    rows.at(-1)?.textBody ?? '',
  );
  if (!match) throw new Error(`no link emailed to ${email}`);
  return match[1]!;
}

/** The text a PDF draws (pdf-lib writes hex strings into deflated content streams). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe("the donor's own page, without JavaScript", () => {
  let cookie: string;
  let lydiasGift: string;
  let phoebesGift: string;

  beforeAll(async () => {
    lydiasGift = (
      await insertDonation(t.db, {
        email: 'lydia@example.org',
        name: 'Lydia Purpura',
        amountCents: 2500,
        feeCoverCents: 105,
        category: 'MISSIONS',
        paymentStatus: 'paid',
        // 10:30 pm in Chicago on November 26: the 27th in UTC.
        paidAt: new Date('2026-11-27T04:30:00Z'),
      })
    ).id;
    phoebesGift = (
      await insertDonation(t.db, { email: 'phoebe@example.org', paymentStatus: 'paid', paidAt: clock.now() })
    ).id;
  });

  it('a link from "Manage my giving" shows Continue, and a prefetch of it spends nothing', async () => {
    const asked = await askForLinkWithoutJs('lydia@example.org');
    expect(asked.body).toMatchObject({ ok: true, message: DONOR_PAGE_WORDS.linkSent });
    const link = await linkFromEmail('lydia@example.org');
    const linkCookie = openLink(link);
    expect((await load(PAGE, linkCookie)).body).toMatchObject({ view: 'continue' });
    expect((await load(PAGE, linkCookie)).body).toMatchObject({ view: 'continue' });

    const signedIn = await act({ intent: 'sign-in' }, linkCookie);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/giving/manage');
    const [setCookie, forgetLink] = signedIn.headers.getSetCookie();
    expect(setCookie).toContain('Path=/giving/manage');
    expect(setCookie).toContain('HttpOnly');
    // The link's own cookie is forgotten once it has signed in.
    expect(forgetLink).toMatch(/^private_link_donor=;.*Max-Age=0/);
    cookie = setCookie!.split(';')[0]!;

    // Spent: the same link now says so and offers a fresh one.
    const reopened = openLink(link);
    const spent = await load(PAGE, reopened);
    expect(spent.body).toEqual({ view: 'spent' });
    // Said once: the spent link's cookie is forgotten, so the next visit is the donor's page again.
    expect(spent.headers.get('set-cookie')).toMatch(/^private_link_donor=; Max-Age=0; Path=\/giving\/manage/);
    expect((await load(PAGE, cookie)).body).toMatchObject({ view: 'donor' });
    const again = await act({ intent: 'sign-in' }, reopened);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it("shows only the donor's own gifts: date in Chicago, gift + fee cover, category, status", async () => {
    const page = await load(PAGE, cookie);
    expect(page.body).toMatchObject({ view: 'donor', email: 'lydia@example.org' });
    const gifts = page.body.gifts as Array<Record<string, unknown>>;
    expect(gifts.map((gift) => gift.id)).toEqual([lydiasGift]);
    expect(gifts[0]).toMatchObject({
      amountCents: 2500,
      feeCoverCents: 105,
      category: 'MISSIONS',
      status: 'paid',
    });
    expect(gifts.map((gift) => gift.id)).not.toContain(phoebesGift);
  });

  it("downloads the donor's receipt as a PDF, and another donor's is 404", async () => {
    const own = await run(
      receiptLoader({
        request: new Request(`${PAGE}/receipts/${lydiasGift}`, { headers: { cookie } }),
        params: { donationId: lydiasGift },
        context: context(),
      } as never),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${lydiasGift}.pdf"`);
    const response = (await receiptLoader({
      request: new Request(`${PAGE}/receipts/${lydiasGift}`, { headers: { cookie } }),
      params: { donationId: lydiasGift },
      context: context(),
    } as never)) as Response;
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Lydia Purpura');
    expect(text).toContain('November 26, 2026');
    expect(text).toContain('$25.00');
    expect(text).toContain('$1.05');
    expect(text).toContain('$26.05');
    expect(text).toContain('Missions');
    expect(text).toContain(NO_GOODS_OR_SERVICES);

    const others = await run(
      receiptLoader({
        request: new Request(`${PAGE}/receipts/${phoebesGift}`, { headers: { cookie } }),
        params: { donationId: phoebesGift },
        context: context(),
      } as never),
    );
    expect(others.status).toBe(404);
  });

  it('cancels a demo recurring gift, and says so only once it is stored', async () => {
    const gift = await insertRecurringGift(t.db, { email: 'lydia@example.org', isDemo: true });
    expect(((await load(PAGE, cookie)).body.recurring as Array<{ id: string }>).map((g) => g.id)).toEqual([
      gift.id,
    ]);
    const answer = await act({ intent: 'cancel', gift_id: gift.id }, cookie);
    expect(answer.body).toEqual({ ok: true, giftId: gift.id, message: RECURRING_WORDS.cancelled });
    const [row] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, gift.id));
    expect(row?.status).toBe('cancelled');
    expect((await load(PAGE, cookie)).body.recurring).toEqual([]);
  });

  it('refuses a bad new amount at its field and changes nothing', async () => {
    const gift = await insertRecurringGift(t.db, { email: 'lydia@example.org', isDemo: true });
    const answer = await act(
      { intent: 'change', gift_id: gift.id, amount: '0.10', category: 'GENERAL' },
      cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, giftId: gift.id, fields: { amount: expect.any(String) } });
    const [row] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, gift.id));
    expect(row?.amountCents).toBe(2500);
  });

  it('without a session: the page offers a link, and a change goes back to it', async () => {
    expect((await load(PAGE)).body).toEqual({ view: 'signed-out' });
    const staffCookie = await signInAsStaff(t);
    expect((await load(PAGE, staffCookie)).body).toEqual({ view: 'signed-out' });
    const gift = await insertRecurringGift(t.db, { email: 'lydia@example.org', isDemo: true });
    const refused = await act({ intent: 'cancel', gift_id: gift.id }, staffCookie);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/giving/manage');
    const [row] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, gift.id));
    expect(row?.status).toBe('active');
  });

  it('signing out ends the session', async () => {
    const out = await act({ intent: 'sign-out' }, cookie);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await load(PAGE, cookie)).body).toEqual({ view: 'signed-out' });
  });
});
