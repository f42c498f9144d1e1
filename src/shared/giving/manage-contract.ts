import '../forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '../forms/guard-contract.ts';
import { DONOR_PAGE_MESSAGES } from './manage-messages.ts';

/** "Manage my giving": the address to send a sign-in link to. */
export const donorLinkRequestSchema = z.strictObject({
  email: z
    .string({ error: DONOR_PAGE_MESSAGES.emailRequired })
    .trim()
    .min(1, DONOR_PAGE_MESSAGES.emailRequired)
    .max(254, DONOR_PAGE_MESSAGES.invalidEmail)
    .pipe(z.email(DONOR_PAGE_MESSAGES.invalidEmail)),
  ...formGuardShape,
});
export type DonorLinkRequest = z.infer<typeof donorLinkRequestSchema>;

export const donorLinkResponseSchema = z.object({ message: z.string() });
