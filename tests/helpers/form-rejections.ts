/** The posts the app turned away and counted (form_rejections), in a stable order for assertions. */
import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { formRejections } from '#server/db/schema/index.ts';

export function formRejectionRows(db: Database): Promise<Array<{ form: string; reason: string }>> {
  return db
    .select({ form: formRejections.form, reason: formRejections.reason })
    .from(formRejections)
    .orderBy(asc(formRejections.form), asc(formRejections.reason));
}
