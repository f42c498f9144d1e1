/**
 * Giving's payloads (docs/product.md#donations-and-payments), shared by the form and the API.
 * Amounts arrive in dollars (a number, or a decimal string) and leave the schema as integer cents.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import {
  amountMessage,
  DONATION_CATEGORY_CODES,
  DONATION_MESSAGE_MAX,
  DONATION_REFUSALS,
  DONATION_NAME_MAX,
  DONATION_PAYMENT_STATUSES,
  dollarsToCents,
  GIFT_FREQUENCY_CODES,
} from '#shared/giving/words.ts';

export * from '#shared/giving/words.ts';

/** Dollars in, integer cents out; every refusal carries the giving form's message. */
export const donationAmountSchema = z
  .union([z.number(), z.string()], { error: DONATION_REFUSALS.invalidAmount })
  .transform((value, context) => {
    const check = dollarsToCents(value);
    if (check.ok) return check.cents;
    context.addIssue({ code: 'custom', message: amountMessage(check)! });
    return z.NEVER;
  });

const nameSchema = z
  .string({ error: DONATION_REFUSALS.nameRequired })
  .trim()
  .min(1, DONATION_REFUSALS.nameRequired)
  .max(DONATION_NAME_MAX, DONATION_REFUSALS.nameTooLong);

const emailSchema = z
  .string({ error: DONATION_REFUSALS.emailRequired })
  .trim()
  .min(1, DONATION_REFUSALS.emailRequired)
  .max(254, DONATION_REFUSALS.invalidEmail)
  .pipe(z.email(DONATION_REFUSALS.invalidEmail));

const categorySchema = z.enum(DONATION_CATEGORY_CODES, { error: DONATION_REFUSALS.chooseCategory });

/** POST /api/donations/ */
export const createDonationSchema = z
  .strictObject({
    amount: donationAmountSchema,
    name: nameSchema,
    email: emailSchema,
    /** Optional: `frequency` decides; when sent, it must agree with it. */
    donation_type: z.enum(['ONE_TIME', 'RECURRING'], { error: DONATION_REFUSALS.chooseKind }).optional(),
    category: categorySchema.default('GENERAL'),
    message: z.string().trim().max(DONATION_MESSAGE_MAX, DONATION_REFUSALS.messageTooLong).nullish(),
    is_anonymous: z.boolean().default(false),
    /** One time, or a recurring gift every month or week (docs/product.md#recurring-gifts). */
    frequency: z.enum(GIFT_FREQUENCY_CODES, { error: DONATION_REFUSALS.chooseFrequency }).default('once'),
    /** Add the card fee so the ministry receives the whole gift; the server computes the amount. */
    cover_fee: z.boolean().default(false),
    /** The giving form sends 'manual'. Accepted from any client, and always ignored. */
    payment_status: z.string().max(40).optional(),
    ...formGuardShape,
  })
  .superRefine((gift, context) => {
    if (gift.donation_type && (gift.donation_type === 'RECURRING') !== (gift.frequency !== 'once')) {
      context.addIssue({ code: 'custom', path: ['frequency'], message: DONATION_REFUSALS.chooseFrequency });
    }
  });
export type CreateDonationInput = z.output<typeof createDonationSchema>;

export const donationIdSchema = z.uuid({ error: 'Not found.' });

/**
 * POST /api/donations/create_checkout_session/. Only donation_id is used: the amount comes from the
 * stored donation and the return URLs from the server's PUBLIC_URL (never from the request, which
 * would make the site an open redirect). The other fields a client may send are checked, never used.
 */
export const createCheckoutSessionSchema = z.strictObject({
  donation_id: z.uuid({ error: DONATION_REFUSALS.startAgain }),
  amount: donationAmountSchema.optional(),
  name: z.string().max(DONATION_NAME_MAX).optional(),
  email: z.string().max(254).optional(),
  category: categorySchema.optional(),
  success_url: z.string().max(2000).optional(),
  cancel_url: z.string().max(2000).optional(),
});

export const createDonationResponseSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  category: categorySchema,
  payment_status: z.enum(DONATION_PAYMENT_STATUSES),
});

export const checkoutSessionResponseSchema = z.object({ id: z.string(), url: z.string() });

export const publicDonationSchema = z.object({
  name: z.string(),
  amount: z.number(),
  fee_cover: z.number(),
  interval: z.enum(['month', 'week']).nullable(),
  category: categorySchema,
  payment_status: z.enum(DONATION_PAYMENT_STATUSES),
});
