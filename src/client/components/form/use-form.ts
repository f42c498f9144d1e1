/**
 * The one hook behind every form: idle → submitting → success or error. It reads the form's own
 * fields (readForm, the same reader the server's page actions use), checks them with the shared zod
 * schema the server enforces (same rules, same messages), sends them, and shows the answer: field
 * errors with focus on the first one, or the outcome message.
 *
 * A guarded public form that is submitted sooner than a person could fill it (autofill, a quick
 * hand) is held in its "submitting" state until the minimum fill time has passed, then sent: the
 * server's check is for robots posting directly, and never costs a person their submission.
 */
import { localizeMessage } from '#shared/i18n/words.ts';
import { useLocale } from '#client/lib/locale.ts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type FormOutcome,
  type FormShape,
  type FormValues,
  firstIssuePerField,
  firstMessages,
  readForm,
} from '#shared/forms/form-data.ts';
import { MIN_FILL_MS, SUBMISSION_ID_FIELD } from '#shared/forms/guard-fields.ts';
import { ApiError } from '#client/lib/api.ts';
import type { FormContextValue } from '#client/components/form/form-context.ts';
import { FORM_ANSWER_ID, revealAnswer, SUCCESS_MARK } from '#client/components/form/reveal-answer.ts';

/** What the kit needs of a zod schema; structural, so this file does not import zod. */
export interface ParsingSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}
/** A schema, or a loader for one: a page that should not ship zod up front loads it on first use. */
export type SchemaSource = ParsingSchema | (() => Promise<ParsingSchema>);

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface UseFormOptions<Result> {
  schema?: SchemaSource | undefined;
  shape?: FormShape;
  /** Sends the form's values (as read; the server checks them again). Throws ApiError on a refusal. */
  send(values: FormValues, form: HTMLFormElement): Promise<Result>;
  /** Public forms: hold an early submit until the minimum fill time (see FormKit for the fields). */
  guarded?: boolean;
  /** The message after success; default: the answer's `message`. */
  successMessage?(result: Result): string;
  /** The message when sending failed and the server said nothing a person can use (or one per failure). */
  failureMessage: string | ((error: unknown) => string);
  /** Shown above the fields when the browser finds something to fix (default: the fields speak). */
  invalidMessage?: string;
  /** The message for a refusal the server explained (default: the server's words). */
  refusalMessage?(error: ApiError): string;
  onSuccess?(result: Result, form: HTMLFormElement): void;
  /** The answer to a post made without JavaScript (the page action's data). */
  initial?: FormOutcome | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 32 hex digits (getRandomValues, unlike randomUUID, also works on a page served over plain http). */
function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function loadSchema(source: SchemaSource | undefined): Promise<ParsingSchema | undefined> {
  if (!source) return undefined;
  return typeof source === 'function' ? source() : source;
}

export function useForm<Result = { message?: string }>(options: UseFormOptions<Result>) {
  const idPrefix = useId().replaceAll(':', '');
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The latest options, for handlers that outlive a render (a held submit reads them after it).
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const { initial } = options;
  // A schema's or a service's message written as a words key is shown in the page's language.
  const locale = useLocale();
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);
  const [status, setStatus] = useState<FormStatus>(initial ? (initial.ok ? 'success' : 'error') : 'idle');
  const [message, setMessage] = useState(initial?.message ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>(initial?.fields ?? {});
  const [values, setValues] = useState(initial?.values ?? {});
  const [result, setResult] = useState<Result | undefined>(undefined);
  const [focusTurn, setFocusTurn] = useState(0);
  const [revealTurn, setRevealTurn] = useState(0);
  const mountedAt = useRef(0);
  const busy = useRef(false);
  /** This filling-in's key, sent again with every retry until it succeeds (see SUBMISSION_ID_FIELD). */
  const submissionId = useRef<string | null>(null);

  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  // After a refusal: the first field in error, in the form's own order, gets focus.
  useEffect(() => {
    if (focusTurn > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn]);
  // After a success sent from this page: its message, wherever the form showed it, comes into view
  // with focus (a page that answers a post without JavaScript opens at it instead: FormKit's action).
  useEffect(() => {
    if (revealTurn === 0) return;
    revealAnswer(successRef.current ?? formRef.current?.querySelector<HTMLElement>(`[${SUCCESS_MARK}]`));
  }, [revealTurn]);

  const showFieldErrors = useCallback((found: Record<string, string>, text: string, next: FormStatus) => {
    const inLanguage = (message: string) => localizeMessage(message, localeRef.current);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([name, message]) => [name, inLanguage(message)])),
    );
    setMessage(inLanguage(text));
    setStatus(next);
    setFocusTurn((turn) => turn + 1);
  }, []);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      const form = event.currentTarget;
      const current = optionsRef.current;
      busy.current = true;
      try {
        const read = readForm(new FormData(form), current.shape);
        const schema = await loadSchema(current.schema);
        const checked = schema?.safeParse(read);
        if (checked && !checked.success) {
          showFieldErrors(firstIssuePerField(checked.error.issues), current.invalidMessage ?? '', 'idle');
          return;
        }
        setErrors({});
        setMessage('');
        setStatus('submitting');
        if (current.guarded) {
          const early = MIN_FILL_MS - (performance.now() - mountedAt.current);
          if (early > 0) await sleep(early);
        }
        if (current.guarded) read[SUBMISSION_ID_FIELD] = submissionId.current ??= newSubmissionId();
        try {
          const answer = await current.send(read, form);
          submissionId.current = null;
          setResult(answer);
          setMessage(
            localizeMessage(
              current.successMessage?.(answer) ?? (answer as { message?: string } | undefined)?.message ?? '',
              localeRef.current,
            ),
          );
          setStatus('success');
          setRevealTurn((turn) => turn + 1);
          current.onSuccess?.(answer, form);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const refused = error instanceof ApiError && error.fromServer && error.status < 500;
          const failure = current.failureMessage;
          const text = refused
            ? (current.refusalMessage?.(error) ?? error.message)
            : typeof failure === 'function'
              ? failure(error)
              : failure;
          showFieldErrors(refused ? firstMessages(error.fields) : {}, text, 'error');
        }
      } finally {
        busy.current = false;
      }
    },
    [showFieldErrors],
  );

  /** Editing a field clears its error. */
  const onChange = useCallback((event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Back to an empty form ("Send Another"): the fill time starts again. */
  const reset = useCallback(() => {
    mountedAt.current = performance.now();
    submissionId.current = null;
    setStatus('idle');
    setMessage('');
    setErrors({});
    setValues({});
    setResult(undefined);
  }, []);

  const preload = useCallback(() => {
    const source = optionsRef.current.schema;
    if (typeof source === 'function') void source().catch(() => undefined);
  }, []);

  /** On the page that answers a post made without JavaScript, the answer's id (reveal-answer.ts). */
  const answerId = initial ? FORM_ANSWER_ID : undefined;
  const context: FormContextValue = useMemo(
    () => ({ errors, values, idPrefix, answerId }),
    [errors, values, idPrefix, answerId],
  );
  return {
    status,
    message,
    errors,
    result,
    submitting: status === 'submitting',
    succeeded: status === 'success',
    guarded: Boolean(options.guarded),
    context,
    successRef,
    answerId,
    formProps: {
      ref: formRef,
      onSubmit,
      onChange,
      onFocus: preload,
      noValidate: true,
      method: 'post' as const,
    },
    reset,
    /** Shows errors found by a check only this form makes (e.g. a step of a longer form). */
    showErrors: (found: Record<string, string>, text = '') => showFieldErrors(found, text, 'idle'),
  };
}

export type FormController = ReturnType<typeof useForm>;
