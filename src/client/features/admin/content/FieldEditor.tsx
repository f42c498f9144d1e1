import type { Field, FieldPath, ListField } from '#shared/content/fields.ts';
import { pathName } from '#shared/content/fields.ts';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass } from '#client/components/form/field-parts.tsx';
import { ImageChoice, type ImageValue } from '#client/features/admin/content/ImageChoice.tsx';
import { isSearchField, SearchEngineFields } from '#client/features/admin/content/SearchEngineFields.tsx';
import { hasWords } from '#shared/content/translation.ts';
import { ImageWords, valueAt } from '#client/features/admin/content/TranslationFields.tsx';
import { type EditorContext, fieldId, Problem } from '#client/features/admin/content/editor-parts.tsx';
import { TextEditor } from '#client/features/admin/content/TextFieldEditor.tsx';

export { type EditorContext, fieldId };

/** An empty value of a field, for a list's new entry. */
export function emptyValue(field: Field): unknown {
  switch (field.type) {
    case 'text':
      return field.nullable ? null : '';
    case 'number':
      return field.initial ?? field.min;
    case 'boolean':
      return false;
    case 'image':
      return { src: '/', alt: '', width: 1, height: 1 };
    case 'group':
      return Object.fromEntries(Object.entries(field.fields).map(([key, child]) => [key, emptyValue(child)]));
    case 'list':
      return [];
  }
}

function ListEditor({
  field,
  path,
  value,
  ctx,
}: {
  field: ListField;
  path: FieldPath;
  value: unknown;
  ctx: EditorContext;
}) {
  const items = Array.isArray(value) ? value : [];
  const id = fieldId(path);
  // The Spanish side translates the English entries: adding, removing and ordering are the English side's.
  const fixed = ctx.english !== undefined;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    ctx.change(path, next);
  };
  return (
    <fieldset
      id={id}
      className="space-y-3 rounded-md border border-slate-300 p-3"
      aria-describedby={ctx.errors[pathName(path)] ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-navy-950">{field.label}</legend>
      <Problem id={id} messages={ctx.errors[pathName(path)]} />
      <ol className="space-y-3">
        {items.map((item, index) => {
          const name = `${field.itemLabel} ${index + 1}`;
          return (
            <li key={index} className="space-y-2 rounded-md bg-slate-50 p-3">
              <FieldEditor
                field={{ ...field.item, label: `${field.item.label} ${index + 1}` }}
                path={[...path, index]}
                value={item}
                ctx={ctx}
              />
              {fixed ? null : (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move {name} up
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move {name} down
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      ctx.change(
                        path,
                        items.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove {name}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {fixed ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={items.length >= field.max}
          onClick={() => ctx.change(path, [...items, emptyValue(field.item)])}
        >
          Add a {field.itemLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** One field of a document, drawn from its descriptor: the same editor serves every document. */
export function FieldEditor({
  field,
  path,
  value,
  ctx,
}: {
  field: Field;
  path: FieldPath;
  value: unknown;
  ctx: EditorContext;
}) {
  const id = fieldId(path);
  if (ctx.english !== undefined && !hasWords(field)) return null;
  switch (field.type) {
    case 'text':
      return <TextEditor field={field} path={path} value={value} ctx={ctx} />;
    case 'number':
    case 'boolean': {
      const messages = ctx.errors[pathName(path)];
      return (
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-navy-950">
            {field.label}
          </label>
          {field.type === 'number' ? (
            <input
              id={id}
              type="number"
              min={field.min}
              max={field.max}
              className={controlClass}
              value={typeof value === 'number' ? value : ''}
              aria-invalid={messages ? true : undefined}
              aria-describedby={messages ? `${id}-error` : undefined}
              onChange={(event) =>
                ctx.change(path, event.target.value === '' ? null : Number(event.target.value))
              }
            />
          ) : (
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(event) => ctx.change(path, event.target.checked)}
            />
          )}
          <Problem id={id} messages={messages} />
        </div>
      );
    }
    case 'image':
      if (ctx.english !== undefined) {
        return (
          <ImageWords
            field={field}
            path={path}
            value={value}
            english={valueAt(ctx.english, path)}
            errors={ctx.errors}
            change={ctx.change}
            fieldId={fieldId}
          />
        );
      }
      return (
        <ImageChoice
          id={id}
          label={field.label}
          value={(value ?? emptyValue(field)) as ImageValue}
          caption={field.caption === true}
          onChange={(next) => ctx.change(path, next)}
          errorOf={(suffix) =>
            ctx.errors[pathName([...path, suffix])]?.[0] ?? ctx.errors[pathName(path)]?.[0]
          }
        />
      );
    case 'list':
      return <ListEditor field={field} path={path} value={value} ctx={ctx} />;
    case 'group': {
      const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      const children = Object.entries(field.fields)
        .filter(([, child]) => !isSearchField(child))
        .map(([key, child]) => (
          <FieldEditor key={key} field={child} path={[...path, key]} value={record[key]} ctx={ctx} />
        ));
      if (path.length === 0) {
        return (
          <div className="space-y-5">
            {children}
            <SearchEngineFields
              field={field}
              value={value}
              errors={ctx.errors}
              renderField={(child, childPath, childValue) => (
                <FieldEditor field={child} path={childPath} value={childValue} ctx={ctx} />
              )}
            />
          </div>
        );
      }
      if (field.optional && value === undefined) {
        if (ctx.english !== undefined) return null;
        if (field.administratorOnly && !ctx.administrator) return null;
        return (
          <Button variant="secondary" size="sm" onClick={() => ctx.change(path, emptyValue(field))}>
            Add {field.label.toLowerCase()}
          </Button>
        );
      }
      // Shown to everyone, changed only by an administrator (the server refuses anyone else).
      const locked = field.administratorOnly === true && !ctx.administrator;
      return (
        <fieldset className="space-y-4 rounded-md border border-slate-300 p-3" disabled={locked}>
          <legend className="px-1 text-sm font-semibold text-navy-950">{field.label}</legend>
          {field.hint ? <p className="text-sm text-slate-700">{field.hint}</p> : null}
          {children}
          {field.optional && !locked ? (
            // Left out again: what stands without it applies (the social card file, no analytics IDs).
            <Button variant="secondary" size="sm" onClick={() => ctx.change(path, undefined)}>
              Remove {field.label.toLowerCase()}
            </Button>
          ) : null}
        </fieldset>
      );
    }
  }
}
