/**
 * A form of the kit: a real <form method="post"> that works before and without JavaScript (it posts
 * to `action`, a page whose action calls the same service), the context its fields read their errors
 * from, and, on a guarded public form, the honeypot and the time the page was made.
 */
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/forms/guard-fields.ts';
import { DEFAULT_LOCALE, LOCALE_FIELD } from '#shared/i18n/locales.ts';
import { FormContext } from '#client/components/form/form-context.ts';
import { FORMS_WORDS } from '#shared/forms/words.ts';
import { useLocale } from '#client/lib/locale.ts';
import { actionWithAnswer } from '#client/components/form/reveal-answer.ts';
import type { FormController } from '#client/components/form/use-form.ts';

/** When the server made this page (root loader); older than the moment the person saw the form. */
function usePageMadeAt(): number | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const root = state?.loaderData?.root as { renderedAt?: number } | undefined;
  return root?.renderedAt;
}

export function FormKit({
  form,
  action,
  className,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: {
  form: Pick<FormController, 'formProps' | 'context' | 'guarded' | 'status'>;
  /**
   * Where the form posts without JavaScript: a page with an action. The page opens at its answer
   * (#form-answer, reveal-answer.ts) unless the action names a place of its own.
   */
  action?: string;
  className?: string;
  children: React.ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const madeAt = usePageMadeAt();
  const locale = useLocale();
  const t = FORMS_WORDS.in(locale);
  return (
    <FormContext.Provider value={form.context}>
      <form
        {...form.formProps}
        // A refusal answered without JavaScript: the form itself, with its errors, is the answer.
        id={form.status === 'success' ? undefined : form.context.answerId}
        action={actionWithAnswer(action)}
        className={className}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
      >
        {children}
        {/* The language the person used: a public form's record keeps it, and every email to them is
            in it (docs/product.md#languages). Every Spanish page's form sends it; on an English page
            only the public forms do, so staff forms (English) keep their strict schemas. */}
        {form.guarded || locale !== DEFAULT_LOCALE ? (
          <input type="hidden" name={LOCALE_FIELD} value={locale} />
        ) : null}
        {form.guarded ? (
          <>
            <div className="honeypot" aria-hidden="true">
              <label htmlFor={`${form.context.idPrefix}-${HONEYPOT_FIELD}`}>{t('honeypotLabel')}</label>
              <input
                id={`${form.context.idPrefix}-${HONEYPOT_FIELD}`}
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            <input type="hidden" name={STARTED_AT_FIELD} value={madeAt ?? ''} />
          </>
        ) : null}
      </form>
    </FormContext.Provider>
  );
}
