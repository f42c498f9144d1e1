import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import { NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';

export { NEWSLETTER_WORDS, NEWSLETTER_SUCCESS_CLEAR_MS } from '#shared/newsletter/words.ts';

export const newsletterSubscribeSchema = z.strictObject({
  email: z
    .string({ error: NEWSLETTER_WORDS.emptyEmail })
    .trim()
    .min(1, NEWSLETTER_WORDS.emptyEmail)
    .max(254, NEWSLETTER_WORDS.invalidEmail)
    .pipe(z.email(NEWSLETTER_WORDS.invalidEmail)),
  ...formGuardShape,
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
