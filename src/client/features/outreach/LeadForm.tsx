/**
 * The form inside both lead modals (spec sections 4, 5, 7, 8): name and email required, phone
 * required only for event leads, optional interests. The button reads 'Processing...' while it
 * sends; the message is styled as success when it says 'Thank you'; after success the form waits
 * two seconds, resets and asks its dialog to close.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  FIELD_MESSAGES,
  isSuccessMessage,
  LEAD_MESSAGES,
  LEAD_MODAL_CLOSE_MS,
  LIMITS,
  looksLikePhone,
} from '#shared/outreach-messages.ts';
import { apiRequest } from '../../lib/api.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import {
  buttonClass,
  Checkbox,
  type FieldErrors,
  focusFirstError,
  FormMessage,
  looksLikeEmail,
  TextField,
  useFormGuard,
  firstFieldErrors,
} from './form-kit.tsx';

export interface LeadFormProps<R> {
  endpoint: string;
  /** Event leads need a phone number (spec section 5). */
  phoneRequired: boolean;
  interests: ReadonlyArray<{ value: string; label: string }>;
  /** Extra payload, e.g. the devotional's source and book title. */
  extra?: Record<string, string>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (result: R) => void;
  /** Called when the success pause is over: the dialog closes. */
  onDone: () => void;
}

const EMPTY = { name: '', email: '', phone: '', subscribe: true };

export function validateLead(values: typeof EMPTY, phoneRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const phone = values.phone.trim();
  if (!values.name.trim()) errors.name = FIELD_MESSAGES.name;
  if (!values.email.trim()) errors.email = FIELD_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = FIELD_MESSAGES.invalidEmail;
  if (!phone && phoneRequired) errors.phone = FIELD_MESSAGES.phone;
  else if (phone && !looksLikePhone(phone)) errors.phone = FIELD_MESSAGES.invalidPhone;
  return errors;
}

export function LeadForm<R>(props: LeadFormProps<R>) {
  const { endpoint, phoneRequired, interests, extra, submitLabel, successMessage, onSuccess, onDone } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useFormGuard();
  // Until React runs, the form cannot send JSON: its button stays disabled, and method=post keeps
  // what was typed out of the URL if the form is submitted some other way.
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState('');
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);

  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const found = validateLead(values, phoneRequired);
    setErrors(found);
    setMessage('');
    if (Object.values(found).some(Boolean)) {
      focusFirstError(formRef.current, found, ['name', 'email', 'phone']);
      return;
    }
    setProcessing(true);
    const phone = values.phone.trim();
    try {
      const result = await apiRequest<R>(endpoint, {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          ...(phone ? { phone } : {}),
          interests: chosen,
          subscribe_to_newsletter: values.subscribe,
          ...extra,
          ...guard.guardFields(),
        },
      });
      setMessage(successMessage);
      onSuccess(result);
      doneTimer.current = setTimeout(() => {
        setValues(EMPTY);
        setChosen([]);
        setMessage('');
        guard.restart();
        onDone();
      }, LEAD_MODAL_CLOSE_MS);
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setMessage(LEAD_MESSAGES.failure);
    } finally {
      setProcessing(false);
    }
  }

  const succeeded = isSuccessMessage(message);
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        id={`${id}-name`}
        name="name"
        label="Name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id={`${id}-phone`}
        name="phone"
        label="Phone"
        required={phoneRequired}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <fieldset>
        <legend className="font-semibold text-navy-950">
          I am interested in <span className="font-normal text-navy-700">(optional)</span>
        </legend>
        <div className="mt-2 grid gap-2">
          {interests.map((interest) => (
            <Checkbox
              key={interest.value}
              id={`${id}-interest-${interest.value}`}
              name="interests"
              value={interest.value}
              checked={chosen.includes(interest.value)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked
                    ? [...current, interest.value]
                    : current.filter((v) => v !== interest.value),
                )
              }
              label={interest.label}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox
        id={`${id}-subscribe`}
        name="subscribe_to_newsletter"
        checked={values.subscribe}
        onChange={set('subscribe')}
        label="Send me the newsletter too (unsubscribe any time)."
      />
      {guard.honeypot}
      <FormMessage tone={message ? (succeeded ? 'success' : 'error') : null} message={message} />
      <button
        type="submit"
        disabled={!hydrated || processing || succeeded}
        className={`${buttonClass.gold} w-full`}
      >
        {processing ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}
