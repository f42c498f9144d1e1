/**
 * What a house-church form shows once sent: its title, the server's message, what happens next,
 * and the ways on. The kit focuses the panel after a send with JavaScript.
 */
import { Link } from 'react-router';
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/words.ts';
import { buttonVariants } from '#client/components/form/Button.tsx';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

/** "Fields marked * are required.", the star read out as words. */
export function RequiredNote({ className = 'mt-1 text-sm text-navy-700' }: { className?: string }) {
  const t = useWords(HOUSE_CHURCH_WORDS);
  return (
    <p className={className}>
      {t('form.requiredMarked')} <span aria-hidden="true">*</span>
      <span className="sr-only">{t('form.requiredStar')}</span> {t('form.requiredEnd')}
    </p>
  );
}

export function SubmittedPanel({
  id,
  panelRef,
  title,
  message,
  children,
}: {
  /** The form's `answerId` (components/form/reveal-answer.ts). */
  id?: string | undefined;
  panelRef: React.Ref<HTMLDivElement>;
  title: string;
  message: string;
  /** What happens next. */
  children: React.ReactNode;
}) {
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  return (
    <div
      id={id}
      ref={panelRef}
      tabIndex={-1}
      className="rounded-2xl border border-green-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 className="font-serif text-3xl font-bold text-green-900">{title}</h2>
      <p className="mt-3 text-lg text-navy-800">{message}</p>
      {children}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={localePath('/house-churches')} className={buttonVariants()}>
          {t('form.backToList')}
        </Link>
        <Link to={localePath('/')} className={buttonVariants({ variant: 'secondary' })}>
          {t('form.home')}
        </Link>
      </div>
    </div>
  );
}
