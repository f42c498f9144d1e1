/**
 * The outcome line of a form, and the list of what to fix. After a refused post the summary names
 * each field with a link to it, which is how a person without JavaScript (whose page reloaded)
 * finds the first problem; with JavaScript the first invalid field also gets focus.
 */
import { useContext } from 'react';
import { FormContext } from '#client/components/form/form-context.ts';
import { MESSAGE_TONES } from '#client/components/form/message-tones.ts';
import { SUCCESS_MARK } from '#client/components/form/reveal-answer.ts';
import { FORMS_WORDS } from '#shared/forms/words.ts';
import { useWords } from '#client/lib/locale.ts';

/**
 * Green on success, red on error; announced when it changes. A success inside a form is what the
 * kit brings into view and focuses (reveal-answer.ts), and the answer a page opens at without JavaScript.
 */
export function FormMessage({
  id,
  tone,
  message,
}: {
  id?: string | undefined;
  tone: 'success' | 'error' | null;
  message: string;
}) {
  const answerId = useContext(FormContext)?.answerId;
  const success = tone === 'success' && message !== '';
  return (
    <p
      id={id ?? (success ? answerId : undefined)}
      {...(success ? { [SUCCESS_MARK]: '', tabIndex: -1 } : {})}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`text-base font-semibold empty:sr-only ${
        tone === 'success' ? MESSAGE_TONES.success : MESSAGE_TONES.error
      }`}
    >
      {message}
    </p>
  );
}

/**
 * The fields still in error, in the order given (the form's own order), as links. Shown only when
 * more than one field is wrong, or when the page was reloaded by a post without JavaScript.
 */
export function ErrorSummary({
  labels,
  title,
  always = false,
}: {
  /** Field name → the label the person saw. Fields without a label here are listed by name. */
  labels: Record<string, string>;
  /** Default: "Please correct the following:" in the page's language. */
  title?: string;
  always?: boolean;
}) {
  const form = useContext(FormContext);
  const t = useWords(FORMS_WORDS);
  const names = Object.keys(form?.errors ?? {}).filter((name) => form?.errors[name]);
  if (!form || names.length === 0 || (!always && names.length < 2)) return null;
  const ordered = [...names].sort(
    (a, b) => indexOr(Object.keys(labels), a) - indexOr(Object.keys(labels), b),
  );
  return (
    <div
      className="rounded-md border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
      aria-labelledby={`${form.idPrefix}-summary`}
      role="group"
    >
      <p id={`${form.idPrefix}-summary`} className="font-semibold">
        {title ?? t('errorSummary.title')}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {ordered.map((name) => (
          <li key={name}>
            <a className="underline underline-offset-2" href={`#${form.idPrefix}-${name}`}>
              {labels[name] ?? name}: {form.errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const indexOr = (list: string[], item: string) => {
  const index = list.indexOf(item);
  return index === -1 ? list.length : index;
};
