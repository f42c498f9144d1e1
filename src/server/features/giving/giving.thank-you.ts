/**
 * What the thank-you page (/donation-success) shows of one gift (docs/product.md#donation-success):
 * the donor's full name as given (none for an anonymous gift), the amount and designation, whether it
 * repeats (so the page can point to the donor's page), and whether the address that gave is already
 * on the mailing list (so the page does not invite them again). Never the id, never the email.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { centsToDollars } from '#shared/giving/contract.ts';
import type { DonationThankYou } from '#shared/giving/thank-you-words.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Database } from '#server/db/client.ts';
import { donations, recurringGifts } from '#server/db/schema/index.ts';

/**
 * On the mailing list now: a subscriber row for the gift's address (any case) that has not unsubscribed.
 * Names are written out in full: in a one-table select Drizzle leaves columns unqualified, and inside the
 * subquery an unqualified "email" would be the subscriber's own.
 */
const subscribedAs = (table: 'donations' | 'recurring_gifts'): SQL<boolean> =>
  sql<boolean>`exists (select 1 from email_subscribers as subscriber where lower(subscriber.email) = lower(${sql.identifier(table)}.email) and subscriber.subscribed)`;

/**
 * The thank-you page's reader. Its lookups are built once, each one query with the mailing-list check
 * inside it: the page is rendered for every visit (docs/speed.md, the per-request row of the bench).
 */
export function createThankYouReader(db: Database) {
  const oneTime = db
    .select({
      name: donations.name,
      isAnonymous: donations.isAnonymous,
      amountCents: donations.amountCents,
      feeCoverCents: donations.feeCoverCents,
      category: donations.category,
      paymentStatus: donations.paymentStatus,
      subscribed: subscribedAs('donations'),
    })
    .from(donations)
    .where(eq(donations.id, sql.placeholder('id')))
    .prepare('donation_thank_you');
  const recurring = db
    .select({
      name: recurringGifts.name,
      isAnonymous: recurringGifts.isAnonymous,
      amountCents: recurringGifts.amountCents,
      feeCoverCents: recurringGifts.feeCoverCents,
      interval: recurringGifts.interval,
      category: recurringGifts.category,
      status: recurringGifts.status,
      subscribed: subscribedAs('recurring_gifts'),
    })
    .from(recurringGifts)
    .where(eq(recurringGifts.id, sql.placeholder('id')))
    .prepare('recurring_gift_thank_you');

  /** A gift (one-time, or recurring by its own id) as its thank-you page shows it; null when unknown. */
  return async function readThankYou(id: string): Promise<DonationThankYou | null> {
    if (!isUuid(id)) return null;
    const [once] = await oneTime.execute({ id });
    if (once) {
      return {
        name: once.isAnonymous ? null : once.name.trim(),
        amount: centsToDollars(once.amountCents),
        fee_cover: centsToDollars(once.feeCoverCents),
        interval: null,
        category: once.category,
        payment_status: once.paymentStatus,
        subscribed: Boolean(once.subscribed),
      };
    }
    const [gift] = await recurring.execute({ id });
    if (!gift) return null;
    return {
      name: gift.isAnonymous ? null : gift.name.trim(),
      amount: centsToDollars(gift.amountCents),
      fee_cover: centsToDollars(gift.feeCoverCents),
      interval: gift.interval,
      category: gift.category,
      payment_status: gift.status === 'incomplete' ? 'pending' : 'paid',
      subscribed: Boolean(gift.subscribed),
    };
  };
}
