/** The label, hint and error line every field shares, styled for light and dark (`.on-dark`) surfaces. */
import { FORMS_WORDS } from '#shared/forms/words.ts';
import { FIELD_ERROR_CLASS } from '#client/components/form/message-tones.ts';
import { useWords } from '#client/lib/locale.ts';

export const controlClass =
  'mt-1.5 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-navy-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 ' +
  'in-[.on-dark]:border-navy-500 in-[.on-dark]:bg-navy-900 in-[.on-dark]:text-cream in-[.on-dark]:placeholder:text-navy-200 in-[.on-dark]:aria-invalid:border-red-300 in-[.on-dark]:aria-invalid:ring-red-300';

const labelClass = 'block text-sm font-semibold text-navy-950 in-[.on-dark]:text-cream';

export function FieldLabel({
  htmlFor,
  label,
  required,
  as: Tag = 'label',
}: {
  htmlFor?: string;
  label: React.ReactNode;
  required?: boolean | undefined;
  /** A group's caption is a legend, not a label. */
  as?: 'label' | 'legend';
}) {
  const t = useWords(FORMS_WORDS);
  return (
    <Tag {...(Tag === 'label' ? { htmlFor } : {})} className={labelClass}>
      {label}
      {required ? (
        <span className="text-red-700 in-[.on-dark]:text-red-300" aria-hidden="true">
          {' '}
          *
        </span>
      ) : required === false ? (
        <span className="font-normal text-navy-700 in-[.on-dark]:text-navy-200"> {t('optional')}</span>
      ) : null}
    </Tag>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: React.ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-navy-700 in-[.on-dark]:text-navy-200">
      {hint}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={FIELD_ERROR_CLASS}>
      {error}
    </p>
  );
}
