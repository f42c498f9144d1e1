/**
 * The pieces every outreach form shares: labelled fields with their error under them, the honeypot
 * and fill-time guard, the message line and the button styles.
 */
import { useEffect, useRef } from 'react';
import { HoneypotField } from '#client/components/HoneypotField.tsx';
import { ApiError } from '#client/lib/api.ts';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/form-guard-fields.ts';

export type FieldErrors = Record<string, string | undefined>;

/** Loose on purpose: the server has the final word; this only catches obvious slips early. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const buttonClass = {
  primary:
    'inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream shadow-sm transition-colors hover:bg-navy-700 disabled:cursor-wait disabled:opacity-75',
  gold: 'inline-flex min-h-12 items-center justify-center rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 shadow-sm transition-colors hover:bg-gold-300 disabled:cursor-wait disabled:opacity-75',
  outline:
    'inline-flex min-h-12 items-center justify-center rounded-full border border-navy-300 bg-white px-6 py-3 font-semibold text-navy-900 transition-colors hover:border-navy-900',
};

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-navy-500 aria-invalid:border-red-700';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
}

function Label({ id, label, required }: Pick<FieldProps, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="block font-semibold text-navy-950">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-navy-700"> (optional)</span>
      )}
    </label>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

export function TextField({
  id,
  name,
  label,
  error,
  required,
  hint,
  ...input
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-navy-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextArea({
  id,
  name,
  label,
  error,
  required,
  hint,
  ...input
}: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required'>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function Checkbox({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: React.ReactNode; hint?: string; error?: string | undefined } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="mt-0.5 size-6 shrink-0 accent-navy-900"
          {...input}
        />
        <label htmlFor={id} className="text-navy-950">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 ml-9 text-sm text-navy-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A form's outcome line: green on success, red on error; announced when it changes. */
export function FormMessage({
  id,
  tone,
  message,
}: {
  id?: string;
  tone: 'success' | 'error' | null;
  message: string;
}) {
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`text-base font-semibold empty:hidden ${tone === 'success' ? 'text-green-800' : 'text-red-700'}`}
    >
      {message}
    </p>
  );
}

/**
 * The anti-spam fields: a honeypot people never see and the time the form became usable. Spread
 * `guardFields()` into the request body.
 */
export function useFormGuard() {
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  return {
    guardFields: () => ({
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      [STARTED_AT_FIELD]: startedAt.current,
    }),
    /** Restarts the fill time (after "Send Another"). */
    restart: () => {
      startedAt.current = Date.now();
    },
    honeypot: <HoneypotField inputRef={honeypot} />,
  };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, order: string[]) {
  const first = order.find((name) => errors[name]);
  if (!first || !form) return;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** The server's field errors (a list per field) as the first message of each, for the fields. */
export function firstFieldErrors(error: unknown): FieldErrors {
  const fields = error instanceof ApiError ? error.fields : {};
  return Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0]]));
}

/** A sent form's success message and its "Send Another" / "Submit Another" button. */
export function SuccessPanel({
  panelRef,
  message,
  againLabel,
  onAgain,
}: {
  panelRef: React.Ref<HTMLDivElement>;
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      className="space-y-5 rounded-xl border border-green-700/30 bg-green-50 p-6"
    >
      <FormMessage tone="success" message={message} />
      <button type="button" className={buttonClass.primary} onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
