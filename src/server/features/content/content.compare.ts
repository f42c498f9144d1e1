/**
 * What differs between two versions of a document, field by field (docs/product.md#site-content):
 * walks the document's descriptors so each change is named as staff see the field in the editor
 * ("Our mission › Text", "Paragraphs › Paragraph 2"). A list entry added or removed is one change.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ContentChange } from '#shared/content/contract.ts';
import type { Field } from '#shared/content/fields.ts';

/** Key order is not a change: the database's jsonb keeps keys in its own order. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function walk(
  field: Field,
  before: unknown,
  after: unknown,
  path: string[],
  labels: string[],
  changes: ContentChange[],
) {
  if (same(before, after)) return;
  if (field.type === 'group') {
    const [b, a] = [asRecord(before), asRecord(after)];
    for (const [key, child] of Object.entries(field.fields)) {
      walk(child, b[key], a[key], [...path, key], [...labels, child.label], changes);
    }
    return;
  }
  if (field.type === 'list' && Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index += 1) {
      const itemLabel = `${field.item.label} ${index + 1}`;
      walk(
        field.item,
        before[index],
        after[index],
        [...path, String(index)],
        [...labels, itemLabel],
        changes,
      );
    }
    return;
  }
  changes.push({
    path: path.join('.'),
    label: labels.filter(Boolean).join(' › ') || 'Whole document',
    ...(before === undefined ? {} : { before: before as never }),
    ...(after === undefined ? {} : { after: after as never }),
  });
}

/** The fields that differ between `before` and `after`, in the editor's order. */
export function compareDocuments(fields: Field, before: unknown, after: unknown): ContentChange[] {
  const changes: ContentChange[] = [];
  walk(fields, before, after, [], [], changes);
  return changes;
}

/**
 * The paths of the administrator-only groups (GroupField.administratorOnly) whose value differs
 * between `before` and `after`: what someone without the Administrator role may not change.
 */
export function changedAdministratorOnlyFields(fields: Field, before: unknown, after: unknown): string[] {
  const changed: string[] = [];
  const visit = (field: Field, b: unknown, a: unknown, path: string[]) => {
    if (field.type !== 'group' || same(b, a)) return;
    if (field.administratorOnly) {
      changed.push(path.join('.'));
      return;
    }
    const [before, after] = [asRecord(b), asRecord(a)];
    for (const [key, child] of Object.entries(field.fields))
      visit(child, before[key], after[key], [...path, key]);
  };
  visit(fields, before, after, []);
  return changed;
}

/** The top-level fields that differ, for an audit summary (names only, never the text). */
export function changedTopFields(fields: Field, before: unknown, after: unknown): string[] {
  if (fields.type !== 'group') return same(before, after) ? [] : ['(list)'];
  const [b, a] = [asRecord(before), asRecord(after)];
  return Object.keys(fields.fields).filter((key) => !same(b[key], a[key]));
}
