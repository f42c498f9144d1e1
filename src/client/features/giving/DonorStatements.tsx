/**
 * The donor's own year-end statements on /giving/manage: one button per year with gifts, which emails
 * that year's statement (the same PDF staff send at the year's end). Works without JavaScript.
 */
import { Form } from 'react-router';
import { GIVING_MANAGE_WORDS } from '#shared/giving/manage-words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { useWords } from '#client/lib/locale.ts';

export interface StatementAnswer {
  statement: true;
  ok: boolean;
  message: string;
}

export function DonorStatements({ years, answer }: { years: number[]; answer: StatementAnswer | undefined }) {
  const t = useWords(GIVING_MANAGE_WORDS);
  if (years.length === 0) return null;
  return (
    <section aria-labelledby="statements-title" className="mt-10">
      <h2 id="statements-title" className="font-serif text-2xl font-bold text-navy-950">
        {t('statements.heading')}
      </h2>
      <p className="mt-2 text-navy-800">{t('statements.text')}</p>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className="mt-4 font-semibold text-navy-900">
          {answer.message}
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-3">
        {years.map((year) => (
          <li key={year}>
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="statement" />
              <input type="hidden" name="year" value={year} />
              <Button type="submit" variant="secondary">
                {t('statements.button', { year: String(year) })}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
