/**
 * The newsletter sign-up (docs/product.md#newsletter-and-unsubscribe), in the footer of every page and on
 * /newsletter. With JavaScript it posts JSON to the API and shows the answer in place: 'Subscribing...'
 * on a disabled button, then the server's message, which clears itself after 5 s with the field
 * emptied. It is a real <form method="post" action="/newsletter"> (`/es/newsletter` on a Spanish page) too, whose page action subscribes
 * the same way (routes/newsletter.tsx), so it works before hydration or with scripts blocked.
 *
 * The schema loads on first focus or submit, never with the page: this form is in every page's
 * first scripts, and the home page must not ship zod.
 */
import { useEffect } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { NEWSLETTER_SUCCESS_CLEAR_MS, NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { NEWSLETTER_API_PATH, NEWSLETTER_PAGE } from '#client/features/newsletter/paths.ts';
import { apiRequest } from '#client/lib/api.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

export { NEWSLETTER_API_PATH, NEWSLETTER_PAGE };

export function NewsletterForm({ initial }: { initial?: FormOutcome | undefined }) {
  const t = useWords(NEWSLETTER_WORDS);
  const localePath = useLocalePath();
  const form = useForm({
    schema: () => import('#shared/newsletter/contract.ts').then((module) => module.newsletterSubscribeSchema),
    guarded: true,
    failureMessage: t('form.failure'),
    // An address the server refuses is named at the field; any other refusal (a rate limit, a post
    // taken for a robot's) gets the one failure message, as it always has.
    refusalMessage: (error) => (error.fields.email?.length ? '' : t('form.failure')),
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
    <FormKit form={form} action={localePath(NEWSLETTER_PAGE)} className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <EmailField
          name="email"
          label={t('form.emailLabel')}
          required
          placeholder={t('form.emailPlaceholder')}
          className="min-w-0 flex-1"
        />
        {/* Level with the input, below the label (text-sm line + the input's mt-1.5), whatever the error. */}
        <Button
          type="submit"
          className="shrink-0 sm:mt-[1.625rem]"
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? t('form.subscribing') : t('form.subscribe')}
        </Button>
      </div>
      <div className="mt-2 min-h-6">
        <FormMessage tone={tone} message={form.message} />
      </div>
    </FormKit>
  );
}
