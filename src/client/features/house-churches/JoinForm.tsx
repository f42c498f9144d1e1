/**
 * The join form (docs/product.md#join-a-house-church): first name, last name, email and phone required,
 * receive_emails on and receive_sms off by default. Submitting, then the submitted screen with the
 * next steps. The button is disabled while submitting and when the church is full; a church that
 * filled up meanwhile is refused by the server (409) and the form says so. Without JavaScript it
 * posts to its own page, whose action calls the same service (routes/house-churches.join.tsx).
 */
import { useId, useState } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { HOUSE_CHURCH_FORM_SHAPES } from '#shared/house-churches/forms.ts';
import { HOUSE_CHURCH_API, HOUSE_CHURCH_WORDS, JOIN_NEXT_STEPS } from '#shared/house-churches/words.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, PhoneField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { trackLead } from '#client/lib/analytics.ts';
import { failureSaying, sendForm } from '#client/features/house-churches/send-form.ts';
import { RequiredNote, SubmittedPanel } from '#client/features/house-churches/SubmittedPanel.tsx';

export const joinPagePath = (churchId: number | string) => `/house-churches/${churchId}/join`;

/**
 * How the church looks after an answer from the server: full (a 409). A request that is accepted
 * takes no seat (only staff approval does: docs/product.md#house-church-capacity-and-joining), so
 * success changes nothing shown.
 */
export type SeatChange = 'full';

export function JoinForm({
  church,
  onSeatChange,
  initial,
}: {
  church: PublicHouseChurch;
  onSeatChange?: (change: SeatChange) => void;
  /** The page action's answer to a post without JavaScript. */
  initial?: FormOutcome | undefined;
}) {
  const [full, setFull] = useState(church.is_full);
  const titleId = useId();
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  const LABELS = {
    first_name: t('label.firstName'),
    last_name: t('label.lastName'),
    email: t('label.email'),
    phone: t('label.phone'),
    testimony: t('label.testimony'),
    spiritual_gifts: t('label.spiritualGifts'),
    ministry_interests: t('join.ministryInterests'),
  };
  const form = useForm({
    schema: () => import('#shared/house-churches/contract.ts').then((module) => module.houseChurchJoinSchema),
    shape: HOUSE_CHURCH_FORM_SHAPES.join,
    guarded: true,
    failureMessage: failureSaying(t('join.submitFailed'), t('join.submitNetworkFailed')),
    send: (values) =>
      sendForm(HOUSE_CHURCH_API.join(church.id), values, (error) => {
        if (error.status !== 409) return;
        setFull(true);
        onSeatChange?.('full');
      }),
    onSuccess: () => trackLead({ form: 'house_church_join' }),
    initial,
  });

  if (form.succeeded) {
    return (
      <SubmittedPanel
        id={form.answerId}
        panelRef={form.successRef}
        title={t('join.submittedTitle')}
        message={form.message}
      >
        <h3 className="mt-6 font-semibold text-navy-950">{t('form.nextTitle')}</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-navy-800">
          {JOIN_NEXT_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </SubmittedPanel>
    );
  }

  return (
    <FormKit
      form={form}
      action={localePath(joinPagePath(church.id))}
      aria-labelledby={titleId}
      className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="font-serif text-2xl font-bold text-navy-950">
        {t('join.yourDetails')}
      </h2>
      <RequiredNote />
      <div className="mt-6 empty:hidden">
        <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField name="first_name" label={LABELS.first_name} required autoComplete="given-name" />
        <TextField name="last_name" label={LABELS.last_name} required autoComplete="family-name" />
        <EmailField name="email" label={LABELS.email} required />
        <PhoneField name="phone" label={LABELS.phone} required />
      </div>
      <div className="mt-5 grid gap-5">
        <TextareaField name="testimony" label={LABELS.testimony} rows={4} hint={t('join.testimonyHint')} />
        <TextField name="spiritual_gifts" label={LABELS.spiritual_gifts} />
        <TextField name="ministry_interests" label={LABELS.ministry_interests} />
      </div>
      <fieldset className="mt-6 space-y-3">
        <legend className="font-semibold text-navy-950">{t('join.stayInTouch')}</legend>
        <CheckboxField name="receive_emails" label={t('join.receiveEmails')} defaultChecked />
        <CheckboxField name="receive_sms" label={t('join.receiveSms')} />
      </fieldset>
      <input type="hidden" name="house_church_id" value={church.id} />
      <div className="mt-6 space-y-4">
        <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
        <Button type="submit" disabled={form.submitting || full} aria-busy={form.submitting || undefined}>
          {full ? t('card.atCapacity') : form.submitting ? t('form.submitting') : t('join.submit')}
        </Button>
      </div>
    </FormKit>
  );
}
