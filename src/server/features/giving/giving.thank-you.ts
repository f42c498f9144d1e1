/**
 * What the thank-you page (/donation-success) shows of one gift (docs/product.md#donation-success):
 * the donor's full name as given (none for an anonymous gift), the amount and designation, whether it
 * repeats (so the page can point to the donor's page), and whether the address that gave is already
 * on the mailing list (so the page does not invite them again). Never the id, never the email.
 */
import { and, eq, sql } from 'drizzle-orm';
import { centsToDollars } from '#shared/giving/contract.ts';
import type { DonationThankYou } from '#shared/giving/thank-you-words.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Database } from '#server/db/client.ts';
import { donations, emailSubscribers, recurringGifts } from '#server/db/schema/index.ts';

/** A gift (one-time, or recurring by its own id) as its thank-you page shows it; null when unknown. */
export async function readThankYou(db: Database, id: string): Promise<DonationThankYou | null> {
  if (!isUuid(id)) return null;
  const [once] = await db
    .select({
      name: donations.name,
      email: donations.email,
      isAnonymous: donations.isAnonymous,
      amountCents: donations.amountCents,
      feeCoverCents: donations.feeCoverCents,
      category: donations.category,
      paymentStatus: donations.paymentStatus,
    })
    .from(donations)
    .where(eq(donations.id, id));
  if (once) {
    return {
      name: once.isAnonymous ? null : once.name.trim(),
      amount: centsToDollars(once.amountCents),
      fee_cover: centsToDollars(once.feeCoverCents),
      interval: null,
      category: once.category,
      payment_status: once.paymentStatus,
      subscribed: await isSubscribed(db, once.email),
    };
  }
  const [gift] = await db.select().from(recurringGifts).where(eq(recurringGifts.id, id));
  if (!gift) return null;
  return {
    name: gift.isAnonymous ? null : gift.name.trim(),
    amount: centsToDollars(gift.amountCents),
    fee_cover: centsToDollars(gift.feeCoverCents),
    interval: gift.interval,
    category: gift.category,
    payment_status: gift.status === 'incomplete' ? 'pending' : 'paid',
    subscribed: await isSubscribed(db, gift.email),
  };
}

/** On the mailing list now: a subscriber row for the address (any case) that has not unsubscribed. */
async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailSubscribers.id })
    .from(emailSubscribers)
    .where(
      and(sql`lower(${emailSubscribers.email}) = lower(${email})`, eq(emailSubscribers.subscribed, true)),
    )
    .limit(1);
  return Boolean(row);
}
