import { site } from '#shared/site/settings.ts';
import { NOT_FOUND_SECTIONS, SITE_WORDS } from '#shared/site/words.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';

const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-navy-900 px-6 py-2.5 font-semibold text-cream shadow-sm transition-colors hover:bg-navy-700';

function ErrorShell({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>
      <h1 className="mt-3 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">{title}</h1>
      {children}
    </div>
  );
}

/** The friendly 404 (the status itself is set by routes/not-found.tsx). */
export function NotFoundContent() {
  const t = useWords(SITE_WORDS);
  return (
    <ErrorShell eyebrow={t('notFound.eyebrow')} title={t('notFound.title')}>
      <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-navy-800">{t('notFound.text')}</p>
      <p className="mt-8">
        <SiteLink to="/" className={primaryButton}>
          {t('home')}
        </SiteLink>
      </p>
      <nav aria-labelledby="not-found-sections" className="mt-12 text-left">
        <h2 id="not-found-sections" className="text-center font-serif text-xl font-semibold text-navy-900">
          {t('notFound.exploreHeading', { siteName: site.shortName })}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {NOT_FOUND_SECTIONS.map((section) => (
            <li key={section.to}>
              <SiteLink
                to={section.to}
                className="block h-full rounded-xl border border-navy-100 bg-white p-4 transition-colors hover:border-gold-500 hover:bg-gold-100/40"
              >
                <span className="font-semibold text-navy-900">{t(`notFound.${section.words}.label`)}</span>
                <span className="mt-1 block text-sm text-navy-700">
                  {t(`notFound.${section.words}.text`)}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorShell>
  );
}

/** Anything unexpected: no details (they are in the server log), a calm message and a way home. */
export function ErrorContent() {
  const t = useWords(SITE_WORDS);
  return (
    <ErrorShell eyebrow={t('failed.eyebrow')} title={t('failed.title')}>
      <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-navy-800">
        {t('failed.textBeforeEmail')}{' '}
        <a
          href={`mailto:${site.contact.email}`}
          className="font-semibold text-navy-900 underline underline-offset-4"
        >
          {site.contact.email}
        </a>
        .
      </p>
      <p className="mt-8">
        <SiteLink to="/" className={primaryButton}>
          {t('home')}
        </SiteLink>
      </p>
    </ErrorShell>
  );
}
