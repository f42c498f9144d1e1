/**
 * The four steps of the leader application (docs/product.md#start-a-house-church): only the fields, no
 * navigation. Fields of the form kit: each finds its error and its earlier answer by name in the form around
 * it.
 */
import type { LeaderField } from '#shared/house-churches/forms.ts';
import { YEARS_SAVED_OPTIONS } from '#shared/house-churches/words.ts';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '#client/components/form/fields.tsx';

const YEARS_CHOICES = YEARS_SAVED_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

export function PersonalStep() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="first_name" label="First name" required autoComplete="given-name" />
      <TextField name="last_name" label="Last name" required autoComplete="family-name" />
      <EmailField name="email" label="Email" required />
      <PhoneField name="phone" label="Phone" required />
      <SelectField
        name="years_saved"
        label="Years since you were saved"
        required
        placeholder="Select..."
        options={YEARS_CHOICES}
        className="sm:col-span-2 sm:[&_select]:max-w-xs"
      />
    </div>
  );
}

export function BackgroundStep() {
  return (
    <div className="grid gap-5">
      <TextareaField
        name="testimony"
        label="Your testimony"
        required
        rows={4}
        hint="How you came to faith and how God has led you since."
      />
      <TextareaField
        name="ministry_experience"
        label="Ministry experience"
        required
        rows={4}
        hint="Leading, teaching, hosting, serving: what you have done and where."
      />
      <TextField name="spiritual_gifts" label="Spiritual gifts" required />
      <TextField name="current_church" label="Current church" />
    </div>
  );
}

export function ReferencesStep() {
  return (
    <div className="grid gap-8">
      {([1, 2] as const).map((n) => (
        <fieldset key={n} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 font-serif text-xl font-bold text-navy-950">Reference {n}</legend>
          <TextField name={`reference${n}_name`} label="Full name" required autoComplete="off" />
          <TextField name={`reference${n}_relationship`} label="Relationship to you" autoComplete="off" />
          <EmailField name={`reference${n}_email`} label="Email" required autoComplete="off" />
          <PhoneField name={`reference${n}_phone`} label="Phone" required autoComplete="off" />
        </fieldset>
      ))}
    </div>
  );
}

const AGREEMENTS: ReadonlyArray<[name: LeaderField, label: string, detail: string]> = [
  [
    'statement_of_faith_agreed',
    'I agree with the statement of faith.',
    'The truths we hold in common, as set out on our About page.',
  ],
  [
    'code_of_conduct_agreed',
    'I agree to follow the code of conduct.',
    'Integrity, purity and care for the people in your home.',
  ],
  [
    'ministry_guidelines_agreed',
    'I agree to follow the ministry guidelines.',
    'How our house churches gather, pray, teach and stay connected to the ministry.',
  ],
];

export function AgreementsStep() {
  return (
    <div className="grid gap-5">
      {AGREEMENTS.map(([name, label, detail]) => (
        <div key={name} className="rounded-xl border border-navy-100 bg-cream/60 p-4">
          <CheckboxField
            name={name}
            required
            label={
              <>
                <span className="font-semibold">{label}</span>
                <span className="block text-sm text-navy-700">{detail}</span>
              </>
            }
          />
        </div>
      ))}
    </div>
  );
}

export const STEP_COMPONENTS = [PersonalStep, BackgroundStep, ReferencesStep, AgreementsStep] as const;
