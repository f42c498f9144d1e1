/**
 * The newsletter sign-up (docs/product.md#newsletter-and-unsubscribe), in the footer of every page and on
 * /newsletter. With JavaScript it posts JSON to the API and shows the answer in place: 'Subscribing...'
 * on a disabled button, then the server's message, which clears itself after 5 s with the field
 * emptied. It is a real <form method="post" action="/newsletter"> too, whose page action subscribes
 * the same way (routes/newsletter.tsx), so it works before hydration or with scripts blocked.
 *
 * The schema loads on first focus or submit, never with the page: this form is in every page's
 * first scripts, and the home page must not ship zod.
 */
import { useEffect } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import {
  NEWSLETTER_BUTTON,
  NEWSLETTER_WORDS,
  NEWSLETTER_SUCCESS_CLEAR_MS,
} from '#shared/newsletter/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { NEWSLETTER_API_PATH, NEWSLETTER_PAGE } from '#client/features/newsletter/paths.ts';
import { apiRequest } from '#client/lib/api.ts';

export { NEWSLETTER_API_PATH, NEWSLETTER_PAGE };

export function NewsletterForm({ initial }: { initial?: FormOutcome | undefined }) {
  const form = useForm({
    schema: () => import('#shared/newsletter/contract.ts').then((module) => module.newsletterSubscribeSchema),
    guarded: true,
    failureMessage: NEWSLETTER_WORDS.failure,
    // An address the server refuses is named at the field; any other refusal (a rate limit, a post
    // taken for a robot's) gets the one failure message, as it always has.
    refusalMessage: (error) => (error.fields.email?.length ? '' : NEWSLETTER_WORDS.failure),
    send: (values) => apiRequest<{ message: string }>(NEWSLETTER_API_PATH, { body: values }),
    onSuccess: (_answer, element) => {
      const email = element.elements.namedItem('email');
      if (email instanceof HTMLInputElement) email.value = '';
    },
    initial,
  });

  // A success made here clears itself; a new submission (or leaving) cancels the pending clear. The
  // answer to a post without JavaScript stays: that page has nothing else to say.
  const { succeeded, result, reset } = form;
  useEffect(() => {
    if (!succeeded || result === undefined) return;
    const timer = setTimeout(reset, NEWSLETTER_SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [succeeded, result, reset]);

  const tone = form.status === 'success' ? 'success' : form.status === 'error' ? 'error' : null;
  return (
    <FormKit form={form} action={NEWSLETTER_PAGE} className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <EmailField
          name="email"
          label="Email address"
          required
          placeholder="you@example.com"
          className="min-w-0 flex-1"
        />
        {/* Level with the input, below the label (text-sm line + the input's mt-1.5), whatever the error. */}
        <Button
          type="submit"
          className="shrink-0 sm:mt-[1.625rem]"
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? NEWSLETTER_BUTTON.sending : NEWSLETTER_BUTTON.idle}
        </Button>
      </div>
      <div className="mt-2 min-h-6">
        <FormMessage tone={tone} message={form.message} />
      </div>
    </FormKit>
  );
}
