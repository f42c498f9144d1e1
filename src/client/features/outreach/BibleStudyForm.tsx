/**
 * The adult Bible study signup (spec sections 2, 4, 5, 7, 8): checks name, email and the 18+
 * confirmation in that order; 'Signing Up...' while sending; on success the spec's message and a
 * reset form; on error the message chosen by the spec's precedence.
 */
import { useId, useRef, useState } from 'react';
import {
  BIBLE_STUDY_MESSAGES,
  DEVOTIONAL_CHOICES,
  type DevotionalChoiceValue,
  LIMITS,
  OUTREACH_API,
} from '#shared/outreach-messages.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { trackLead } from '../../lib/analytics.ts';
import {
  bibleStudyServerMessage,
  type BibleStudyValues,
  firstBibleStudyProblem,
} from './bible-study-errors.ts';
import {
  buttonClass,
  Checkbox,
  type FieldErrors,
  FormMessage,
  TextArea,
  TextField,
  useFormGuard,
} from './form-kit.tsx';

const EMPTY: BibleStudyValues = {
  name: '',
  email: '',
  phone: '',
  interests: '',
  ageConfirmed: false,
  notificationsEnabled: true,
  devotionalChoice: 'none',
};

/** Server field names to this form's names, for marking the field a server message is about. */
const SERVER_FIELDS: Record<string, keyof BibleStudyValues> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  interests: 'interests',
  age_confirmed: 'ageConfirmed',
};

export interface BibleStudyFormProps {
  choices: Record<DevotionalChoiceValue, { label: string; description: string }>;
}

export function BibleStudyForm({ choices }: BibleStudyFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useFormGuard();
  // Until React runs, the form cannot send JSON: its button stays disabled, and method=post keeps
  // what was typed out of the URL if the form is submitted some other way.
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const messageId = `${id}-message`;

  const update = <K extends keyof BibleStudyValues>(field: K, value: BibleStudyValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const problem = firstBibleStudyProblem(values);
    if (problem) {
      const [field, text] = problem;
      // Said twice on purpose: under the field (seen where focus lands) and on the message line by
      // the button (announced, role=alert).
      setErrors({ [field]: text });
      setStatus('error');
      setMessage(text);
      focusField(field);
      return;
    }
    setErrors({});
    setStatus('submitting');
    setMessage('');
    const phone = values.phone.trim();
    const interests = values.interests.trim();
    try {
      const result = await apiRequest<{ message?: string }>(OUTREACH_API.bibleStudy, {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          // Spec section 7: the phone only if given.
          ...(phone ? { phone } : {}),
          age_confirmed: values.ageConfirmed,
          interests,
          notifications_enabled: values.notificationsEnabled,
          devotional_choice: values.devotionalChoice,
          ...guard.guardFields(),
        },
      });
      setStatus('success');
      setMessage(result?.message || BIBLE_STUDY_MESSAGES.success);
      setValues(EMPTY);
      guard.restart();
      trackLead({ form: 'bible-study' });
    } catch (error) {
      const text = bibleStudyServerMessage(error);
      const fields = error instanceof ApiError ? error.fields : {};
      const marked: FieldErrors = {};
      for (const [serverField, list] of Object.entries(fields)) {
        const field = SERVER_FIELDS[serverField];
        if (field && list[0]) marked[field] = list[0];
      }
      setErrors(marked);
      setStatus('error');
      setMessage(text);
    }
  }

  const choiceDescriptionId = `${id}-choice-description`;
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id={`${id}-name`}
        data-field="name"
        name="name"
        label="Full name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        value={values.name}
        onChange={(e) => update('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        data-field="email"
        name="email"
        label="Email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
        error={errors.email}
      />
      <TextField
        id={`${id}-phone`}
        data-field="phone"
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        value={values.phone}
        onChange={(e) => update('phone', e.target.value)}
        error={errors.phone}
      />
      <TextArea
        id={`${id}-interests`}
        data-field="interests"
        name="interests"
        label="What would you like to study or pray about?"
        rows={3}
        maxLength={LIMITS.interests}
        value={values.interests}
        onChange={(e) => update('interests', e.target.value)}
        error={errors.interests}
      />
      <div>
        <label htmlFor={`${id}-choice`} className="block font-semibold text-navy-950">
          Free devotional to go with the study
        </label>
        <select
          id={`${id}-choice`}
          name="devotional_choice"
          value={values.devotionalChoice}
          aria-describedby={choiceDescriptionId}
          onChange={(e) => update('devotionalChoice', e.target.value as DevotionalChoiceValue)}
          className="mt-1 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950"
        >
          {DEVOTIONAL_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choices[choice].label}
            </option>
          ))}
        </select>
        <p
          id={choiceDescriptionId}
          aria-live="polite"
          className="mt-2 rounded-md bg-sand px-3 py-2 text-sm text-navy-800"
        >
          {choices[values.devotionalChoice].description}
        </p>
      </div>
      <Checkbox
        id={`${id}-age`}
        data-field="ageConfirmed"
        name="age_confirmed"
        required
        aria-required="true"
        checked={values.ageConfirmed}
        onChange={(e) => update('ageConfirmed', e.target.checked)}
        error={errors.ageConfirmed}
        label={
          <>
            I confirm that I am 18 years of age or older.{' '}
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
          </>
        }
      />
      <Checkbox
        id={`${id}-notify`}
        name="notifications_enabled"
        checked={values.notificationsEnabled}
        onChange={(e) => update('notificationsEnabled', e.target.checked)}
        label="Email me when the study date is confirmed, and keep me posted."
      />
      {guard.honeypot}
      <FormMessage
        id={messageId}
        tone={status === 'success' ? 'success' : status === 'error' ? 'error' : null}
        message={message}
      />
      <button
        type="submit"
        disabled={!hydrated || status === 'submitting'}
        className={`${buttonClass.primary} w-full sm:w-auto`}
      >
        {status === 'submitting' ? 'Signing Up...' : 'Sign Up'}
      </button>
    </form>
  );
}
