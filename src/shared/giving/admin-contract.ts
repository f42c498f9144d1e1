/** Staff donations API (GET /api/admin/donations/...): zod schemas. Types and words: giving/admin-format.ts. */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { DONATION_PAYMENT_STATUSES } from '#shared/giving/admin-format.ts';

export * from '#shared/giving/admin-format.ts';

export const donationListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(DONATION_PAYMENT_STATUSES, { error: `status is one of ${DONATION_PAYMENT_STATUSES.join(', ')}` })
    .optional(),
});
export type DonationListQuery = z.infer<typeof donationListQuerySchema>;

export const adminDonationSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  fee_cover_cents: z.number().int(),
  refunded_cents: z.number().int(),
  disputed_at: z.string().nullable(),
  category: z.string(),
  payment_status: z.enum(DONATION_PAYMENT_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  donor_name: z.string(),
  donor_email: z.string().nullable(),
  is_anonymous: z.boolean(),
  erased: z.boolean(),
  is_demo: z.boolean(),
  locale: z.enum(LOCALES),
  amount_mismatch: z
    .object({
      stripe_amount_cents: z.number().int().nullable(),
      stripe_currency: z.string().nullable(),
      found_at: z.string(),
    })
    .nullable(),
});

export const adminDonationDetailSchema = adminDonationSchema.extend({
  contact_email: z.string().nullable(),
  message: z.string().nullable(),
});

export const adminDonationPageSchema = pageSchema(adminDonationSchema);

export const donationTotalsSchema = z.object({
  first_month: z.string(),
  last_month: z.string(),
  total_cents: z.number().int(),
  fee_cover_cents: z.number().int(),
  gift_count: z.number().int(),
  demo_count: z.number().int(),
  by_category: z.array(
    z.object({
      category: z.string(),
      total_cents: z.number().int(),
      fee_cover_cents: z.number().int(),
      count: z.number().int(),
    }),
  ),
  by_month: z.array(z.object({ month: z.string(), total_cents: z.number().int(), count: z.number().int() })),
});

/** Any id is accepted here; one that is not a donation's answers 404, like a missing one. */
export const donationIdParamsSchema = z.object({ id: z.string().max(100) });
