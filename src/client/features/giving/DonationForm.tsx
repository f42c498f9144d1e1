/**
 * The giving form (docs/product.md#giving): idle, 'Processing...', then off to the hosted
 * checkout. The server stores the gift as pending and creates the checkout from what it stored.
 * The shared donation schema checks the form in the browser first (loaded on first use, not with
 * the page); without JavaScript the form posts to /giving, whose action does the same and redirects
 * to the checkout (routes/giving.tsx).
 */
import { useEffect, useState } from 'react';
import {
  DONATION_CATEGORIES,
  DONATION_FAILURE_MESSAGE,
  DONATION_FORM_SHAPE,
  DONATION_MESSAGE_MAX,
  DONATION_NAME_MAX,
  donationErrorMessage,
  dollarsToCents,
  formatUsd,
} from '#shared/giving/messages.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { FieldLabel } from '#client/components/form/field-parts.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, SelectField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { textOf } from '#client/components/form/form-context.ts';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { AmountField, AmountPresets } from '#client/features/giving/donation-form-parts.tsx';
import { createCheckoutSession, createDonation } from '#client/features/giving/giving-api.ts';

export const GIVING_PAGE = '/giving';
const LABELS = {
  amount: 'Amount (USD)',
  name: 'Name',
  email: 'Email',
  category: 'Category',
  message: 'Message',
};

export function DonationForm({ initial }: { initial?: FormOutcome | undefined } = {}) {
  const [amount, setAmount] = useState(textOf(initial?.values?.amount) ?? '');
  const form = useForm<{ url: string }>({
    schema: () => import('#shared/giving/contract.ts').then((module) => module.createDonationSchema),
    shape: DONATION_FORM_SHAPE,
    guarded: true,
    failureMessage: DONATION_FAILURE_MESSAGE,
    refusalMessage: (error) => donationErrorMessage(error.message),
    send: async (values) => createCheckoutSession((await createDonation(values)).id),
    onSuccess: (session) => window.location.assign(session.url),
    initial,
  });
  const { reset } = form;

  useEffect(() => {
    // Back from the checkout page, the browser may restore this page as it was: ready again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const check = dollarsToCents(amount);
  // Success means the browser is on its way to the checkout: the button says so until it is there.
  const processing = form.submitting || form.succeeded;

  return (
    <FormKit form={form} action={GIVING_PAGE} className="space-y-6">
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <fieldset>
        <FieldLabel as="legend" label="Choose an amount" />
        <AmountPresets
          chosenCents={check.ok ? check.cents : null}
          onChoose={(dollars) => setAmount(String(dollars))}
        />
        {/* A valid amount has no error to show, even one from before a preset was chosen. */}
        <AmountField value={amount} onValueChange={setAmount} error={check.ok ? '' : undefined} />
      </fieldset>

      {/* One above the other: the email's hint would push its box below the name's in a row. */}
      <TextField name="name" label={LABELS.name} required autoComplete="name" maxLength={DONATION_NAME_MAX} />
      <EmailField name="email" label={LABELS.email} required hint="For your receipt." />

      <SelectField
        name="category"
        label={LABELS.category}
        required
        options={DONATION_CATEGORIES}
        defaultValue="GENERAL"
      />

      <TextareaField
        name="message"
        label={LABELS.message}
        required={false}
        rows={3}
        maxLength={DONATION_MESSAGE_MAX}
      />

      <CheckboxField
        name="is_anonymous"
        label="Give anonymously"
        hint="Your name is not shown on the thank-you page."
      />

      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={processing}
        aria-busy={processing || undefined}
      >
        {processing ? 'Processing...' : check.ok ? `Give ${formatUsd(check.cents / 100)}` : 'Give now'}
      </Button>
    </FormKit>
  );
}
