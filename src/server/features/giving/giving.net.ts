/**
 * What a paid gift still counts for after refunds (docs/product.md#refunds-and-disputes), as SQL, the
 * one definition used by the admin totals, the dashboard and the year-end statements alike.
 *
 * Stripe charges the gift plus the fee cover and reports one refunded amount for the charge. A
 * refund comes off the gift first and off the fee cover only beyond it: refunding $20 of a $50 gift
 * with $1.81 fee cover leaves a $30.00 gift and the $1.81 cover. A wholly refunded gift counts for
 * nothing and is left off statements; demo gifts moved no money and never count.
 */
import { sql } from 'drizzle-orm';
import { donations } from '#server/db/schema/index.ts';

/** The gift, net of refunds, in cents. */
export const netGiftCentsSql = sql`greatest(${donations.amountCents} - ${donations.refundedCents}, 0)`;

/** The fee cover, net of what refunds took beyond the gift, in cents. */
export const netFeeCoverCentsSql = sql`greatest(${donations.feeCoverCents} - greatest(${donations.refundedCents} - ${donations.amountCents}, 0), 0)`;

/** Paid with real money and not wholly refunded: a gift the totals and statements count. */
export const countedGiftSql = sql`(${donations.paymentStatus} = 'paid' and not ${donations.isDemo} and ${donations.refundedCents} < ${donations.amountCents} + ${donations.feeCoverCents})`;
