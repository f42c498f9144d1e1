/**
 * The prayer request form (spec sections 4, 5, 7, 8): private by default, phone sent only if given;
 * idle, submitting ('Submitting...'), success with 'Submit Another', or error.
 */
import { useId, useRef, useState } from 'react';
import {
  FIELD_MESSAGES,
  LIMITS,
  looksLikePhone,
  OUTREACH_API,
  PRAYER_MESSAGES,
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
  TextArea,
  TextField,
  useFormGuard,
  firstFieldErrors,
  SuccessPanel,
} from './form-kit.tsx';

const EMPTY = { name: '', email: '', phone: '', request: '', isPrivate: true };
const ORDER = ['name', 'email', 'phone', 'request'];

export function validatePrayer(values: typeof EMPTY): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = FIELD_MESSAGES.name;
  if (!values.email.trim()) errors.email = FIELD_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = FIELD_MESSAGES.invalidEmail;
  if (values.phone.trim() && !looksLikePhone(values.phone.trim())) errors.phone = FIELD_MESSAGES.invalidPhone;
  if (!values.request.trim()) errors.request = FIELD_MESSAGES.request;
  return errors;
}

export function PrayerForm({ privateLabel }: { privateLabel: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const guard = useFormGuard();
  // Until React runs, the form cannot send JSON: its button stays disabled, and method=post keeps
  // what was typed out of the URL if the form is submitted some other way.
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const [message, setMessage] = useState('');

  const set =
    (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value =
        event.target.type === 'checkbox' ? (event.target as HTMLInputElement).checked : event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validatePrayer(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setStatus('idle');
      setMessage('');
      focusFirstError(formRef.current, found, ORDER);
      return;
    }
    setStatus('submitting');
    setMessage('');
    const phone = values.phone.trim();
    try {
      const result = await apiRequest<{ message?: string }>(OUTREACH_API.prayer, {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          request: values.request.trim(),
          is_private: values.isPrivate,
          // Spec section 5: the phone is sent only when given.
          ...(phone ? { phone } : {}),
          ...guard.guardFields(),
        },
      });
      setStatus('success');
      setMessage(result?.message || PRAYER_MESSAGES.success);
      setValues(EMPTY);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setStatus('error');
      setMessage(PRAYER_MESSAGES.failure);
    }
  }

  if (status === 'success') {
    return (
      <SuccessPanel
        panelRef={successRef}
        message={message}
        againLabel="Submit Another"
        onAgain={() => {
          guard.restart();
          setStatus('idle');
          setMessage('');
        }}
      />
    );
  }

  const submitting = status === 'submitting';
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
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
      </div>
      <TextField
        id={`${id}-phone`}
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        hint="Only if you would like someone to call you."
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextArea
        id={`${id}-request`}
        name="request"
        label="Prayer request"
        required
        rows={6}
        maxLength={LIMITS.request}
        value={values.request}
        onChange={set('request')}
        error={errors.request}
      />
      <Checkbox
        id={`${id}-private`}
        name="is_private"
        checked={values.isPrivate}
        onChange={set('isPrivate')}
        label={privateLabel}
        hint="Untick to let us share it with our praying community, without your name or contact details."
      />
      {guard.honeypot}
      <FormMessage tone={status === 'error' ? 'error' : null} message={message} />
      <button type="submit" disabled={!hydrated || submitting} className={buttonClass.primary}>
        {submitting ? 'Submitting...' : 'Submit Prayer Request'}
      </button>
    </form>
  );
}
