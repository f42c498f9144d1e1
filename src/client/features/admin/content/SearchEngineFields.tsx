import { useEffect, useRef } from 'react';
import type { Field, FieldPath, TextField } from '#shared/content/fields.ts';
import { pathName } from '#shared/content/fields.ts';
import { CONTENT_EDITOR_WORDS as W } from '#shared/content/admin-words.ts';

export const isSearchField = (field: Field) => field.type === 'text' && field.search === true;

interface SearchField {
  path: FieldPath;
  field: TextField;
}

/** Every search-engine field of a document outside its lists, with the label of the group it sits in. */
function searchFields(field: Field, path: FieldPath = [], groupLabel = ''): SearchField[] {
  if (field.type === 'text' && field.search) {
    return [{ path, field: groupLabel ? { ...field, label: `${groupLabel}: ${field.label}` } : field }];
  }
  if (field.type !== 'group') return [];
  return Object.entries(field.fields).flatMap(([key, child]) =>
    searchFields(child, [...path, key], path.length === 0 ? '' : field.label),
  );
}

function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/**
 * What search engines and shared links read (title, description, keywords) comes last, folded away:
 * staff meet the words visitors see first (docs/product.md#site-content). It opens by itself when
 * one of its fields has a problem, so the error summary's link lands on a visible field.
 */
export function SearchEngineFields({
  field,
  value,
  errors,
  renderField,
}: {
  /** The whole document's field. */
  field: Field;
  value: unknown;
  errors: Record<string, string[]>;
  renderField: (field: Field, path: FieldPath, value: unknown) => React.ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const fields = searchFields(field);
  const hasProblem = fields.some(({ path }) => errors[pathName(path)]?.length);
  useEffect(() => {
    if (hasProblem && details.current) details.current.open = true;
  }, [hasProblem]);
  if (fields.length === 0) return null;
  return (
    <details ref={details} className="rounded-md border border-slate-300 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-navy-950">{W.searchEngines}</summary>
      <div className="mt-3 space-y-4">
        <p className="text-sm text-slate-700">{W.searchEnginesHint}</p>
        {fields.map(({ path, field: child }) => (
          <div key={pathName(path)}>{renderField(child, path, valueAt(value, path))}</div>
        ))}
      </div>
    </details>
  );
}
