/**
 * The contact form (spec sections 4, 5, 7, 8): idle, submitting ('Sending...'), success with the
 * server's message and 'Send Another', or error. Required fields are checked before anything is sent.
 */
import { useId, useRef, useState } from 'react';
import { CONTACT_MESSAGES, FIELD_MESSAGES, LIMITS, OUTREACH_API } from '#shared/outreach-messages.ts';
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

const EMPTY = { name: '', email: '', subject: '', message: '', subscribe: false };
const ORDER = ['name', 'email', 'subject', 'message'];

export function validateContact(values: typeof EMPTY): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = FIELD_MESSAGES.name;
  if (!values.email.trim()) errors.email = FIELD_MESSAGES.email;
  else if (!looksLikeEmail(values.email)) errors.email = FIELD_MESSAGES.invalidEmail;
  if (!values.subject.trim()) errors.subject = FIELD_MESSAGES.subject;
  if (!values.message.trim()) errors.message = FIELD_MESSAGES.message;
  return errors;
}

export function ContactForm() {
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
  const successRef = useRef<HTMLDivElement>(null);

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
    const found = validateContact(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setStatus('idle');
      setMessage('');
      focusFirstError(formRef.current, found, ORDER);
      return;
    }
    setStatus('submitting');
    setMessage('');
    try {
      const result = await apiRequest<{ message?: string }>(OUTREACH_API.contact, {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          subscribe_to_newsletter: values.subscribe,
          ...guard.guardFields(),
        },
      });
      setStatus('success');
      setMessage(result?.message || CONTACT_MESSAGES.success);
      setValues(EMPTY);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setStatus('error');
      setMessage(CONTACT_MESSAGES.failure);
    }
  }

  if (status === 'success') {
    return (
      <SuccessPanel
        panelRef={successRef}
        message={message}
        againLabel="Send Another"
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
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={`${id}-message`}
    >
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
        id={`${id}-subject`}
        name="subject"
        label="Subject"
        required
        maxLength={LIMITS.subject}
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
      />
      <TextArea
        id={`${id}-message-text`}
        name="message"
        label="Message"
        required
        rows={6}
        maxLength={LIMITS.message}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <Checkbox
        id={`${id}-subscribe`}
        name="subscribe_to_newsletter"
        checked={values.subscribe}
        onChange={set('subscribe')}
        label="Also send me the newsletter: gathering dates, new messages and devotionals."
      />
      {guard.honeypot}
      <FormMessage id={`${id}-message`} tone={status === 'error' ? 'error' : null} message={message} />
      <button type="submit" disabled={!hydrated || submitting} className={buttonClass.primary}>
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
