/**
 * Labelled form controls for the join form and the leader application: a visible label, a
 * required marker, the field's error tied to it (aria-describedby) and aria-invalid when wrong.
 */

export const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-navy-500 aria-invalid:border-red-700';

/**
 * No colour transition: the submit buttons are disabled until hydration, and fading from the
 * disabled colours passes through text/background pairs below 4.5:1 (axe caught one mid-fade).
 */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-navy-900 px-6 py-2.5 font-semibold text-cream shadow-sm hover:bg-navy-700 disabled:cursor-not-allowed disabled:bg-navy-300 disabled:text-navy-900';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-navy-300 bg-white px-6 py-2.5 font-semibold text-navy-900 transition-colors hover:border-navy-900';

function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-navy-950">
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

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: BaseProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
}) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-navy-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextArea({ id, label, value, onChange, required, error, hint }: BaseProps) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-navy-700">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={id}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function Checkbox({
  id,
  label,
  checked,
  onChange,
  error,
  required,
}: {
  id: string;
  label: React.ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-navy-900"
        />
        <label htmlFor={id} className="text-navy-900">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Invisible to people and assistive technology, so only bots fill it. */

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(container: HTMLElement | null, fields: readonly string[]) {
  for (const field of fields) {
    const element = container?.ownerDocument.getElementById(field);
    if (element && container?.contains(element) && element.getAttribute('aria-invalid') === 'true') {
      element.focus();
      return;
    }
  }
}

/** The first message of each field of a failed zod parse. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}
