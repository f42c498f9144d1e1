/**
 * The prayer request form (docs/product.md#prayer-request): private by default, phone sent only if given;
 * idle, submitting ('Submitting...'), success with 'Submit Another', or error. The shared schema
 * checks it in the browser; without JavaScript it posts to /prayer-request, whose action does the same.
 */
import type { FormOutcome } from '#shared/forms/form-data.ts';
import {
  LIMITS,
  OUTREACH_API,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
} from '#shared/outreach/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, PhoneField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

export const PRAYER_PAGE = '/prayer-request';

export function PrayerForm({
  privateLabel,
  initial,
}: {
  privateLabel: string;
  initial?: FormOutcome | undefined;
}) {
  const t = useWords(OUTREACH_WORDS);
  const localePath = useLocalePath();
  const LABELS = {
    name: t('prayer.name'),
    email: t('prayer.email'),
    phone: t('prayer.phone'),
    request: t('prayer.request'),
  };
  const form = useForm({
    schema: () => import('#shared/outreach/contract.ts').then((module) => module.prayerRequestSchema),
    shape: OUTREACH_FORM_SHAPES.prayer,
    guarded: true,
    failureMessage: OUTREACH_ANSWER_KEYS.prayerFailure,
    send: (values) => apiRequest<{ message: string }>(OUTREACH_API.prayer, { body: values }),
    successMessage: (answer) => answer.message || OUTREACH_ANSWER_KEYS.prayerSuccess,
    initial,
  });

  if (form.succeeded) {
    return (
      <SuccessPanel
        id={form.answerId}
        panelRef={form.successRef}
        message={form.message}
        againLabel={t('prayer.again')}
        againHref={localePath(PRAYER_PAGE)}
        onAgain={form.reset}
      />
    );
  }
  return (
    <FormKit form={form} action={localePath(PRAYER_PAGE)} className="space-y-5">
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={LABELS.name} required autoComplete="name" maxLength={LIMITS.name} />
        <EmailField name="email" label={LABELS.email} required maxLength={LIMITS.email} />
      </div>
      <PhoneField name="phone" label={LABELS.phone} maxLength={LIMITS.phone} hint={t('prayer.phoneHint')} />
      <TextareaField name="request" label={LABELS.request} required rows={6} maxLength={LIMITS.request} />
      <CheckboxField name="is_private" defaultChecked label={privateLabel} hint={t('prayer.privateHint')} />
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t('prayer.submitting') : t('prayer.submit')}
      </Button>
    </FormKit>
  );
}
