/**
 * The one page action behind every public form posted without JavaScript (before the page's
 * scripts run, or with scripts blocked). It reads the form with the same reader the browser uses,
 * checks it with the same shared schema the API enforces, screens it with the same robot guard, and
 * calls the same service; the page then shows the same messages and field errors as with
 * JavaScript. A refused post comes back with what the person typed, so nothing is lost.
 */
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import {
  type FormOutcome,
  type FormShape,
  firstIssuePerField,
  firstMessages,
  readForm,
  valuesToRefill,
} from '#shared/forms/form-data.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { localizeMessage } from '#shared/i18n/words.ts';
import { SPAM_REJECTED } from '#shared/forms/guard-fields.ts';
import { unstorableTextFields } from '#shared/forms/storable-text.ts';
import { englishFormsMessage, FORMS_WORDS } from '#shared/forms/words.ts';

/** A post too large to read, in English; the page action answers in the page's language. */
export const TOO_LARGE_MESSAGE = englishFormsMessage('tooLarge');

interface FormPost<Schema extends z.ZodType, Result, Extra> {
  /** The form's name where rejections are counted: its page's path. */
  form: string;
  schema: Schema;
  shape?: FormShape;
  /** Robot screening (honeypot, fill time); off only for forms that are not public. */
  guarded?: boolean;
  /** When something failed that the person cannot fix. */
  failureMessage: string;
  /** Above the fields when the schema refused the post. */
  invalidMessage?: string;
  /** Calls the service. A Response (a redirect to a checkout) is passed through as it is. */
  run(input: z.output<Schema>): Promise<Result | Response>;
  /** What to say after `run` succeeded; default: its `message`. */
  success?(result: Result): { message: string; extra?: Extra };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

export async function handleFormPost<Schema extends z.ZodType, Result, Extra = undefined>(
  { request, context }: { request: Request; context: AppLoadContext },
  post: FormPost<Schema, Result, Extra>,
) {
  // Messages written as words keys (a schema's, a service's) in the page's language (decision 0023).
  const locale = localeOfPath(new URL(request.url).pathname);
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    const tooLarge = statusOf(error) === 413;
    const message = tooLarge ? FORMS_WORDS.message('tooLarge') : post.failureMessage;
    return data<FormOutcome<Extra>>(
      { ok: false, message: localizeMessage(message, locale) },
      tooLarge ? 413 : 400,
    );
  }
  const refused = (status: number, message: string, fields?: Record<string, string>) =>
    data<FormOutcome<Extra>>(
      {
        ok: false,
        message: localizeMessage(message, locale),
        fields: Object.fromEntries(
          Object.entries(fields ?? {}).map(([name, text]) => [name, localizeMessage(text, locale)]),
        ),
        values: valuesToRefill(form, post.shape),
      },
      status,
    );

  const values = readForm(form, post.shape);
  // Before the schema: the same rule, and the same answer, as the API's (plugins/storable-text.ts).
  const unstorable = unstorableTextFields(values);
  if (Object.keys(unstorable).length > 0) return refused(400, post.invalidMessage ?? '', unstorable);
  const parsed = post.schema.safeParse(values);
  if (!parsed.success) {
    return refused(400, post.invalidMessage ?? '', firstIssuePerField(parsed.error.issues));
  }
  if (post.guarded !== false) {
    const verdict = await context.services.formGuard.screenPagePost(
      post.form,
      parsed.data as { website?: string; form_started_at?: number },
    );
    if (verdict === 'rejected') return refused(400, SPAM_REJECTED);
  }
  try {
    const result = await post.run(parsed.data);
    if (result instanceof Response) return result;
    const said = post.success?.(result) ?? { message: (result as { message?: string }).message ?? '' };
    return data<FormOutcome<Extra>>({
      ok: true,
      message: localizeMessage(said.message, locale),
      ...('extra' in said ? { extra: said.extra } : {}),
    });
  } catch (error) {
    const status = statusOf(error);
    if (status && status < 500 && error instanceof Error) {
      return refused(
        status,
        error.message,
        firstMessages((error as { fields?: Record<string, string[]> }).fields),
      );
    }
    // The error's name only: driver errors can quote what was typed, and logs carry nothing personal.
    console.error(`Form post to ${post.form} failed:`, error instanceof Error ? error.name : 'unknown');
    return refused(500, post.failureMessage);
  }
}
