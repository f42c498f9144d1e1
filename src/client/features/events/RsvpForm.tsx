import { useEffect, useId, useRef, useState } from 'react';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/form-guard-fields.ts';
import {
  EVENT_MESSAGES,
  RSVP_DEFAULT_GUESTS,
  RSVP_MAX_GUESTS,
  RSVP_MIN_GUESTS,
  rsvpPath,
} from '#shared/events-messages.ts';
import type { Event, RsvpResponse } from '#shared/events.ts';
import { trackLead } from '../../lib/analytics.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { HoneypotField } from '#client/components/HoneypotField.tsx';

type Field = 'name' | 'email' | 'phone' | 'guests' | 'message';
type Values = Record<Field, string> & { attending: boolean };
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  guests: String(RSVP_DEFAULT_GUESTS),
  message: '',
  attending: true,
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's checks, in the browser; the server checks the same again. */
export function validateRsvp(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = EVENT_MESSAGES.nameRequired;
  if (!values.email.trim()) errors.email = EVENT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = EVENT_MESSAGES.emailInvalid;
  if (!(Number(values.guests) >= RSVP_MIN_GUESTS)) errors.guests = EVENT_MESSAGES.guestsMin;
  return errors;
}

const input =
  'mt-1 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 aria-[invalid=true]:border-red-700';
const label = 'block text-sm font-semibold text-navy-950';

/**
 * The RSVP form (spec sections 4, 5, 8): submitting state, success with 'Submit Another RSVP',
 * errors above the form, field errors cleared as soon as that field is edited.
 */
export function RsvpForm({
  event,
  onConfirmed,
}: {
  event: Pick<Event, 'id' | 'title'>;
  onConfirmed(event: Event): void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [successMessage, setSuccessMessage] = useState('');
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(submitEvent: React.FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (status === 'submitting') return;
    setFormError('');
    const errors = validateRsvp(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setStatus('submitting');
    try {
      const result = await apiRequest<RsvpResponse>(rsvpPath(event.id), {
        method: 'POST',
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          guests: Number(values.guests),
          ...(values.message.trim() ? { message: values.message.trim() } : {}),
          attending: values.attending,
          [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
          [STARTED_AT_FIELD]: startedAt.current,
        },
      });
      setSuccessMessage(result.message);
      setStatus('success');
      onConfirmed(result.event);
      trackLead({ form: 'event_rsvp' });
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError && error.fromServer) {
        const fromServer = Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']),
        );
        setFieldErrors(fromServer);
        setFormError(error.message);
      } else {
        setFormError(EVENT_MESSAGES.rsvpFailed);
      }
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  if (status === 'success') {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-green-200 bg-green-50 p-6"
      >
        <p className="font-serif text-xl font-bold text-green-900">{successMessage}</p>
        <button
          type="button"
          onClick={() => {
            setValues(EMPTY);
            setFieldErrors({});
            setStatus('idle');
            startedAt.current = Date.now();
          }}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-navy-900 px-5 py-2 font-semibold text-cream hover:bg-navy-700"
        >
          Submit Another RSVP
        </button>
      </div>
    );
  }

  const describe = (field: Field) => (fieldErrors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {fieldErrors[field]}
      </p>
    ) : null;
  const submitting = status === 'submitting';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`RSVP for ${event.title}`} className="space-y-5">
      <div
        ref={errorRef}
        tabIndex={-1}
        role="alert"
        className={
          formError ? 'rounded-md border border-red-200 bg-red-50 p-4 font-semibold text-red-800' : ''
        }
      >
        {formError}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => change('name', e.target.value)}
            aria-invalid={Boolean(fieldErrors.name)}
            aria-describedby={describe('name')}
            className={input}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
            aria-invalid={Boolean(fieldErrors.email)}
            aria-describedby={describe('email')}
            className={input}
          />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={label}>
            Phone <span className="font-normal text-navy-700">(optional)</span>
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => change('phone', e.target.value)}
            aria-invalid={Boolean(fieldErrors.phone)}
            aria-describedby={describe('phone')}
            className={input}
          />
          {fieldError('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-guests`} className={label}>
            Number of guests (including you)
          </label>
          <select
            id={`${id}-guests`}
            name="guests"
            value={values.guests}
            onChange={(e) => change('guests', e.target.value)}
            aria-invalid={Boolean(fieldErrors.guests)}
            aria-describedby={describe('guests')}
            className={input}
          >
            {Array.from({ length: RSVP_MAX_GUESTS }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {fieldError('guests')}
        </div>
      </div>
      <fieldset>
        <legend className={label}>Will you attend?</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {[
            { value: true, text: 'Yes, I will attend' },
            { value: false, text: 'No, I cannot attend' },
          ].map((option) => (
            <label key={String(option.value)} className="flex min-h-11 items-center gap-2 text-navy-900">
              <input
                type="radio"
                name="attending"
                checked={values.attending === option.value}
                onChange={() => setValues((current) => ({ ...current, attending: option.value }))}
                className="h-5 w-5 accent-navy-900"
              />
              {option.text}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          Message <span className="font-normal text-navy-700">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={values.message}
          onChange={(e) => change('message', e.target.value)}
          aria-invalid={Boolean(fieldErrors.message)}
          aria-describedby={describe('message')}
          className={input}
        />
        {fieldError('message')}
      </div>
      <HoneypotField inputRef={honeypot} />
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 transition-colors hover:bg-gold-300 disabled:cursor-wait disabled:opacity-75"
      >
        {submitting ? 'Submitting...' : 'Submit RSVP'}
      </button>
    </form>
  );
}
