/**
 * The form kit's text-like fields: text, email, phone, number, textarea and select. Each has a
 * visible label (a red * when required, "(optional)" when not), an optional hint, and its error
 * wired with aria-describedby and aria-invalid. Inside a <FormKit> a field finds its error and its
 * refill value by name; outside one, pass `error` (and `value` or `defaultValue`) yourself.
 */
import { describedBy, textOf, useFieldState } from './form-context.ts';
import { controlClass, FieldError, FieldHint, FieldLabel } from './field-parts.tsx';

interface FieldProps {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  required?: boolean;
  error?: string | undefined;
  id?: string;
  /** Classes for the field's wrapper (grid placement). */
  className?: string;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'className'>;

function Frame({
  id,
  label,
  hint,
  required,
  error,
  className,
  children,
}: Omit<FieldProps, 'name'> & { id: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required ?? false} />
      <FieldHint id={id} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Controlled when given `value`; otherwise it starts from the refused post's value, or `defaultValue`. */
function initial(props: { value?: unknown; defaultValue?: unknown }, refill: string | undefined) {
  if (props.value !== undefined) return {};
  return { defaultValue: refill ?? (props.defaultValue as string | number | undefined) };
}

export function TextField({
  name,
  label,
  hint,
  required,
  error: given,
  id: givenId,
  className,
  ...input
}: FieldProps & InputProps) {
  const { id, error, refill } = useFieldState(name, { id: givenId, error: given });
  const { defaultValue: _default, ...rest } = input;
  return (
    <Frame id={id} label={label} hint={hint} required={required} error={error} className={className}>
      <input
        id={id}
        name={name}
        type="text"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...initial(input, textOf(refill))}
        {...rest}
      />
    </Frame>
  );
}

export function EmailField(props: FieldProps & InputProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={254} {...props} />;
}

export function PhoneField(props: FieldProps & InputProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

export function NumberField(props: FieldProps & InputProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

export function TextareaField({
  name,
  label,
  hint,
  required,
  error: given,
  id: givenId,
  className,
  rows = 5,
  ...textarea
}: FieldProps &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required' | 'className'>) {
  const { id, error, refill } = useFieldState(name, { id: givenId, error: given });
  const { defaultValue: _default, ...rest } = textarea;
  return (
    <Frame id={id} label={label} hint={hint} required={required} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...initial(textarea, textOf(refill))}
        {...rest}
      />
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  hint,
  required,
  error: given,
  id: givenId,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: readonly Option[];
  /** A first, empty choice ("Choose…"), for a select with no default. */
  placeholder?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required' | 'className'>) {
  const { id, error, refill } = useFieldState(name, { id: givenId, error: given });
  const { defaultValue: _default, ...rest } = select;
  return (
    <Frame id={id} label={label} hint={hint} required={required} error={error} className={className}>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...initial(select, textOf(refill))}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
