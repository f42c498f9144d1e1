/** Staff recurring gifts API (GET /api/admin/recurring-gifts/...): zod schemas. Types: recurring-admin-format.ts. */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { DONATION_PAYMENT_STATUSES } from '#shared/giving/admin-format.ts';
import { RECURRING_LIST_STATUSES } from '#shared/giving/recurring-admin-format.ts';

export * from '#shared/giving/recurring-admin-format.ts';

const allStatuses = ['incomplete', ...RECURRING_LIST_STATUSES] as const;

export const recurringListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(RECURRING_LIST_STATUSES, { error: `status is one of ${RECURRING_LIST_STATUSES.join(', ')}` })
    .optional(),
});
export type RecurringListQuery = z.infer<typeof recurringListQuerySchema>;

export const adminRecurringGiftSchema = z.object({
  id: z.string(),
  donor_name: z.string(),
  donor_email: z.string().nullable(),
  is_anonymous: z.boolean(),
  erased: z.boolean(),
  is_demo: z.boolean(),
  amount_cents: z.number().int(),
  fee_cover_cents: z.number().int(),
  interval: z.enum(['month', 'week']),
  category: z.string(),
  status: z.enum(allStatuses),
  started_at: z.string(),
  cancelled_at: z.string().nullable(),
  last_charge_at: z.string().nullable(),
});

export const adminRecurringGiftPageSchema = pageSchema(adminRecurringGiftSchema);

export const adminRecurringGiftDetailSchema = adminRecurringGiftSchema.extend({
  charges: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
      amount_cents: z.number().int(),
      fee_cover_cents: z.number().int(),
      refunded_cents: z.number().int(),
      payment_status: z.enum(DONATION_PAYMENT_STATUSES),
      disputed: z.boolean(),
    }),
  ),
  changes: z.array(
    z.object({
      at: z.string(),
      status: z.enum(allStatuses),
      amount_cents: z.number().int(),
      fee_cover_cents: z.number().int(),
      category: z.string(),
      source: z.string(),
    }),
  ),
});

export const recurringTotalsSchema = z.object({
  monthly_cents: z.number().int(),
  gift_count: z.number().int(),
  by_category: z.array(
    z.object({ category: z.string(), monthly_cents: z.number().int(), count: z.number().int() }),
  ),
});

/** Any id is accepted here; one that is not a recurring gift's answers 404, like a missing one. */
export const recurringGiftIdParamsSchema = z.object({ id: z.string().max(100) });
