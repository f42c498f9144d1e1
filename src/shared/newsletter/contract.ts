import '../forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '../forms/guard-contract.ts';
import { NEWSLETTER_MESSAGES } from './messages.ts';

export { NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_CLEAR_MS } from './messages.ts';

export const newsletterSubscribeSchema = z.strictObject({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emptyEmail })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.emptyEmail)
    .max(254, NEWSLETTER_MESSAGES.invalidEmail)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail)),
  ...formGuardShape,
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
