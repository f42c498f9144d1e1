/**
 * Private links on the built pages, as production serves them (docs/product.md#private-links): the
 * link's first request answers 303 to the clean URL with the token in a cookie of that page alone,
 * and the clean page works from the cookie. No private page loads analytics, even with both IDs set;
 * a public page does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.ts';
import { issueRsvpLink } from '#server/features/events/events.rsvp-links.ts';
import { issueDonorLink } from '#server/features/giving/giving.donor-access.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { openPrivateLink } from '#tests/helpers/private-links.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

const GA_ID = 'G-PRIVATE123';
const PIXEL_ID = '987654321';
let t: TestApp;
const links: Record<string, { url: string; shows: RegExp }> = {};

beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true, env: { GA_MEASUREMENT_ID: GA_ID, META_PIXEL_ID: PIXEL_ID } });
  const event = await insertEvent(t.db, { title: 'Harvest Supper' });
  const rsvp = await insertRsvp(t.db, { eventId: event.id, name: 'Dorcas Tabitha' });
  links.rsvp = {
    url: `/events/rsvp?token=${await issueRsvpLink(t.db, rsvp.id, new Date())}`,
    shows: /Hello (<!-- -->)?Dorcas/,
  };
  const donorToken = await issueDonorLink(t.db, {
    email: 'lydia@example.org',
    purpose: 'requested',
    now: new Date(),
  });
  links.donor = { url: `/giving/manage?token=${donorToken}`, shows: /Sign in to manage your giving/ };
  const subscriber = await insertSubscriber(t.db, { email: 'joanna@example.org' });
  links.unsubscribe = {
    url: `/unsubscribe?token=${subscriber.unsubscribeToken}`,
    shows: /Stop sending emails to (<!-- -->)?j•+@example\.org(<!-- -->)?\?/,
  };
  const gift = await insertDonation(t.db, {
    name: 'Priscilla Aquila',
    paymentStatus: 'paid',
    paidAt: new Date(),
  });
  links.gift = {
    url: `/donation-success?donation_id=${gift.id}&session_id=cs_test_1`,
    shows: /Thank you, (<!-- -->)?Priscilla/,
  };
  const admin = await signInAsStaff(t);
  await t.request({
    method: 'POST',
    url: '/api/admin/staff/invitations/',
    headers: { cookie: admin },
    payload: { email: 'ruth.care@example.org', roles: ['care'] },
  });
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'ruth.care@example.org'));
  const invitation = /\/admin\/invitation\?token=[\w-]{43}/.exec(mail?.textBody ?? '')![0];
  links.invitation = { url: invitation, shows: /ruth\.care@example\.org/ };
}, 180_000);
afterAll(() => t?.close());

const hasAnalytics = (html: string) =>
  html.includes(GA_ID) || html.includes(PIXEL_ID) || html.includes('googletagmanager.com/gtag');

describe('a private link', () => {
  it('loads analytics on a public page: the IDs are set', async () => {
    const events = await t.app.inject({ url: '/events' });
    expect(events.statusCode).toBe(200);
    expect(hasAnalytics(events.body)).toBe(true);
  });

  for (const kind of ['rsvp', 'donor', 'unsubscribe', 'gift', 'invitation']) {
    it(`${kind}: the first request leaves for the clean URL with a cookie of that page; the page works, without analytics`, async () => {
      const { url, shows } = links[kind]!;
      const path = url.slice(0, url.indexOf('?'));
      const opened = await openPrivateLink(t.app, url);

      expect(opened.first.statusCode).toBe(303);
      expect(opened.location).toBe(path);
      expect(opened.first.headers['cache-control']).toBe('no-store');
      expect(opened.first.headers['referrer-policy']).toBe('no-referrer');
      const setCookie = String(opened.first.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^private_link_${kind}=`));
      expect(setCookie).toContain(`Path=${path}`);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(opened.first.body).toBe('');

      expect(opened.page.statusCode).toBe(200);
      expect(opened.page.body).toMatch(shows);
      expect(opened.page.headers['cache-control']).toMatch(/^(private, )?no-store$/);
      expect(hasAnalytics(opened.page.body)).toBe(false);
      // Nothing of the link is written into the page's address or its forms.
      expect(opened.page.body).not.toContain(url.slice(url.indexOf('?')));
    });
  }

  it('the clean page without the cookie knows no link', async () => {
    const rsvp = await t.app.inject({ url: '/events/rsvp' });
    expect(rsvp.statusCode).toBe(404);
    expect(hasAnalytics(rsvp.body)).toBe(false);
    const unsubscribe = await t.app.inject({ url: '/unsubscribe' });
    expect(unsubscribe.body).toContain('This unsubscribe link is not valid.');
  });

  it('no staff page or donor page loads analytics either', async () => {
    const login = await t.app.inject({ url: '/admin/login' });
    expect(login.statusCode).toBe(200);
    expect(hasAnalytics(login.body)).toBe(false);
    const donor = await t.app.inject({ url: '/giving/manage' });
    expect(donor.statusCode).toBe(200);
    expect(hasAnalytics(donor.body)).toBe(false);
  });
});
