import { useEffect, useId, useRef, useState } from 'react';
import {
  DONATION_AMOUNT_STEP,
  DONATION_CATEGORIES,
  DONATION_MESSAGE_MAX,
  DONATION_PRESET_AMOUNTS,
  donationErrorMessage,
  dollarsToCents,
  formatUsd,
  MIN_DONATION_DOLLARS,
} from '#shared/donations-messages.ts';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/form-guard-fields.ts';
import { ApiError } from '../../lib/api.ts';
import { FieldError, type FieldErrors, input, labelClass, validate } from './donation-form-parts.tsx';
import { createCheckoutSession, createDonation } from './giving-api.ts';
import { HoneypotField } from '#client/components/HoneypotField.tsx';

export type { FieldErrors };

type Status = 'idle' | 'processing' | 'error';

export interface DonationFormProps {
  /** When the server rendered the form (ms epoch): the fill time of a post made without JavaScript. */
  renderedAt?: number;
  /** The answer of the no-JavaScript fallback (the /giving route action), shown on first render. */
  initialResult?: { error?: string; fields?: FieldErrors } | undefined;
}

/**
 * The giving form (spec sections 4, 5 and 8): idle, processing, then off to the hosted checkout.
 * The server stores the gift as pending and creates the checkout from what it stored.
 */
export function DonationForm({ renderedAt, initialResult }: DonationFormProps = {}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [category, setCategory] = useState('GENERAL');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [status, setStatus] = useState<Status>(initialResult ? 'error' : 'idle');
  const [errors, setErrors] = useState<FieldErrors>(initialResult?.fields ?? {});
  const [formError, setFormError] = useState(initialResult?.error ?? '');
  const startedAt = useRef(renderedAt ?? 0);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    // Back from the checkout page, the browser may restore this page as it was: ready again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const check = dollarsToCents(amount);
  const processing = status === 'processing';

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const found = validate({ amount, name, email });
    setErrors(found);
    setFormError('');
    const first = (['amount', 'name', 'email'] as const).find((field) => found[field]);
    if (first) {
      ({ amount: amountRef, name: nameRef, email: emailRef })[first].current?.focus();
      return;
    }
    setStatus('processing');
    try {
      const donation = await createDonation({
        amount: Number(amount),
        name: name.trim(),
        email: email.trim(),
        donation_type: 'ONE_TIME',
        category,
        message: message.trim(),
        is_anonymous: anonymous,
        payment_status: 'manual',
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
        form_started_at: startedAt.current,
      });
      const session = await createCheckoutSession(donation.id);
      window.location.assign(session.url);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const fieldErrors: FieldErrors = {};
      for (const key of ['amount', 'name', 'email', 'category', 'message'] as const) {
        if (fields[key]?.[0]) fieldErrors[key] = fields[key][0];
      }
      setErrors(fieldErrors);
      const reason = error instanceof ApiError && error.fromServer ? error.message : undefined;
      setFormError(donationErrorMessage(error instanceof ApiError ? reason : (error as Error)?.message));
      setStatus('error');
    }
  }

  const describedBy = (field: keyof FieldErrors, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    // Without JavaScript the browser posts the form to the /giving route action (same rules).
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={processing} className="space-y-6">
      <fieldset>
        <legend className={labelClass}>Choose an amount</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DONATION_PRESET_AMOUNTS.map((preset) => {
            const chosen = check.ok && check.cents === preset * 100;
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={chosen}
                onClick={() => {
                  setAmount(String(preset));
                  setErrors((current) => ({ ...current, amount: undefined }));
                }}
                className={`min-h-12 rounded-md border px-3 py-2 text-lg font-semibold transition-colors ${
                  chosen
                    ? 'border-navy-900 bg-navy-900 text-cream'
                    : 'border-navy-300 bg-white text-navy-900 hover:border-navy-900'
                }`}
              >
                {formatUsd(preset).replace('.00', '')}
              </button>
            );
          })}
        </div>
        <label htmlFor={`${id}-amount`} className={`${labelClass} mt-4`}>
          Amount (USD)
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-navy-700"
          >
            $
          </span>
          <input
            ref={amountRef}
            id={`${id}-amount`}
            name="amount"
            type="number"
            inputMode="decimal"
            min={MIN_DONATION_DOLLARS}
            step={DONATION_AMOUNT_STEP}
            placeholder="Other amount"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
            aria-invalid={Boolean(errors.amount) || undefined}
            aria-describedby={describedBy('amount', `${id}-amount-hint`)}
            className={`${input} pl-7`}
          />
        </div>
        <p id={`${id}-amount-hint`} className="mt-1.5 text-sm text-navy-700">
          Minimum {formatUsd(MIN_DONATION_DOLLARS)}. One-time gift in US dollars.
        </p>
        <FieldError id={`${id}-amount-error`} message={errors.amount} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Name
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={name}
            maxLength={120}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
            aria-invalid={Boolean(errors.name) || undefined}
            aria-describedby={describedBy('name')}
            className={input}
          />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            aria-invalid={Boolean(errors.email) || undefined}
            aria-describedby={describedBy('email', `${id}-email-hint`)}
            className={input}
          />
          <p id={`${id}-email-hint`} className="mt-1.5 text-sm text-navy-700">
            For your receipt.
          </p>
          <FieldError id={`${id}-email-error`} message={errors.email} />
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Category
        </label>
        <select
          id={`${id}-category`}
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          aria-describedby={describedBy('category')}
          className={input}
        >
          {DONATION_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-category-error`} message={errors.category} />
      </div>

      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          Message <span className="font-normal text-navy-700">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          maxLength={DONATION_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={describedBy('message')}
          className={input}
        />
        <FieldError id={`${id}-message-error`} message={errors.message} />
      </div>

      <div className="flex items-start gap-3">
        <input
          id={`${id}-anonymous`}
          name="is_anonymous"
          value="true"
          type="checkbox"
          checked={anonymous}
          onChange={(event) => setAnonymous(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-navy-900"
        />
        <label htmlFor={`${id}-anonymous`} className="text-navy-900">
          Give anonymously{' '}
          <span className="block text-sm text-navy-700">Your name is not shown on the thank-you page.</span>
        </label>
      </div>

      <HoneypotField inputRef={honeypotRef} />

      {/* Read only by the no-JavaScript path; with JavaScript the mount time is sent. */}
      <input type="hidden" name={STARTED_AT_FIELD} value={renderedAt ?? ''} />

      <p role="alert" className="min-h-6 text-sm font-semibold text-red-700 empty:min-h-0">
        {formError}
      </p>

      <button
        type="submit"
        disabled={processing}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-gold-400 px-6 py-3 text-lg font-semibold text-navy-950 shadow-sm transition-colors hover:bg-gold-300 disabled:cursor-wait disabled:opacity-75"
      >
        {processing ? 'Processing...' : check.ok ? `Give ${formatUsd(check.cents / 100)}` : 'Give now'}
      </button>
    </form>
  );
}
