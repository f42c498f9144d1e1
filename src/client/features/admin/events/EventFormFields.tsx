/** Labelled inputs for the event form: each shows its own message and points to it (aria). */
import type { EventField, EventFormValues, FieldErrors } from './event-form-values.ts';

export interface FieldProps {
  idPrefix: string;
  values: EventFormValues;
  errors: FieldErrors;
  onChange: <K extends EventField>(field: K, value: EventFormValues[K]) => void;
}

export const fieldId = (prefix: string, field: EventField) => `${prefix}-${field}`;
const errorId = (prefix: string, field: EventField) => `${prefix}-${field}-error`;

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600 aria-[invalid=true]:border-red-700';

function FieldError({
  idPrefix,
  field,
  errors,
}: Pick<FieldProps, 'idPrefix' | 'errors'> & { field: EventField }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(idPrefix, field)} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

function describedBy(idPrefix: string, field: EventField, errors: FieldErrors, hintId?: string) {
  const ids = [errors[field] ? errorId(idPrefix, field) : null, hintId].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function TextField({
  field,
  label,
  type = 'text',
  required = false,
  multiline = false,
  hint,
  inputMode,
  ...props
}: FieldProps & {
  field: Exclude<
    EventField,
    'date_tbd' | 'is_online' | 'registration_required' | 'accepts_rsvp' | 'is_featured' | 'event_type'
  >;
  label: string;
  type?: 'text' | 'url' | 'datetime-local' | 'number';
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  inputMode?: 'numeric';
}) {
  const { idPrefix, values, errors, onChange } = props;
  const id = fieldId(idPrefix, field);
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(idPrefix, field, errors, hintId),
    'aria-required': required || undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          min={type === 'number' ? 1 : undefined}
          step={type === 'number' ? 1 : undefined}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError idPrefix={idPrefix} field={field} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  field,
  label,
  ...props
}: FieldProps & {
  field: 'date_tbd' | 'is_online' | 'registration_required' | 'accepts_rsvp' | 'is_featured';
  label: string;
}) {
  const { idPrefix, values, errors, onChange } = props;
  const id = fieldId(idPrefix, field);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={field}
          type="checkbox"
          checked={values[field]}
          onChange={(event) => onChange(field, event.target.checked)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(idPrefix, field, errors)}
          className="h-4 w-4 rounded border-slate-400 text-indigo-700 focus:ring-2 focus:ring-indigo-600"
        />
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
      </div>
      <FieldError idPrefix={idPrefix} field={field} errors={errors} />
    </div>
  );
}
