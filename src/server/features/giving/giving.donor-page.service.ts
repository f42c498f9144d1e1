/**
 * What a signed-in donor sees on their own page (docs/product.md#the-donors-own-page): only gifts
 * made with the session's address, whatever its case. Every function takes that address from the
 * session (giving.donor-access.ts), never from the request.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { readLocale } from '#shared/i18n/locales.ts';
import type { Database } from '#server/db/client.ts';
import { donations, recurringGifts } from '#server/db/schema/index.ts';
import { receiptPdf } from '#server/features/giving/giving.receipt-pdf.ts';

export type DonorGiftStatus = 'paid' | 'refunded' | 'partly_refunded';

export interface DonorGift {
  id: string;
  paidAt: Date;
  /** What was charged: the gift plus the fee cover, when covered. */
  totalCents: number;
  amountCents: number;
  feeCoverCents: number;
  category: string;
  status: DonorGiftStatus;
  recurring: boolean;
  isDemo: boolean;
}

export interface DonorRecurringGift {
  id: string;
  amountCents: number;
  feeCoverCents: number;
  interval: 'month' | 'week';
  category: string;
  status: string;
  isDemo: boolean;
}

/** Refunded in full, in part, or not at all: the one rule for what the donor's list says. */
export function donorGiftStatus(gift: { refundedCents: number; amountCents: number; feeCoverCents: number }) {
  if (gift.refundedCents <= 0) return 'paid' as const;
  return gift.refundedCents >= gift.amountCents + gift.feeCoverCents
    ? ('refunded' as const)
    : ('partly_refunded' as const);
}

const sameAddress = (column: typeof donations.email | typeof recurringGifts.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

export function createDonorPageService({ db }: { db: Database }) {
  async function paidGift(email: string, donationId: string) {
    const [row] = await db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.id, donationId),
          sameAddress(donations.email, email),
          eq(donations.paymentStatus, 'paid'),
          isNull(donations.erasedAt),
        ),
      );
    return row ?? null;
  }

  return {
    /** The donor's paid gifts, newest first. */
    async gifts(email: string): Promise<DonorGift[]> {
      const rows = await db
        .select()
        .from(donations)
        .where(
          and(
            sameAddress(donations.email, email),
            eq(donations.paymentStatus, 'paid'),
            isNull(donations.erasedAt),
          ),
        )
        .orderBy(desc(donations.paidAt));
      return rows.map((row) => ({
        id: row.id,
        paidAt: row.paidAt!,
        totalCents: row.amountCents + row.feeCoverCents,
        amountCents: row.amountCents,
        feeCoverCents: row.feeCoverCents,
        category: row.category,
        status: donorGiftStatus(row),
        recurring: row.donationType === 'RECURRING',
        isDemo: row.isDemo,
      }));
    },

    /** The donor's recurring gifts that are running or paused (cancelled ones are history). */
    async recurringGifts(email: string): Promise<DonorRecurringGift[]> {
      const rows = await db
        .select()
        .from(recurringGifts)
        .where(
          and(
            sameAddress(recurringGifts.email, email),
            sql`${recurringGifts.status} in ('active', 'past_due', 'paused')`,
            isNull(recurringGifts.erasedAt),
          ),
        )
        .orderBy(desc(recurringGifts.createdAt));
      return rows.map((row) => ({
        id: row.id,
        amountCents: row.amountCents,
        feeCoverCents: row.feeCoverCents,
        interval: row.interval,
        category: row.category,
        status: row.status,
        isDemo: row.isDemo,
      }));
    },

    /** The receipt PDF of one of the donor's own paid gifts, or null: another's gift is not found. */
    async receiptPdf(email: string, donationId: string): Promise<Uint8Array | null> {
      const gift = /^[0-9a-f-]{36}$/i.test(donationId) ? await paidGift(email, donationId) : null;
      if (!gift) return null;
      return receiptPdf({
        id: gift.id,
        name: gift.name,
        email: gift.email,
        paidAt: gift.paidAt!,
        amountCents: gift.amountCents,
        feeCoverCents: gift.feeCoverCents,
        category: gift.category,
        recurring: gift.donationType === 'RECURRING',
        isDemo: gift.isDemo,
        locale: readLocale(gift.locale),
      });
    },
  };
}

export type DonorPageService = ReturnType<typeof createDonorPageService>;
