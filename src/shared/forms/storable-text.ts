/**
 * Text PostgreSQL refuses to store: the NUL character (U+0000, in text and in JSON alike) and a
 * lone UTF-16 surrogate (not a character at all; PostgreSQL's JSON refuses its escape). Nobody types
 * them; they arrive from a paste out of a binary file or from someone probing. Checked before any
 * schema or service runs (the API's preValidation hook, the page action), so the person gets a field
 * error instead of a failure, and nothing reaches the database. No zod here: both sides use it.
 */
import { englishFormsMessage, FORMS_WORDS } from '#shared/forms/words.ts';

export const UNSTORABLE_TEXT_MESSAGE = englishFormsMessage('unstorableText');
/** What a field error says: a words key, in the person's language at the boundary (decision 0023). */
const UNSTORABLE_TEXT = FORMS_WORDS.message('unstorableText');

// A NUL, a high surrogate without its low half, or a low surrogate without its high half.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * Parsed JSON, query and form values only, never a stream or another object's internals. A parsed
 * query string's prototype is an empty object without a prototype of its own.
 */
function isPlainData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > 20 || !isPlainData(value)) return false;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  return entries.some(([key, item]) => !isStorableText(key) || holdsUnstorableText(item, depth + 1));
}

/**
 * The top-level fields of a form, query or JSON body that hold unstorable text anywhere inside
 * them, each with the message (the envelope's `fields`); empty when all of it can be stored.
 */
export function unstorableTextFields(values: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof values === 'string') {
    if (!isStorableText(values)) fields._ = UNSTORABLE_TEXT;
    return fields;
  }
  if (!isPlainData(values)) return fields;
  const entries = Array.isArray(values)
    ? values.map((item, index) => [String(index), item] as const)
    : Object.entries(values);
  for (const [name, value] of entries) {
    if (!isStorableText(name) || holdsUnstorableText(value)) fields[name] = UNSTORABLE_TEXT;
  }
  return fields;
}
