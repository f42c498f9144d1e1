/**
 * A recurring gift's history (docs/product.md#recurring-gifts-admin): every place that changes a
 * gift's status, amount, fee cover or category calls recordRecurringChange in the same transaction,
 * with the gift as it is after the change, so the history can never disagree with the gift.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { type RecurringChangeSource, recurringGiftChanges, recurringGifts } from '#server/db/schema/index.ts';

type Gift = typeof recurringGifts.$inferSelect;
type GiftState = Pick<Gift, 'status' | 'amountCents' | 'feeCoverCents' | 'category'>;

/**
 * Records the gift's state after a change by `source`, read back inside `tx` (so it is what was
 * stored), unless nothing a person would see changed since `before`.
 */
export async function recordRecurringChange(
  tx: Executor,
  giftId: string,
  source: RecurringChangeSource,
  at: Date,
  before?: GiftState,
): Promise<void> {
  const [after] = await tx
    .select({
      status: recurringGifts.status,
      amountCents: recurringGifts.amountCents,
      feeCoverCents: recurringGifts.feeCoverCents,
      category: recurringGifts.category,
    })
    .from(recurringGifts)
    .where(eq(recurringGifts.id, giftId));
  if (!after) return;
  if (
    before &&
    before.status === after.status &&
    before.amountCents === after.amountCents &&
    before.feeCoverCents === after.feeCoverCents &&
    before.category === after.category
  ) {
    return;
  }
  await tx.insert(recurringGiftChanges).values({ recurringGiftId: giftId, at, source, ...after });
}
