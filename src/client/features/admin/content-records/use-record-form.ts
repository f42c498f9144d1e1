/**
 * The shared workings of the testimony and resource forms: values, field errors from the browser's
 * check (the same rules the server runs) or from the server's answer, focus on the first bad field,
 * and the saving state.
 */
import { useId, useState } from 'react';
import { CONTENT_RECORD_MESSAGES } from '#shared/content-records-rules.ts';
import { ApiError } from '#client/lib/api.ts';
import { useSignedOutRedirect } from '../use-admin-data.ts';

export const FIX_FIELDS = 'Please correct the highlighted fields.';

export function useRecordForm<V extends object, Saved>(options: {
  initial: V;
  /** Field names in screen order, to focus the first one that needs fixing. */
  order: ReadonlyArray<keyof V & string>;
  validate: (values: V) => Partial<Record<keyof V & string, string>>;
  save: (values: V) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}) {
  const idPrefix = useId();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const redirectIfSignedOut = useSignedOutRedirect();
  const fieldId = (field: keyof V & string) => `${idPrefix}-${field}`;

  function set<K extends keyof V & string>(field: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A field's message clears when the field is edited.
    setErrors((previous) => {
      if (!previous[field]) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  function showErrors(found: Partial<Record<string, string>>) {
    setErrors(found);
    setFormError(FIX_FIELDS);
    const first = options.order.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = options.validate(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setSaving(true);
    setFormError(null);
    try {
      options.onSaved(await options.save(values));
    } catch (error) {
      setSaving(false);
      if (redirectIfSignedOut(error)) return;
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const first: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fields))
          if (messages[0]) first[field] = messages[0];
        return showErrors(first);
      }
      setFormError(
        error instanceof ApiError && error.status === 404
          ? CONTENT_RECORD_MESSAGES.notFound
          : CONTENT_RECORD_MESSAGES.saveFailed,
      );
    }
  }

  /** Props for one field's input: its id, value, message and change handler. */
  function field<K extends keyof V & string>(name: K) {
    return {
      id: fieldId(name),
      error: errors[name],
      value: values[name],
      onChange: (value: V[K]) => set(name, value),
    };
  }

  return { values, set, field, submit, saving, formError };
}
