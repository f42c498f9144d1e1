/**
 * What the thank-you page is given of a gift (docs/product.md#donation-success): the donor's full name
 * as typed (none when anonymous), never the gift's id or the email, whether it repeats, and whether the
 * address that gave is already on the mailing list (then the page invites nobody).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { openPrivateLink } from '#tests/helpers/private-links.ts';
import { THANK_YOU_WORDS } from '#shared/giving/thank-you-words.ts';

/** A gift whose payment Stripe has confirmed. */
const paid = { paymentStatus: 'paid', paidAt: new Date('2026-12-01T12:00:00Z') } as const;

let t: TestApp;
afterEach(() => t.close());

describe('the thank-you page’s view of a gift', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('a paid one-time gift: the full name as given, no id or email, no repeat, not yet subscribed', async () => {
    const gift = await insertDonation(t.db, {
      name: '  Lydia  Anne Purpura ',
      email: 'lydia@example.org',
      amountCents: 5000,
      category: 'MISSIONS',
      ...paid,
    });
    const view = await t.app.services.giving.thankYou(gift.id);
    expect(view).toEqual({
      name: 'Lydia  Anne Purpura',
      amount: 50,
      fee_cover: 0,
      interval: null,
      category: 'MISSIONS',
      payment_status: 'paid',
      subscribed: false,
    });
    expect(JSON.stringify(view)).not.toContain(gift.id);
    expect(JSON.stringify(view)).not.toContain('lydia@example.org');
  });

  it('an anonymous gift has no name at all (not a stand-in like "Friend")', async () => {
    const gift = await insertDonation(t.db, { isAnonymous: true, ...paid });
    expect((await t.app.services.giving.thankYou(gift.id))?.name).toBeNull();
  });

  it('knows an address already on the mailing list, in any case, and one that unsubscribed', async () => {
    const gift = await insertDonation(t.db, { email: 'Lydia@Example.org', ...paid });
    await insertSubscriber(t.db, { email: 'lydia@example.ORG' });
    expect((await t.app.services.giving.thankYou(gift.id))?.subscribed).toBe(true);

    const other = await insertDonation(t.db, { email: 'gone@example.org', ...paid });
    await insertSubscriber(t.db, { email: 'gone@example.org', subscribed: false });
    expect((await t.app.services.giving.thankYou(other.id))?.subscribed).toBe(false);
  });

  it('a recurring gift says it repeats, with the full name and the subscription', async () => {
    const gift = await insertRecurringGift(t.db, {
      name: 'Lydia Purpura',
      email: 'lydia@example.org',
      interval: 'month',
      amountCents: 2500,
    });
    await insertSubscriber(t.db, { email: 'lydia@example.org' });
    expect(await t.app.services.giving.thankYou(gift.id)).toMatchObject({
      name: 'Lydia Purpura',
      interval: 'month',
      payment_status: 'paid',
      subscribed: true,
    });
  });

  it('an unknown or malformed id has no view', async () => {
    expect(await t.app.services.giving.thankYou('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await t.app.services.giving.thankYou('not-an-id')).toBeNull();
  });
});

describe('the thank-you page as the donor receives it (built pages)', () => {
  beforeEach(async () => {
    t = await createTestApp({ pages: true });
  });
  const thankYou = async (query: string) =>
    (await openPrivateLink(t.app, `/donation-success?${query}`)).page.body;
  /** The page's text between <main> and </main>, without tags. */
  const mainText = (html: string) =>
    (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('thanks once, by the full name, shows no id, and invites to the newsletter once', async () => {
    const gift = await insertDonation(t.db, { name: 'Lydia Purpura', email: 'new@example.org', ...paid });
    const html = await thankYou(`donation_id=${gift.id}`);
    const text = mainText(html);
    expect(text).toContain('Thank you, Lydia Purpura!');
    expect(text.match(/thank you/gi)).toHaveLength(1);
    expect(html).not.toContain(gift.id);
    expect(html.match(new RegExp(THANK_YOU_WORDS.newsletterLink, 'g'))).toHaveLength(1);
    // The footer leaves its newsletter form out here: the page's own invitation is the one.
    expect(html).not.toContain('action="/newsletter');
    expect(text).not.toContain(THANK_YOU_WORDS.changeOrCancelLink);
  });

  it('invites nobody already on the list, and points a recurring gift to the donor’s page', async () => {
    await insertSubscriber(t.db, { email: 'lydia@example.org' });
    const gift = await insertRecurringGift(t.db, { name: 'Lydia Purpura', email: 'lydia@example.org' });
    const html = await thankYou(`recurring_gift_id=${gift.id}`);
    expect(mainText(html)).toContain('Thank you, Lydia Purpura!');
    expect(html).not.toContain(THANK_YOU_WORDS.newsletterLink);
    expect(html).not.toContain('action="/newsletter');
    expect(html).toMatch(new RegExp(`href="/giving/manage"[^>]*>${THANK_YOU_WORDS.changeOrCancelLink}<`));
  });

  it('names nobody for an anonymous gift', async () => {
    const gift = await insertDonation(t.db, { name: 'Lydia Purpura', isAnonymous: true, ...paid });
    const html = await thankYou(`donation_id=${gift.id}`);
    expect(mainText(html)).toContain('Thank you!');
    expect(html).not.toContain('Lydia');
    expect(mainText(html)).not.toContain('Friend');
  });
});
