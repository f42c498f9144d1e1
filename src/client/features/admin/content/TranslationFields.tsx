/**
 * The pieces of the document editor's Spanish side (docs/product.md#site-content): beside each
 * field, the English it translates; a picture's words (alt text, caption) without the picture
 * chooser, since a Spanish page shows the English page's pictures.
 */
import type { FieldPath, ImageField } from '#shared/content/fields.ts';
import { pathName } from '#shared/content/fields.ts';
import { TRANSLATION_EDITOR_WORDS as W } from '#shared/content/admin-words.ts';
import { controlClass } from '#client/components/form/field-parts.tsx';

/** The value at `path` of a document. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

/** A Spanish field with its English beside it on a wide screen, above it on a phone. */
export function WithEnglish({
  english,
  id,
  children,
}: {
  english: unknown;
  id: string;
  children: React.ReactNode;
}) {
  const text = typeof english === 'string' && english.trim() !== '' ? english : null;
  return (
    <div className="grid gap-2 lg:grid-cols-2 lg:gap-4">
      <div id={`${id}-english`} lang="en" className="rounded-md bg-slate-50 p-2 text-sm text-slate-800">
        <p className="font-semibold">{W.englishText}</p>
        <p className="whitespace-pre-line">{text ?? W.noEnglish}</p>
      </div>
      <div lang="es">{children}</div>
    </div>
  );
}

/** A picture's words in Spanish: its alt text (and caption), each beside the English. */
export function ImageWords({
  field,
  path,
  value,
  english,
  errors,
  change,
  fieldId,
}: {
  field: ImageField;
  path: FieldPath;
  value: unknown;
  english: unknown;
  errors: Record<string, string[]>;
  change: (path: FieldPath, value: unknown) => void;
  fieldId: (path: FieldPath) => string;
}) {
  const names = field.caption ? (['alt', 'caption'] as const) : (['alt'] as const);
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-navy-950">{field.label}</legend>
      {names.map((name) => {
        const at = [...path, name];
        const id = fieldId(at);
        const messages = errors[pathName(at)];
        const text = valueAt(value, [name]);
        return (
          <WithEnglish key={name} english={valueAt(english, [name])} id={id}>
            <label htmlFor={id} className="block text-sm font-semibold text-navy-950">
              {name === 'alt' ? 'Description (alt text)' : 'Caption'}
            </label>
            <input
              id={id}
              className={controlClass}
              value={typeof text === 'string' ? text : ''}
              aria-invalid={messages ? true : undefined}
              aria-describedby={`${id}-english`}
              onChange={(event) => change(at, event.target.value)}
            />
            {messages ? <p className="mt-1 text-sm font-medium text-red-800">{messages[0]}</p> : null}
          </WithEnglish>
        );
      })}
    </fieldset>
  );
}
