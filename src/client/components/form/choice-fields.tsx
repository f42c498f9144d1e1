/**
 * The form kit's choices: one checkbox, a group of checkboxes sharing a name, and a radio group.
 * Groups are a fieldset with a legend; the error is tied to every control in the group.
 */
import { describedBy, useFieldState } from '#client/components/form/form-context.ts';
import { FieldError, FieldHint, FieldLabel } from '#client/components/form/field-parts.tsx';
import type { Option } from '#client/components/form/fields.tsx';

const boxClass = 'mt-0.5 size-6 shrink-0 accent-navy-900';

export function CheckboxField({
  name,
  label,
  hint,
  error: given,
  id: givenId,
  className,
  ...input
}: {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | undefined;
  id?: string;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'className'>) {
  const { id, error, refill } = useFieldState(name, { id: givenId, error: given });
  const { defaultChecked, ...rest } = input;
  const initial =
    input.checked !== undefined
      ? {}
      : { defaultChecked: refill !== undefined ? Boolean(refill) : defaultChecked };
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={boxClass}
          {...initial}
          {...rest}
        />
        <label htmlFor={id} className="text-navy-950 in-[.on-dark]:text-cream">
          {label}
        </label>
      </div>
      <div className="ml-9">
        <FieldHint id={id} hint={hint} />
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}

interface GroupProps {
  name: string;
  legend: React.ReactNode;
  options: readonly Option[];
  hint?: React.ReactNode;
  required?: boolean;
  error?: string | undefined;
  id?: string;
  className?: string;
  /** Lays the choices out in a row where there is room. */
  inline?: boolean;
}

function ChoiceGroup({
  type,
  name,
  legend,
  options,
  hint,
  required,
  error: given,
  id: givenId,
  className,
  inline,
  selected,
  onSelect,
}: GroupProps & {
  type: 'radio' | 'checkbox';
  selected: readonly string[] | undefined;
  onSelect?: ((value: string, checked: boolean) => void) | undefined;
}) {
  const { id, error, refill } = useFieldState(name, { id: givenId, error: given });
  const refilled = refill === undefined ? undefined : ([] as string[]).concat(refill as string | string[]);
  const controlled = selected !== undefined && onSelect !== undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy(id, hint, error)}>
      <FieldLabel as="legend" label={legend} required={required} />
      <FieldHint id={id} hint={hint} />
      <div className={`mt-2 flex gap-x-6 gap-y-2 ${inline ? 'flex-wrap' : 'flex-col'}`}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const state = controlled
            ? {
                checked: selected.includes(option.value),
                onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                  onSelect(option.value, event.target.checked),
              }
            : { defaultChecked: (refilled ?? selected ?? []).includes(option.value) };
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                name={name}
                type={type}
                value={option.value}
                required={type === 'radio' ? required : undefined}
                aria-invalid={error ? true : undefined}
                className={boxClass}
                {...state}
              />
              <label htmlFor={optionId} className="text-navy-950 in-[.on-dark]:text-cream">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** One choice of several. Uncontrolled with `defaultValue`, controlled with `value` and `onValueChange`. */
export function RadioGroup({
  defaultValue,
  value,
  onValueChange,
  ...props
}: GroupProps & { defaultValue?: string; value?: string; onValueChange?: (value: string) => void }) {
  const selected = value !== undefined ? [value] : defaultValue !== undefined ? [defaultValue] : undefined;
  return (
    <ChoiceGroup
      type="radio"
      {...props}
      selected={selected}
      onSelect={value !== undefined && onValueChange ? (choice) => onValueChange(choice) : undefined}
    />
  );
}

/** Any number of choices, posted as a list under one name. */
export function CheckboxGroup({ defaultValue, ...props }: GroupProps & { defaultValue?: readonly string[] }) {
  return <ChoiceGroup type="checkbox" {...props} selected={defaultValue} />;
}
