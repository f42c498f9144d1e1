import { z } from 'zod';
import { formGuardShape } from './form-guard.ts';

export const NEWSLETTER_MESSAGES = {
  emptyEmail: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  failure: 'There was an error subscribing. Please try again.',
  subscribed: 'Thank you for subscribing! Please check your inbox for a welcome email.',
  alreadySubscribed: "You're already on our list. Thank you for staying connected!",
  resubscribed: 'Welcome back! You are subscribed again.',
} as const;

/** Spec section 9: the success message clears after this long. */
export const NEWSLETTER_SUCCESS_CLEAR_MS = 5000;

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
