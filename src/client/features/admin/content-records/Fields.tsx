/** Labelled inputs for the testimony and resource forms: each shows its own message and points to it. */

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600 aria-[invalid=true]:border-red-700';

interface Common {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

function described(id: string, error?: string, hint?: string) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, required }: Common) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function Notes({ id, error, hint }: Common) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextInput(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    multiline?: boolean;
    inputMode?: 'numeric' | 'url';
  },
) {
  const { id, value, onChange, multiline, inputMode, error, hint, required } = props;
  const common = {
    id,
    name: id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(id, error, hint),
    'aria-required': required || undefined,
    className: inputClass,
  };
  return (
    <div>
      <Label {...props} />
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Notes {...props} />
    </div>
  );
}

export function SelectInput(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    options: ReadonlyArray<{ value: string; label: string }>;
  },
) {
  const { id, value, onChange, options, error, hint } = props;
  return (
    <div>
      <Label {...props} />
      <select
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes {...props} />
    </div>
  );
}

export function CheckboxInput(props: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, label, checked, onChange, error, hint } = props;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error, hint)}
          className="h-4 w-4 rounded border-slate-400 text-indigo-700 focus:ring-2 focus:ring-indigo-600"
        />
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
      </div>
      <Notes {...props} />
    </div>
  );
}

export const buttonClass = {
  primary:
    'rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:bg-slate-500',
  secondary:
    'rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700',
  small:
    'rounded-md border px-2.5 py-1.5 text-xs font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-60',
};
