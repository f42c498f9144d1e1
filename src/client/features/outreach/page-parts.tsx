/**
 * Layout pieces the outreach pages share: the page hero, a section card, the note on required
 * fields and the scripture quote.
 */
import { useState } from 'react';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { FORMS_WORDS } from '#shared/forms/words.ts';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';

export function PageHero({
  eyebrow,
  title,
  lang,
  children,
}: {
  eyebrow?: string;
  title: string;
  /** Which of them show the English on a Spanish page (useLangOf): marked `lang="en"`. */
  lang?: { eyebrow?: string | undefined; title?: string | undefined };
  children?: React.ReactNode;
}) {
  return (
    <section className="on-dark bg-navy-950 text-cream">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p lang={lang?.eyebrow} className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 lang={lang?.title} className="mt-2 font-serif text-4xl font-bold text-white sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-5 max-w-3xl text-lg text-navy-100">{children}</div> : null}
      </div>
    </section>
  );
}

export function Card({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8 ${className}`}>
      {children}
    </div>
  );
}

/**
 * A form's outcome line for a form that stays on screen after success: it takes focus then (the
 * form hook focuses `focusRef`), so the thanks are read out where the person is.
 */
export function OutcomeLine({
  focusRef,
  tone,
  message,
}: {
  focusRef: React.Ref<HTMLDivElement>;
  tone: 'success' | 'error' | null;
  message: string;
}) {
  return (
    <div ref={focusRef} tabIndex={-1}>
      <FormMessage tone={tone} message={message} />
    </div>
  );
}

/** Above a form: what the red asterisk means. */
export function RequiredNote({ className = 'mt-1 mb-6' }: { className?: string }) {
  const t = useWords(FORMS_WORDS);
  return (
    <p className={`text-sm text-navy-700 ${className}`}>
      {t('requiredNote.before')}{' '}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">{t('requiredNote.asterisk')}</span> {t('requiredNote.after')}
    </p>
  );
}

export function Scripture({
  text,
  reference,
  lang,
}: {
  text: string;
  reference: string;
  /** Which of them show the English on a Spanish page (useLangOf): marked `lang="en"`. */
  lang?: { text?: string | undefined; reference?: string | undefined };
}) {
  return (
    <figure className="border-l-4 border-gold-400 pl-5">
      <blockquote lang={lang?.text} className="font-serif text-xl text-navy-900 italic">
        “{text}”
      </blockquote>
      <figcaption lang={lang?.reference} className="mt-2 font-semibold text-navy-700">
        {reference}
      </figcaption>
    </figure>
  );
}

/** A map that loads from Google only when asked, so visiting the page sends nothing to Google. */
export function MapOnRequest(props: {
  place: string;
  address: string;
  embedUrl: string;
  linkUrl: string;
  showButton: string;
  privacyNote: string;
}) {
  const [shown, setShown] = useState(false);
  const t = useWords(OUTREACH_WORDS);
  return (
    <div className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm">
      {shown ? (
        <iframe
          title={t('page.mapTitle', { place: props.place })}
          src={props.embedUrl}
          className="block h-80 w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex h-80 flex-col items-center justify-center gap-4 bg-navy-50 p-6 text-center">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-navy-700" fill="currentColor">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <p className="font-semibold text-navy-950">{props.place}</p>
          <p className="text-navy-800">{props.address}</p>
          <Button onClick={() => setShown(true)}>{props.showButton}</Button>
          <p className="text-sm text-navy-700">{props.privacyNote}</p>
        </div>
      )}
      <p className="border-t border-navy-100 px-4 py-3 text-sm">
        <a
          href={props.linkUrl}
          className="font-semibold text-navy-900 underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('page.mapLink', { place: props.place })}
          <span className="sr-only">{t('page.opensInNewTab')}</span>
        </a>
      </p>
    </div>
  );
}

/**
 * On a Spanish page, next to a devotional's download: the devotionals are English files
 * (docs/product.md#devotional-downloads-and-leads). Nothing on an English page.
 */
export function DevotionalLanguageNote({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const t = useWords(OUTREACH_WORDS);
  if (locale === 'en') return null;
  return <p className={`font-semibold ${className}`}>{t('lead.devotionalInEnglish')}</p>;
}
