/**
 * The four steps of the leader application (docs/product.md#start-a-house-church): only the fields, no
 * navigation. Fields of the form kit: each finds its error and its earlier answer by name in the form around
 * it.
 */
import type { LeaderField } from '#shared/house-churches/forms.ts';
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/words.ts';
import { LEADER_WORDS, type LeaderWordKey, yearsSavedOptions } from '#shared/house-churches/leader-words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '#client/components/form/fields.tsx';

export function PersonalStep() {
  const t = useWords(LEADER_WORDS);
  const words = useWords(HOUSE_CHURCH_WORDS);
  const locale = useLocale();
  const years = yearsSavedOptions(locale).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="first_name" label={words('label.firstName')} required autoComplete="given-name" />
      <TextField name="last_name" label={words('label.lastName')} required autoComplete="family-name" />
      <EmailField name="email" label={words('label.email')} required />
      <PhoneField name="phone" label={words('label.phone')} required />
      <SelectField
        name="years_saved"
        label={t('label.yearsSaved')}
        required
        placeholder={t('label.select')}
        options={years}
        className="sm:col-span-2 sm:[&_select]:max-w-xs"
      />
    </div>
  );
}

export function BackgroundStep() {
  const t = useWords(LEADER_WORDS);
  const words = useWords(HOUSE_CHURCH_WORDS);
  return (
    <div className="grid gap-5">
      <TextareaField
        name="testimony"
        label={words('label.testimony')}
        required
        rows={4}
        hint={t('label.testimonyHint')}
      />
      <TextareaField
        name="ministry_experience"
        label={t('label.ministryExperience')}
        required
        rows={4}
        hint={t('label.ministryExperienceHint')}
      />
      <TextField name="spiritual_gifts" label={words('label.spiritualGifts')} required />
      <TextField name="current_church" label={t('label.currentChurch')} />
    </div>
  );
}

export function ReferencesStep() {
  const t = useWords(LEADER_WORDS);
  const words = useWords(HOUSE_CHURCH_WORDS);
  return (
    <div className="grid gap-8">
      {([1, 2] as const).map((n) => (
        <fieldset key={n} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 font-serif text-xl font-bold text-navy-950">
            {t('label.reference', { number: n })}
          </legend>
          <TextField
            name={`reference${n}_name`}
            label={t('label.referenceName')}
            required
            autoComplete="off"
          />
          <TextField
            name={`reference${n}_relationship`}
            label={t('label.referenceRelationship')}
            autoComplete="off"
          />
          <EmailField name={`reference${n}_email`} label={words('label.email')} required autoComplete="off" />
          <PhoneField name={`reference${n}_phone`} label={words('label.phone')} required autoComplete="off" />
        </fieldset>
      ))}
    </div>
  );
}

/** Each agreement's box and the words of its label and detail. */
const AGREEMENTS: ReadonlyArray<[name: LeaderField, label: LeaderWordKey, detail: LeaderWordKey]> = [
  ['statement_of_faith_agreed', 'agree.statementOfFaith', 'agree.statementOfFaithDetail'],
  ['code_of_conduct_agreed', 'agree.codeOfConduct', 'agree.codeOfConductDetail'],
  ['ministry_guidelines_agreed', 'agree.ministryGuidelines', 'agree.ministryGuidelinesDetail'],
];

export function AgreementsStep() {
  const t = useWords(LEADER_WORDS);
  return (
    <div className="grid gap-5">
      {AGREEMENTS.map(([name, label, detail]) => (
        <div key={name} className="rounded-xl border border-navy-100 bg-cream/60 p-4">
          <CheckboxField
            name={name}
            required
            label={
              <>
                <span className="font-semibold">{t(label)}</span>
                <span className="block text-sm text-navy-700">{t(detail)}</span>
              </>
            }
          />
        </div>
      ))}
    </div>
  );
}

export const STEP_COMPONENTS = [PersonalStep, BackgroundStep, ReferencesStep, AgreementsStep] as const;
