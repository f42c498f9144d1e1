import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import { donationAmountSchema } from '#shared/giving/contract.ts';
import { DONATION_CATEGORY_CODES, DONATION_REFUSALS } from '#shared/giving/words.ts';

/** "Manage my giving": the address to send a sign-in link to. */
export const donorLinkRequestSchema = z.strictObject({
  email: z
    .string({ error: DONATION_REFUSALS.emailRequired })
    .trim()
    .min(1, DONATION_REFUSALS.emailRequired)
    .max(254, DONATION_REFUSALS.invalidEmail)
    .pipe(z.email(DONATION_REFUSALS.invalidEmail)),
  ...formGuardShape,
});
export type DonorLinkRequest = z.infer<typeof donorLinkRequestSchema>;

export const donorLinkResponseSchema = z.object({ message: z.string() });

/** One of the donor page's recurring-gift forms, posted with its `intent`. */
export const donorRecurringPostSchema = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('change'),
    gift_id: z.uuid({ error: 'Not found.' }),
    amount: donationAmountSchema,
    category: z.enum(DONATION_CATEGORY_CODES, { error: DONATION_REFUSALS.chooseCategory }),
  }),
  z.strictObject({
    intent: z.enum(['pause', 'resume', 'cancel', 'card']),
    gift_id: z.uuid({ error: 'Not found.' }),
  }),
]);
export type DonorRecurringPost = z.output<typeof donorRecurringPostSchema>;
