/** The four steps of the leader application (spec sections 3 and 5): only the fields, no navigation. */
import { YEARS_SAVED_OPTIONS } from '#shared/house-churches-messages.ts';
import { Checkbox, FieldError, inputClass, TextArea, TextField } from './fields.tsx';

export interface LeaderAnswers {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** '' until chosen, then 1-21 (21 meaning '20+ years'). */
  years_saved: number | '';
  testimony: string;
  ministry_experience: string;
  spiritual_gifts: string;
  current_church: string;
  reference1_name: string;
  reference1_phone: string;
  reference1_email: string;
  reference1_relationship: string;
  reference2_name: string;
  reference2_phone: string;
  reference2_email: string;
  reference2_relationship: string;
  statement_of_faith_agreed: boolean;
  code_of_conduct_agreed: boolean;
  ministry_guidelines_agreed: boolean;
}

export const EMPTY_ANSWERS: LeaderAnswers = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  years_saved: '',
  testimony: '',
  ministry_experience: '',
  spiritual_gifts: '',
  current_church: '',
  reference1_name: '',
  reference1_phone: '',
  reference1_email: '',
  reference1_relationship: '',
  reference2_name: '',
  reference2_phone: '',
  reference2_email: '',
  reference2_relationship: '',
  statement_of_faith_agreed: false,
  code_of_conduct_agreed: false,
  ministry_guidelines_agreed: false,
};

/** The element id of a field, for labels and for moving focus to the first error. */
export const fieldId = (field: string) => `leader-${field}`;

type TextKey = {
  [K in keyof LeaderAnswers]: LeaderAnswers[K] extends string ? K : never;
}[keyof LeaderAnswers];
type BoolKey = {
  [K in keyof LeaderAnswers]: LeaderAnswers[K] extends boolean ? K : never;
}[keyof LeaderAnswers];

export interface StepProps {
  answers: LeaderAnswers;
  errors: Record<string, string>;
  change: <K extends keyof LeaderAnswers>(field: K, value: LeaderAnswers[K]) => void;
}

function useField({ answers, errors, change }: StepProps) {
  return (name: TextKey) => ({
    id: fieldId(name),
    value: answers[name],
    onChange: (value: string) => change(name, value),
    error: errors[name],
  });
}

export function PersonalStep(props: StepProps) {
  const field = useField(props);
  const yearsId = fieldId('years_saved');
  const yearsError = props.errors.years_saved;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...field('first_name')} label="First name" required autoComplete="given-name" />
      <TextField {...field('last_name')} label="Last name" required autoComplete="family-name" />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        inputMode="email"
        required
        autoComplete="email"
      />
      <TextField {...field('phone')} label="Phone" type="tel" inputMode="tel" required autoComplete="tel" />
      <div className="sm:col-span-2">
        <label htmlFor={yearsId} className="block text-sm font-semibold text-navy-950">
          Years since you were saved
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={yearsId}
          value={props.answers.years_saved}
          onChange={(event) =>
            props.change('years_saved', event.target.value === '' ? '' : Number(event.target.value))
          }
          aria-required="true"
          aria-invalid={yearsError ? true : undefined}
          aria-describedby={yearsError ? `${yearsId}-error` : undefined}
          className={`${inputClass} sm:max-w-xs`}
        >
          <option value="">Select...</option>
          {YEARS_SAVED_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={yearsId} error={yearsError} />
      </div>
    </div>
  );
}

export function BackgroundStep(props: StepProps) {
  const field = useField(props);
  return (
    <div className="grid gap-5">
      <TextArea
        {...field('testimony')}
        label="Your testimony"
        required
        hint="How you came to faith and how God has led you since."
      />
      <TextArea
        {...field('ministry_experience')}
        label="Ministry experience"
        required
        hint="Leading, teaching, hosting, serving: what you have done and where."
      />
      <TextField {...field('spiritual_gifts')} label="Spiritual gifts" required />
      <TextField {...field('current_church')} label="Current church" />
    </div>
  );
}

export function ReferencesStep(props: StepProps) {
  const field = useField(props);
  return (
    <div className="grid gap-8">
      {([1, 2] as const).map((n) => (
        <fieldset key={n} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 font-serif text-xl font-bold text-navy-950">Reference {n}</legend>
          <TextField {...field(`reference${n}_name`)} label="Full name" required autoComplete="off" />
          <TextField
            {...field(`reference${n}_relationship`)}
            label="Relationship to you"
            autoComplete="off"
          />
          <TextField
            {...field(`reference${n}_email`)}
            label="Email"
            type="email"
            inputMode="email"
            required
            autoComplete="off"
          />
          <TextField
            {...field(`reference${n}_phone`)}
            label="Phone"
            type="tel"
            inputMode="tel"
            required
            autoComplete="off"
          />
        </fieldset>
      ))}
    </div>
  );
}

const AGREEMENTS: ReadonlyArray<[BoolKey, string, string]> = [
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

export function AgreementsStep({ answers, errors, change }: StepProps) {
  return (
    <div className="grid gap-5">
      {AGREEMENTS.map(([name, label, detail]) => (
        <div key={name} className="rounded-xl border border-navy-100 bg-cream/60 p-4">
          <Checkbox
            id={fieldId(name)}
            required
            checked={answers[name]}
            onChange={(checked) => change(name, checked)}
            error={errors[name]}
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
