/**
 * The form kit's text-like fields: text, email, phone, number, textarea and select. Each has a
 * visible label (a red * when required, "(optional)" when not), an optional hint, and its error
 * wired with aria-describedby and aria-invalid. Inside a <FormKit> a field finds its error and its
 * refill value by name; outside one, pass `error` (and `value` or `defaultValue`) yourself.
 */
import { describedBy, textOf, useFieldState } from '#client/components/form/form-context.ts';
import { controlClass, FieldError, FieldHint, FieldLabel } from '#client/components/form/field-parts.tsx';

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

/**
 * What every text-like field does: finds its id, error and refill value, and gives its control the
 * label's id, `required`, aria-invalid and aria-describedby. Controlled when given `value`; otherwise
 * it starts from the refused post's value, or `defaultValue`.
 */
function useControl<Native extends { value?: unknown; defaultValue?: unknown }>(props: FieldProps & Native) {
  const {
    name,
    label,
    hint,
    required,
    error: given,
    id: givenId,
    className,
    defaultValue,
    ...native
  } = props;
  const { id, error, refill } = useFieldState(name, { id: givenId, error: given });
  const start = textOf(refill) ?? (defaultValue as string | number | undefined);
  return {
    frame: { id, label, hint, required, error, className },
    control: {
      id,
      name,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
      className: controlClass,
      ...(native.value === undefined ? { defaultValue: start } : {}),
      ...native,
    },
  };
}

export function TextField(props: FieldProps & InputProps) {
  const { frame, control } = useControl(props);
  return (
    <Frame {...frame}>
      <input type="text" {...control} />
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
  rows = 5,
  ...props
}: FieldProps &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required' | 'className'>) {
  const { frame, control } = useControl(props);
  return (
    <Frame {...frame}>
      <textarea rows={rows} {...control} />
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & {
  options: readonly Option[];
  /** A first, empty choice ("Choose…"), for a select with no default. */
  placeholder?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required' | 'className'>) {
  const { frame, control } = useControl(props);
  return (
    <Frame {...frame}>
      <select {...control}>
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
