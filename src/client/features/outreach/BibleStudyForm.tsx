/**
 * The adult Bible study signup (docs/product.md#bible-study-signup): name, email and the 18+ confirmation
 * are required (the shared schema's messages, first problem focused); 'Signing Up...' while sending;
 * on success the thank-you message above an emptied form. Without JavaScript it posts to
 * /bible-study-signup, whose action runs the same schema and service.
 */
import { useState } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import {
  DEVOTIONAL_CHOICES,
  type DevotionalChoiceValue,
  LIMITS,
  OUTREACH_API,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
} from '#shared/outreach/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary } from '#client/components/form/ErrorSummary.tsx';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { trackLead } from '#client/lib/analytics.ts';
import { apiRequest } from '#client/lib/api.ts';
import { OutcomeLine } from '#client/features/outreach/page-parts.tsx';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

export const BIBLE_STUDY_PAGE = '/bible-study-signup';

export interface BibleStudyFormProps {
  choices: Record<DevotionalChoiceValue, { label: string; description: string }>;
  initial?: FormOutcome | undefined;
}

const isChoice = (value: unknown): value is DevotionalChoiceValue =>
  DEVOTIONAL_CHOICES.includes(value as DevotionalChoiceValue);

export function BibleStudyForm({ choices, initial }: BibleStudyFormProps) {
  const t = useWords(OUTREACH_WORDS);
  const localePath = useLocalePath();
  const LABELS = {
    name: t('bibleStudy.name'),
    email: t('bibleStudy.email'),
    phone: t('bibleStudy.phone'),
    interests: t('bibleStudy.interests'),
    devotional_choice: t('bibleStudy.devotionalChoice'),
    age_confirmed: t('bibleStudy.ageLabel'),
  };
  const refilled = initial?.values?.devotional_choice;
  // Only for the description under the select; the select itself is read from the form.
  const [choice, setChoice] = useState<DevotionalChoiceValue>(isChoice(refilled) ? refilled : 'none');
  const form = useForm({
    schema: () => import('#shared/outreach/contract.ts').then((module) => module.bibleStudySignupSchema),
    shape: OUTREACH_FORM_SHAPES.bibleStudy,
    guarded: true,
    failureMessage: OUTREACH_ANSWER_KEYS.bibleStudyFailure,
    send: (values) => apiRequest<{ message: string }>(OUTREACH_API.bibleStudy, { body: values }),
    successMessage: (answer) => answer.message || OUTREACH_ANSWER_KEYS.bibleStudySuccess,
    onSuccess: (_answer, element) => {
      element.reset();
      setChoice('none');
      trackLead({ form: 'bible-study' });
    },
    initial,
  });

  const descriptionId = `${form.context.idPrefix}-choice-description`;
  const tone = form.succeeded ? 'success' : form.status === 'error' ? 'error' : null;
  return (
    <FormKit form={form} action={localePath(BIBLE_STUDY_PAGE)} className="space-y-5">
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <TextField name="name" label={LABELS.name} required autoComplete="name" maxLength={LIMITS.name} />
      <EmailField name="email" label={LABELS.email} required maxLength={LIMITS.email} />
      <PhoneField name="phone" label={LABELS.phone} maxLength={LIMITS.phone} />
      <TextareaField name="interests" label={LABELS.interests} rows={3} maxLength={LIMITS.interests} />
      <div>
        <SelectField
          name="devotional_choice"
          label={LABELS.devotional_choice}
          options={DEVOTIONAL_CHOICES.map((value) => ({ value, label: choices[value].label }))}
          defaultValue="none"
          aria-describedby={descriptionId}
          onChange={(event) => {
            if (isChoice(event.target.value)) setChoice(event.target.value);
          }}
        />
        <p
          id={descriptionId}
          aria-live="polite"
          className="mt-2 rounded-md bg-sand px-3 py-2 text-sm text-navy-800"
        >
          {choices[choice].description}
        </p>
      </div>
      <CheckboxField
        name="age_confirmed"
        required
        label={
          <>
            {t('bibleStudy.ageConfirm')}{' '}
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
          </>
        }
      />
      <CheckboxField name="notifications_enabled" defaultChecked label={t('bibleStudy.notifications')} />
      <OutcomeLine focusRef={form.successRef} tone={tone} message={form.message} />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={form.submitting}
        aria-busy={form.submitting || undefined}
      >
        {form.submitting ? t('bibleStudy.signingUp') : t('bibleStudy.signUp')}
      </Button>
    </FormKit>
  );
}
