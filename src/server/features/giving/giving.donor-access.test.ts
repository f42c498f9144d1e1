/**
 * Signing in to the donor's own page (docs/product.md#the-donors-own-page): a one-time link valid
 * 30 minutes, asked for on /giving with one answer for every address; a session that ends after 30
 * idle minutes; cookies that never cross between donors and staff.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONOR_PAGE_WORDS } from '#shared/giving/manage-words.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildGiftPayload, insertDonation } from '#tests/helpers/generators/donations.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { DONOR_LINKS_PER_HOUR } from '#server/features/giving/giving.donor-access.ts';
import { createDonation, startCheckout } from '#tests/helpers/stripe-giving.ts';

const MINUTE = 60_000;
const LINK_PATTERN = /\/giving\/manage\?token=([A-Za-z0-9_-]{43})/;

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const askForLink = (email: string) =>
  t.request({ method: 'POST', url: '/api/giving/manage/link/', payload: { email } });

async function linkEmails(to: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

async function tokenFor(email: string): Promise<string> {
  const sent = (await linkEmails(email)).filter((row) => row.kind === 'donor.sign-in');
  const match = LINK_PATTERN.exec(sent.at(-1)?.textBody ?? '');
  if (!match) throw new Error(`no sign-in link sent to ${email}`);
  return match[1]!;
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('asking for a sign-in link', () => {
  it('answers the same whether or not the address has given, and emails a link only to a donor', async () => {
    await insertDonation(t.db, { email: 'Phoebe@Example.org', paymentStatus: 'paid', paidAt: clock.now() });
    const donor = await askForLink('phoebe@example.org');
    const stranger = await askForLink('nobody@example.org');
    expect(donor.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(donor.statusCode);
    expect(stranger.body).toBe(donor.body);
    expect(donor.json()).toEqual({ message: DONOR_PAGE_WORDS.linkSent });
    expect(await linkEmails('nobody@example.org')).toEqual([]);
    const [email] = await linkEmails('phoebe@example.org');
    expect(email?.textBody).toMatch(LINK_PATTERN);
    expect(email?.textBody).toContain('30 minutes');
  });

  it('sends at most a few links an hour to one address, with the same answer', async () => {
    await insertDonation(t.db, { email: 'tryphena@example.org', paymentStatus: 'paid', paidAt: clock.now() });
    for (let i = 0; i < DONOR_LINKS_PER_HOUR + 3; i += 1) {
      const answer = await askForLink('tryphena@example.org');
      expect(answer.json()).toEqual({ message: DONOR_PAGE_WORDS.linkSent });
    }
    expect(await linkEmails('tryphena@example.org')).toHaveLength(DONOR_LINKS_PER_HOUR);
    clock.advance(61 * MINUTE);
    await askForLink('tryphena@example.org');
    expect(await linkEmails('tryphena@example.org')).toHaveLength(DONOR_LINKS_PER_HOUR + 1);
  });

  it('refuses an address that is not one, and stores nothing', async () => {
    const refused = await askForLink('not an address');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { email: [DONOR_PAGE_WORDS.invalidEmail] } });
  });
});

describe('a sign-in link and the session it opens', () => {
  const access = () => t.app.services.donorAccess;

  it('works once, and the session shows who signed in', async () => {
    await insertDonation(t.db, { email: 'lydia@example.org', paymentStatus: 'paid', paidAt: clock.now() });
    await askForLink('lydia@example.org');
    const token = await tokenFor('lydia@example.org');
    expect(await access().linkIsLive(token)).toBe(true);
    const setCookie = await access().signIn(token);
    expect(setCookie).toMatch(
      /^donor_session=[A-Za-z0-9_-]{43}; Path=\/giving\/manage; HttpOnly; SameSite=Lax$/,
    );
    expect(await access().donorFromCookieHeader(cookieOf(setCookie!))).toEqual({
      email: 'lydia@example.org',
    });
    // A second use, even at once, opens nothing.
    expect(await access().linkIsLive(token)).toBe(false);
    expect(await access().signIn(token)).toBeNull();
  });

  it('never works after 30 minutes', async () => {
    await askForLink('phoebe@example.org');
    const token = await tokenFor('phoebe@example.org');
    clock.advance(30 * MINUTE);
    expect(await access().linkIsLive(token)).toBe(false);
    expect(await access().signIn(token)).toBeNull();
  });

  it('ends after 30 idle minutes, and lasts while it is used', async () => {
    clock.advance(61 * MINUTE);
    await askForLink('phoebe@example.org');
    const cookie = cookieOf((await access().signIn(await tokenFor('phoebe@example.org')))!);
    clock.advance(29 * MINUTE);
    expect(await access().donorFromCookieHeader(cookie)).not.toBeNull();
    clock.advance(29 * MINUTE);
    expect(await access().donorFromCookieHeader(cookie)).not.toBeNull();
    clock.advance(30 * MINUTE);
    expect(await access().donorFromCookieHeader(cookie)).toBeNull();
  });

  it('a donor cookie never opens the staff side, and a staff cookie never opens the donor page', async () => {
    clock.advance(61 * MINUTE);
    await askForLink('lydia@example.org');
    const donorCookie = cookieOf((await access().signIn(await tokenFor('lydia@example.org')))!);
    const staffArea = await t.request({
      method: 'GET',
      url: '/api/admin/donations/',
      headers: { cookie: donorCookie },
    });
    expect(staffArea.statusCode).toBe(401);
    const staffCookie = await signInAsStaff(t);
    expect(await access().donorFromCookieHeader(staffCookie)).toBeNull();
    // Even a staff session token under the donor cookie's name is no donor session.
    const staffToken = staffCookie.split('=')[1]!.split('.')[0]!;
    expect(await access().donorFromCookieHeader(`donor_session=${staffToken}`)).toBeNull();
  });

  it('signing out ends the session', async () => {
    clock.advance(61 * MINUTE);
    await askForLink('lydia@example.org');
    const cookie = cookieOf((await access().signIn(await tokenFor('lydia@example.org')))!);
    expect(await access().signOut(cookie)).toContain('Max-Age=0');
    expect(await access().donorFromCookieHeader(cookie)).toBeNull();
  });
});

describe("a receipt's sign-in link", () => {
  it("every receipt carries a one-time link, issued as it is queued, that opens that donor's page", async () => {
    clock.advance(61 * MINUTE);
    const { id } = await createDonation(t, buildGiftPayload({ email: 'Junia@example.org' }));
    await startCheckout(t, { donation_id: id });
    await t.app.services.giving.completeDemoCheckout(id);
    const [receipt] = (await linkEmails('Junia@example.org')).filter(
      (row) => row.kind === 'donation.receipt',
    );
    const token = LINK_PATTERN.exec(receipt?.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    expect(receipt?.textBody).toContain('30 minutes');
    const setCookie = await t.app.services.donorAccess.signIn(token!);
    expect(await t.app.services.donorAccess.donorFromCookieHeader(cookieOf(setCookie!))).toEqual({
      email: 'junia@example.org',
    });
    expect(await t.app.services.donorAccess.signIn(token!)).toBeNull();
  });
});
