/**
 * One way to turn a posted form into the object its zod schema checks, used by the browser (the
 * form's own FormData, before it is sent as JSON) and by the server (a page action reading a form
 * posted without JavaScript). Both then run the same schema, so both give the same messages.
 *
 * No zod here: the home page's newsletter form uses this before the schema has loaded.
 */
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/forms/guard-fields.ts';

/** What a form's fields are, where they are not plain text. */
export interface FormShape {
  /** Checkboxes: present means true, absent false. */
  booleans?: readonly string[];
  /** Number inputs: sent as numbers; blank means not given. */
  numbers?: readonly string[];
  /** Groups of checkboxes with one name: always a list, possibly empty. */
  lists?: readonly string[];
}

export type FormValues = Record<string, unknown>;

/**
 * Reads every field once. Blank text is left out, as a JSON client would leave an optional field
 * out, so the schema's own "required" message answers a blank required field.
 */
export function readForm(form: FormData, shape: FormShape = {}): FormValues {
  const booleans = new Set(shape.booleans);
  const numbers = new Set([...(shape.numbers ?? []), STARTED_AT_FIELD]);
  const lists = new Set(shape.lists);
  const values: FormValues = {};
  for (const name of booleans) values[name] = form.has(name);
  for (const name of lists) values[name] = form.getAll(name).filter((item) => typeof item === 'string');
  for (const [name, raw] of form.entries()) {
    if (booleans.has(name) || lists.has(name) || typeof raw !== 'string') continue;
    if (name === HONEYPOT_FIELD) {
      values[name] = raw;
      continue;
    }
    const text = raw.trim();
    if (text === '') continue;
    if (numbers.has(name)) {
      const number = Number(text);
      values[name] = Number.isFinite(number) ? number : text;
    } else {
      values[name] = raw;
    }
  }
  return values;
}

/** A failed parse's issues, as the first message for each top-level field. */
export function firstIssuePerField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The server's error envelope's field lists (a list per field) as the first message of each. */
export function firstMessages(fields: Record<string, readonly string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, list] of Object.entries(fields ?? {})) if (list[0]) result[key] = list[0];
  return result;
}

/**
 * What a form shows after a post: the outcome, a message, field errors, and (after a refusal) the
 * values to fill in again. The same shape from a page action (no JavaScript) and from the browser.
 */
export interface FormOutcome<Extra = unknown> {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string | string[] | boolean>;
  /** Anything else a form shows on success (a download link, a place in line). */
  extra?: Extra;
}

/**
 * A refused post's values, kept so the form is filled in again (never the honeypot). A checkbox the
 * person unticked is not posted at all: the shape says it was false, so it does not come back
 * ticked by its default (a newsletter opt-out must stay out).
 */
export function valuesToRefill(
  form: FormData,
  shape: FormShape = {},
): Record<string, string | string[] | boolean> {
  const values: Record<string, string | string[] | boolean> = {};
  for (const name of shape.booleans ?? []) values[name] = form.has(name);
  for (const name of shape.lists ?? []) values[name] = [];
  for (const name of new Set(form.keys())) {
    if (shape.booleans?.includes(name)) continue;
    if (name === HONEYPOT_FIELD || name === STARTED_AT_FIELD) continue;
    const all = form.getAll(name).filter((item): item is string => typeof item === 'string');
    values[name] = all.length === 1 ? all[0]! : all;
  }
  return values;
}
