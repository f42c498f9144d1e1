import { useId, useRef, useState } from 'react';
import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  BODY_MAX,
  NEWSLETTER_DATA_ERROR,
  NEWSLETTER_SOURCE_LABELS,
  NEWSLETTER_SOURCES,
  type NewsletterSource,
  SUBJECT_MAX,
} from '#shared/admin-newsletter-messages.ts';
import type { NewsletterAudience } from '#shared/admin-newsletter.ts';
import { ApiError } from '#client/lib/api.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useAdminData, useSignedOutRedirect } from '../use-admin-data.ts';
import { newIdempotencyKey, sendNewsletter } from './newsletter-api.ts';
import { buttonClass, inputClass, primaryButtonClass } from './styles.ts';

type Fields = Partial<Record<'subject' | 'body' | 'sources', string>>;

const plural = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * Compose a newsletter: subject, plain-text body (blank lines make paragraphs), the subscriber
 * sources with the live count of active people in them, and a confirmation before anything is sent.
 * The idempotency key is made when the form opens and renewed only after a send succeeds, so a
 * double click or a resend after a lost answer sends once.
 */
export function ComposeForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const audience = useAdminData<NewsletterAudience>('/api/admin/newsletters/audience/');
  const redirectIfSignedOut = useSignedOutRedirect();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sources, setSources] = useState<NewsletterSource[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // A second click lands before React re-renders the disabled button: this ref stops it at once.
  const inFlight = useRef(false);

  const activeIn = (source: NewsletterSource) =>
    audience.data?.by_source.find((row) => row.source === source)?.active ?? 0;
  const recipients = sources.reduce((total, source) => total + activeIn(source), 0);

  function validate(): Fields {
    const next: Fields = {};
    if (!subject.trim()) next.subject = M.subjectRequired;
    else if (subject.trim().length > SUBJECT_MAX) next.subject = M.subjectTooLong;
    if (!body.trim()) next.body = M.bodyRequired;
    else if (body.trim().length > BODY_MAX) next.body = M.bodyTooLong;
    if (sources.length === 0) next.sources = M.sourcesRequired;
    else if (audience.data && recipients === 0) next.sources = M.noRecipients;
    return next;
  }

  function review(event: React.FormEvent) {
    event.preventDefault();
    setSent(null);
    setFormError(null);
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = (['subject', 'body', 'sources'] as const).find((field) => next[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setConfirming(true);
  }

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const result = await sendNewsletter({ subject, body, sources, idempotency_key: key });
      setConfirming(false);
      // A duplicate: an earlier click already sent it (its answer was lost); nothing went out twice.
      setSent(
        `Newsletter “${result.campaign.subject}” ${result.duplicate ? 'was already sent' : 'sent'} to ${plural(result.campaign.recipient_count)}.`,
      );
      setSubject('');
      setBody('');
      setSources([]);
      setErrors({});
      setKey(newIdempotencyKey());
      audience.reload();
      onSent();
    } catch (error) {
      setConfirming(false);
      if (redirectIfSignedOut(error)) return;
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const pick = (field: string) => error.fields[field]?.[0];
        setErrors({ subject: pick('subject'), body: pick('body'), sources: pick('sources') });
        setFormError(error.fields.idempotency_key?.[0] ?? null);
      } else {
        setFormError(M.sendFailed);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const describedBy = (field: keyof Fields, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof Fields) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Compose a newsletter
      </h2>
      <div aria-live="polite">
        {sent ? (
          <p className="mt-3 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {sent}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <form noValidate onSubmit={review} className="mt-4 space-y-5">
        <div>
          <label htmlFor={`${id}-subject`} className="block text-sm font-semibold text-slate-800">
            Subject
          </label>
          <input
            id={`${id}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={SUBJECT_MAX}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            className={inputClass}
          />
          {fieldError('subject')}
        </div>
        <div>
          <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-slate-800">
            Message
          </label>
          <p id={`${id}-body-hint`} className="text-sm text-slate-700">
            Plain text. Leave a blank line between paragraphs. An unsubscribe link is added to every email.
          </p>
          <textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={10}
            maxLength={BODY_MAX}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy('body', `${id}-body-hint`)}
            className={inputClass}
          />
          {fieldError('body')}
        </div>
        <fieldset aria-describedby={describedBy('sources', `${id}-count`)}>
          <legend id={`${id}-sources`} tabIndex={-1} className="text-sm font-semibold text-slate-800">
            Send to subscribers from
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {NEWSLETTER_SOURCES.map((source) => (
              <label
                key={source}
                className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50"
              >
                <input
                  type="checkbox"
                  checked={sources.includes(source)}
                  onChange={(event) =>
                    setSources((current) =>
                      event.target.checked ? [...current, source] : current.filter((s) => s !== source),
                    )
                  }
                  className="h-4 w-4 accent-indigo-700"
                />
                <span>
                  {NEWSLETTER_SOURCE_LABELS[source]}{' '}
                  <span className="text-slate-700">
                    ({audience.data ? `${activeIn(source)} active` : '…'})
                  </span>
                </span>
              </label>
            ))}
          </div>
          <p id={`${id}-count`} aria-live="polite" className="mt-2 text-sm font-semibold text-slate-900">
            {audience.status === 'error'
              ? NEWSLETTER_DATA_ERROR
              : sources.length === 0
                ? 'No subscribers chosen yet.'
                : `${plural(recipients)} will receive this newsletter.`}
          </p>
          {fieldError('sources')}
        </fieldset>
        <button type="submit" className={primaryButtonClass}>
          Review and send
        </button>
      </form>

      {confirming ? (
        <AdminDialog title={`Send to ${plural(recipients)}?`} onClose={() => setConfirming(false)}>
          <p className="text-sm text-slate-800">
            “{subject.trim()}” goes to every active subscriber from{' '}
            {sources.map((source) => NEWSLETTER_SOURCE_LABELS[source]).join(', ')}. This cannot be undone.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={sending}
              onClick={() => void send()}
            >
              {sending ? 'Sending...' : `Send to ${plural(recipients)}`}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={sending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </AdminDialog>
      ) : null}
    </section>
  );
}
