import { resourceWordsIn } from '#shared/content/records-language.ts';
import { CONTENT_PAGE_WORDS } from '#shared/content/words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { BookCover } from '#client/features/content/BookCover.tsx';
import { button, Eyebrow, InlineWords, textLink } from '#client/features/content/ui.tsx';
import type { FeaturedBooks } from '#client/features/home/featured-book.server.ts';
import type { HomeCopy } from '#client/features/home/home-copy.ts';
import { NO_FALLBACKS, type LangOf } from '#client/features/content/use-content.ts';

/** The featured book with its bookstore link, the new release beside it, and the way to /resources. */
export function FeaturedBook({
  book,
  newRelease,
  copy,
  langOf = NO_FALLBACKS,
}: FeaturedBooks & {
  copy: HomeCopy['featuredBook'];
  /** Which of its words show the English on a Spanish page (useLangOf, within 'featuredBook'). */
  langOf?: LangOf;
}) {
  const locale = useLocale();
  const t = useWords(CONTENT_PAGE_WORDS);
  if (!book) return null;
  // A word staff left without Spanish shows in English, marked so (docs/product.md#languages).
  const shown = resourceWordsIn(book, locale);
  const newReleaseTitle = newRelease ? resourceWordsIn(newRelease, locale).title : null;
  return (
    <section aria-labelledby="featured-book-title" className="bg-cream">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-3 lg:px-8">
        <div className="mx-auto w-48 sm:w-60 md:w-full md:max-w-xs">
          <BookCover
            book={book}
            sizes="(min-width: 768px) 320px, (min-width: 640px) 240px, 192px"
            className="h-auto w-full rounded-md shadow-xl shadow-navy-900/30"
          />
        </div>
        <div className="md:col-span-2">
          <Eyebrow lang={langOf('eyebrow')}>{copy.eyebrow}</Eyebrow>
          <h2
            id="featured-book-title"
            lang={shown.title.lang}
            className="mt-2 font-serif text-3xl font-bold text-navy-950 sm:text-4xl"
          >
            {shown.title.text}
          </h2>
          {shown.subtitle ? (
            <p lang={shown.subtitle.lang} className="mt-2 font-serif text-lg text-navy-700 italic">
              {shown.subtitle.text}
            </p>
          ) : null}
          {book.author || book.published_label ? (
            <p className="mt-1 text-sm text-navy-700">
              {[book.author, book.published_label].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <p lang={shown.summary.lang} className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-800">
            {shown.summary.text}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <a
              href={book.link_url}
              aria-label={t('book.storeLink', { label: copy.buyButton, title: shown.title.text })}
              lang={langOf('buyButton')}
              className={button.navy}
            >
              {copy.buyButton}
              <span aria-hidden="true">↗</span>
            </a>
            <SiteLink to="/resources" lang={langOf('resourcesLink')} className={button.outlineNavy}>
              {copy.resourcesLink}
            </SiteLink>
          </div>
          {newRelease ? (
            <p className="mt-8 rounded-2xl border border-gold-200 bg-white p-5 text-navy-800">
              <span
                lang={langOf('newRelease.label')}
                className="mr-2 inline-block rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wide text-gold-800 uppercase"
              >
                {copy.newRelease.label}
              </span>
              <InlineWords lang={langOf('newRelease.text')}>{copy.newRelease.text}</InlineWords>{' '}
              <a href={newRelease.link_url} lang={newReleaseTitle?.lang} className={textLink}>
                {newReleaseTitle?.text}
              </a>
              {newRelease.published_label ? ` (${newRelease.published_label})` : null}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
