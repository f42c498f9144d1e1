/**
 * The giving form (docs/product.md#giving): idle, 'Processing...', then off to the hosted
 * checkout. The server stores the gift as pending and creates the checkout from what it stored.
 * The shared donation schema checks the form in the browser first (loaded on first use, not with
 * the page); without JavaScript the form posts to /giving, whose action does the same and redirects
 * to the checkout (routes/giving.tsx).
 */
import { useEffect, useState } from 'react';
import {
  donationCategoriesIn,
  donationFailureMessage,
  DONATION_FORM_SHAPE,
  DONATION_MESSAGE_MAX,
  DONATION_NAME_MAX,
  donationErrorMessage,
  dollarsToCents,
  type FeeSettings,
  feeCoverCents,
  formatUsd,
  GIFT_FREQUENCIES,
  GIVING_WORDS,
} from '#shared/giving/words.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField, RadioGroup } from '#client/components/form/choice-fields.tsx';
import { FieldLabel } from '#client/components/form/field-parts.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, SelectField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { textOf } from '#client/components/form/form-context.ts';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { AmountField, AmountPresets, CoverFeeField } from '#client/features/giving/donation-form-parts.tsx';
import { createCheckoutSession, createDonation } from '#client/features/giving/giving-api.ts';
import { useLocale, useLocalePath } from '#client/lib/locale.ts';

export const GIVING_PAGE = '/giving';

/** Without settings from the page (tests of the form alone): Stripe's US card rate. */
const DEFAULT_FEE: FeeSettings = { percentBasisPoints: 290, fixedCents: 30 };

export function DonationForm({
  initial,
  fee = DEFAULT_FEE,
}: { initial?: FormOutcome | undefined; fee?: FeeSettings } = {}) {
  const locale = useLocale();
  const localePath = useLocalePath();
  const t = GIVING_WORDS.in(locale);
  const labels = {
    amount: t('form.amount'),
    name: t('form.name'),
    email: t('form.email'),
    category: t('form.category'),
    message: t('form.message'),
  };
  const [amount, setAmount] = useState(textOf(initial?.values?.amount) ?? '');
  const [frequency, setFrequency] = useState(textOf(initial?.values?.frequency) ?? 'once');
  const [coverFee, setCoverFee] = useState(initial?.values?.cover_fee === true);
  const form = useForm<{ url: string }>({
    schema: () => import('#shared/giving/contract.ts').then((module) => module.createDonationSchema),
    shape: DONATION_FORM_SHAPE,
    guarded: true,
    failureMessage: donationFailureMessage(locale),
    refusalMessage: (error) => donationErrorMessage(error.message, locale),
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
  const chargeCents = check.ok ? check.cents + (coverFee ? feeCoverCents(check.cents, fee) : 0) : null;
  // Success means the browser is on its way to the checkout: the button says so until it is there.
  const processing = form.submitting || form.succeeded;

  return (
    <FormKit form={form} action={localePath(GIVING_PAGE)} className="space-y-6">
      <ErrorSummary labels={labels} always={Boolean(initial && !initial.ok)} />
      <RadioGroup
        name="frequency"
        legend={t('form.howOften')}
        options={GIFT_FREQUENCIES.map((option) => ({
          value: option.value,
          label: t(`frequency.${option.value}`),
        }))}
        inline
        value={frequency}
        onValueChange={setFrequency}
      />

      <fieldset>
        <FieldLabel as="legend" label={t('form.chooseAmount')} />
        <AmountPresets
          chosenCents={check.ok ? check.cents : null}
          onChoose={(dollars) => setAmount(String(dollars))}
        />
        {/* A valid amount has no error to show, even one from before a preset was chosen. */}
        <AmountField value={amount} onValueChange={setAmount} error={check.ok ? '' : undefined} />
        <CoverFeeField
          giftCents={check.ok ? check.cents : null}
          fee={fee}
          checked={coverFee}
          onCheckedChange={setCoverFee}
        />
      </fieldset>

      {/* One above the other: the email's hint would push its box below the name's in a row. */}
      <TextField name="name" label={labels.name} required autoComplete="name" maxLength={DONATION_NAME_MAX} />
      <EmailField name="email" label={labels.email} required hint={t('form.emailHint')} />

      <SelectField
        name="category"
        label={labels.category}
        required
        options={donationCategoriesIn(locale)}
        defaultValue="GENERAL"
      />

      <TextareaField
        name="message"
        label={labels.message}
        required={false}
        rows={3}
        maxLength={DONATION_MESSAGE_MAX}
      />

      <CheckboxField name="is_anonymous" label={t('form.anonymous')} hint={t('form.anonymousHint')} />

      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={processing}
        aria-busy={processing || undefined}
      >
        {processing
          ? t('form.processing')
          : chargeCents !== null
            ? t(
                frequency === 'month'
                  ? 'form.giveMonthly'
                  : frequency === 'week'
                    ? 'form.giveWeekly'
                    : 'form.give',
                {
                  amount: formatUsd(chargeCents / 100),
                },
              )
            : t('form.giveNow')}
      </Button>
    </FormKit>
  );
}
