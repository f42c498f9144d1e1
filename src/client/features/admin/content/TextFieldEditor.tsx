/** A text field of the site-content editor: one line, a paragraph, Markdown with its preview, a time zone. */
import type { FieldPath, TextField } from '#shared/content/fields.ts';
import { pathName } from '#shared/content/fields.ts';
import { CONTENT_EDITOR_WORDS as W } from '#shared/content/admin-words.ts';
import { controlClass } from '#client/components/form/field-parts.tsx';
import { TimeZoneSelect } from '#client/features/admin/content/TimeZoneSelect.tsx';
import { MarkdownPreview } from '#client/features/admin/content/MarkdownPreview.tsx';
import { valueAt, WithEnglish } from '#client/features/admin/content/TranslationFields.tsx';
import { type EditorContext, fieldId, Problem } from '#client/features/admin/content/editor-parts.tsx';

const INPUT_TYPE: Partial<Record<TextField['kind'], string>> = {
  email: 'email',
  url: 'url',
  phone: 'tel',
  clockTime: 'time',
};

function TextInput({
  field,
  path,
  value,
  ctx,
}: {
  field: TextField;
  path: FieldPath;
  value: unknown;
  ctx: EditorContext;
}) {
  const id = fieldId(path);
  const messages = ctx.errors[pathName(path)];
  const text = typeof value === 'string' ? value : '';
  const describedBy = [
    field.hint ? `${id}-hint` : '',
    field.kind === 'markdown' ? `${id}-format` : '',
    messages ? `${id}-error` : '',
    field.kind === 'markdown' ? `${id}-preview` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    value: text,
    maxLength: field.max,
    'aria-invalid': messages ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: controlClass,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      ctx.change(path, field.nullable && event.target.value === '' ? null : event.target.value),
  };
  const long = field.kind === 'markdown' || field.kind === 'paragraph';
  return (
    <div className={field.kind === 'markdown' ? 'grid gap-3 lg:grid-cols-2' : undefined}>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-navy-950">
          {field.label}
          {field.required ? null : <span className="font-normal text-slate-700">{W.optional}</span>}
        </label>
        {field.hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {field.hint}
          </p>
        ) : null}
        {field.kind === 'markdown' ? (
          <p id={`${id}-format`} className="text-sm text-slate-700">
            {W.markdownHint}
          </p>
        ) : null}
        {field.kind === 'timeZone' ? (
          <TimeZoneSelect common={common} value={text} zones={ctx.timeZones} />
        ) : long ? (
          <textarea {...common} rows={field.kind === 'markdown' ? 6 : 3} />
        ) : (
          <input {...common} type={INPUT_TYPE[field.kind] ?? 'text'} />
        )}
        <Problem id={id} messages={messages} />
      </div>
      {field.kind === 'markdown' ? <MarkdownPreview markdown={text} id={`${id}-preview`} /> : null}
    </div>
  );
}

/** A text field; on the Spanish side, beside its English. */
export function TextEditor(props: { field: TextField; path: FieldPath; value: unknown; ctx: EditorContext }) {
  if (props.ctx.english === undefined) return <TextInput {...props} />;
  return (
    <WithEnglish english={valueAt(props.ctx.english, props.path)} id={fieldId(props.path)}>
      <TextInput {...props} />
    </WithEnglish>
  );
}
