import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import { NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';

export { NEWSLETTER_WORDS, NEWSLETTER_SUCCESS_CLEAR_MS } from '#shared/newsletter/words.ts';

const emptyEmail = NEWSLETTER_WORDS.message('form.emptyEmail');
const invalidEmail = NEWSLETTER_WORDS.message('form.invalidEmail');

/** The sign-up; its `locale` (formGuardShape) is the form's page language, kept as the subscriber's. */
export const newsletterSubscribeSchema = z.strictObject({
  email: z
    .string({ error: emptyEmail })
    .trim()
    .min(1, emptyEmail)
    .max(254, invalidEmail)
    .pipe(z.email(invalidEmail)),
  ...formGuardShape,
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
