/**
 * A stored document in the shape the code reads now (docs/product.md#site-content). A document
 * published before a field was added (the site settings' meeting place) reads that field as its
 * content/ file has it, and a field since removed (About's "Location: TBD") is left out, so pages
 * never meet a missing value and the editor never sends back a field the schema refuses. What
 * staff published is otherwise kept exactly; the row itself is rewritten only when they publish.
 */
import type { Field } from '#shared/content/fields.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function inCurrentShape(field: Field, value: unknown, seed: unknown): unknown {
  if (field.type === 'list') {
    return Array.isArray(value) ? value.map((item) => inCurrentShape(field.item, item, undefined)) : value;
  }
  if (field.type !== 'group' || !isRecord(value)) return value;
  const seeded = isRecord(seed) ? seed : {};
  const shaped: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(field.fields)) {
    if (name in value) shaped[name] = inCurrentShape(child, value[name], seeded[name]);
    else if (name in seeded) shaped[name] = structuredClone(seeded[name]);
  }
  return shaped;
}
