import { useEffect, useId, useRef, useState } from 'react';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/form-guard-fields.ts';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_CLEAR_MS } from '#shared/newsletter-messages.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { HoneypotField } from '#client/components/HoneypotField.tsx';

export const NEWSLETTER_API_PATH = '/api/newsletter/subscribe/';
/** The page whose action handles the form when JavaScript is not running (routes/newsletter.tsx). */
export const NEWSLETTER_FALLBACK_PATH = '/newsletter';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface NewsletterFormProps {
  /** Footer (dark background) or a page body (light background): picks AA-contrast colours. */
  tone?: 'dark' | 'light';
  /**
   * When the server rendered the form (ms epoch). Used as `form_started_at` until the form mounts in
   * the browser, so a submission without JavaScript still carries a fill time.
   */
  renderedAt?: number;
  /** A result from the no-JavaScript fallback action, shown on first render. */
  initialResult?: { ok: boolean; message: string } | undefined;
}

const TONES = {
  dark: {
    label: 'text-cream',
    input: 'border-navy-500 bg-navy-900 text-cream placeholder:text-navy-200',
    success: 'text-green-300',
    error: 'text-red-300',
  },
  light: {
    label: 'text-navy-950',
    input: 'border-navy-300 bg-white text-navy-950 placeholder:text-navy-500',
    success: 'text-green-800',
    error: 'text-red-700',
  },
} as const;

/**
 * The newsletter sign-up (spec sections 4, 5 and 8). With JavaScript it posts JSON to the API and
 * shows the answer in place. It is still a real <form method="post"> pointing at /newsletter, whose
 * route action subscribes the same way, so it works before hydration or with scripts blocked
 * (rate-limited like every form post).
 */
export function NewsletterForm({ tone = 'dark', renderedAt, initialResult }: NewsletterFormProps) {
  const colours = TONES[tone];
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(
    initialResult ? (initialResult.ok ? 'success' : 'error') : 'idle',
  );
  const [message, setMessage] = useState(initialResult?.message ?? '');
  const startedAt = useRef(renderedAt ?? 0);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The fill time counts from when the visitor could first use the form in this browser.
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  function showError(text: string) {
    setStatus('error');
    setMessage(text);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    clearTimeout(clearTimer.current);
    if (email.trim() === '') {
      showError(NEWSLETTER_MESSAGES.emptyEmail);
      return;
    }
    setStatus('submitting');
    setMessage('');
    try {
      const result = await apiRequest<{ message: string }>(NEWSLETTER_API_PATH, {
        method: 'POST',
        body: {
          email: email.trim(),
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
          [STARTED_AT_FIELD]: startedAt.current,
        },
      });
      setStatus('success');
      setMessage(result.message);
      setEmail('');
      clearTimer.current = setTimeout(() => {
        setStatus('idle');
        setMessage('');
      }, NEWSLETTER_SUCCESS_CLEAR_MS);
    } catch (error) {
      // A rejected address gets its own message ('Please enter a valid email address'); any other
      // failure (network, rate limit, server) gets the spec's one.
      const fieldMessage = error instanceof ApiError ? error.fields.email?.[0] : undefined;
      showError(fieldMessage ?? NEWSLETTER_MESSAGES.failure);
    }
  }

  const submitting = status === 'submitting';
  const invalid = status === 'error';
  return (
    <form method="post" action={NEWSLETTER_FALLBACK_PATH} noValidate onSubmit={onSubmit} className="w-full">
      <label htmlFor={inputId} className={`block text-sm font-semibold ${colours.label}`}>
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
          className={`min-h-11 w-full min-w-0 flex-1 rounded-md border px-3 py-2 text-base ${colours.input}`}
        />
        <button
          type="submit"
          disabled={submitting}
          className="min-h-11 shrink-0 rounded-md bg-gold-400 px-5 py-2 font-semibold text-navy-950 transition-colors hover:bg-gold-300 disabled:cursor-wait disabled:opacity-75"
        >
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <HoneypotField inputRef={honeypotRef} />
      {/* Read only by the no-JavaScript path; with JavaScript the mount time above is sent. */}
      <input type="hidden" name={STARTED_AT_FIELD} value={renderedAt ?? ''} />
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-6 text-sm font-semibold ${status === 'success' ? colours.success : colours.error}`}
      >
        {message}
      </p>
    </form>
  );
}
