/**
 * "Manage my giving" (docs/product.md#the-donors-own-page): the donor types the address they gave
 * with and gets a one-time sign-in link by email. With JavaScript it posts JSON to the API; it is a
 * real <form method="post"> to /giving/manage/sign-in too, whose action does the same without it.
 * The answer is the same for every address.
 */
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { DONOR_LINK_API_PATH, DONOR_SIGN_IN_PAGE_PATH } from '#shared/giving/donor-link-words.ts';
import { GIVING_WORDS } from '#shared/giving/words.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';

export function DonorLinkForm({ initial }: { initial?: FormOutcome | undefined }) {
  const t = useWords(GIVING_WORDS);
  const localePath = useLocalePath();
  const form = useForm({
    schema: () => import('#shared/giving/manage-contract.ts').then((module) => module.donorLinkRequestSchema),
    guarded: true,
    failureMessage: t('donorLink.failure'),
    refusalMessage: (error) => (error.fields.email?.length ? '' : t('donorLink.failure')),
    send: (values) => apiRequest<{ message: string }>(DONOR_LINK_API_PATH, { body: values }),
    initial,
  });
  const tone = form.status === 'success' ? 'success' : form.status === 'error' ? 'error' : null;
  return (
    <FormKit form={form} action={localePath(DONOR_SIGN_IN_PAGE_PATH)} aria-label={t('donorLink.formHeading')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <EmailField name="email" label={t('donorLink.email')} required className="min-w-0 flex-1" />
        <Button
          type="submit"
          className="shrink-0 sm:mt-[1.625rem]"
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? t('donorLink.sending') : t('donorLink.send')}
        </Button>
      </div>
      <div className="mt-2 min-h-6">
        <FormMessage tone={tone} message={form.message} />
      </div>
    </FormKit>
  );
}

/** The box on /giving and on the donor page when nobody is signed in. */
export function DonorLinkSection({
  initial,
  heading,
}: {
  initial?: FormOutcome | undefined;
  heading?: string;
}) {
  const t = useWords(GIVING_WORDS);
  return (
    <section
      aria-labelledby="donor-link-title"
      className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm"
    >
      <h2 id="donor-link-title" className="font-serif text-2xl font-bold text-navy-950">
        {heading ?? t('donorLink.formHeading')}
      </h2>
      <p className="mt-2 text-navy-800">{t('donorLink.formIntro')}</p>
      <div className="mt-4">
        {/* A new answer remounts the form so it shows that answer. */}
        <DonorLinkForm key={JSON.stringify(initial ?? null)} initial={initial} />
      </div>
    </section>
  );
}
