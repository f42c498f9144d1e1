/**
 * The shared workings of the testimony and resource forms, on the form kit: the shared schema the
 * server enforces checks the fields first (same rules, same messages), the server's field messages
 * land under their fields, and the first field to fix gets focus.
 */
import { CONTENT_RECORD_WORDS as M } from '#shared/content/records-rules.ts';
import type { FormShape, FormValues } from '#shared/forms/form-data.ts';
import type { ParsingSchema } from '#client/components/form/use-form.ts';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';

export const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * Every text field of a record, blank. An edit is a PATCH, and the server keeps what a PATCH does
 * not send, while the form leaves blank fields out: sending '' for them is what clears them.
 */
function blanksOf(initial: object): FormValues {
  return Object.fromEntries(
    Object.entries(initial)
      .filter(([, value]) => typeof value === 'string')
      .map(([name]) => [name, '']),
  );
}

export function useRecordForm<Saved>(options: {
  initial: object;
  schema: ParsingSchema;
  shape: FormShape;
  save: (values: FormValues) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}) {
  const blanks = blanksOf(options.initial);
  return useAdminForm<Saved>({
    schema: options.schema,
    shape: options.shape,
    invalidMessage: FIX_FIELDS,
    failureMessage: M.saveFailed,
    refusalMessage: (error) =>
      Object.keys(error.fields).length > 0 ? FIX_FIELDS : error.status === 404 ? M.notFound : M.saveFailed,
    send: (values) => options.save({ ...blanks, ...values }),
    onSuccess: (saved) => options.onSaved(saved),
  });
}
