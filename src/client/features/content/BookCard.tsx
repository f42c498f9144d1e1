import type { Resource } from '#shared/content/records-rules.ts';
import { resourceWordsIn, wordsIn } from '#shared/content/records-language.ts';
import { CONTENT_PAGE_WORDS } from '#shared/content/words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { BookCover } from '#client/features/content/BookCover.tsx';
import { button, textLink } from '#client/features/content/ui.tsx';

/** A book (a record staff manage) with its cover, dates, summary, bookstore link and companion devotional. */
export function BookCard({
  book,
  newReleaseLabel,
  pressKitLabel,
  lang,
}: {
  book: Resource;
  newReleaseLabel: string;
  /** On /press: the label of the link to the book's own press kit page, when it has one. */
  pressKitLabel?: string | undefined;
  /** Which of the page's labels show the English on a Spanish page (useLangOf): marked `lang="en"`. */
  lang?: { newReleaseLabel?: string | undefined; pressKitLabel?: string | undefined };
}) {
  const headingId = `book-${book.id}`;
  const t = useWords(CONTENT_PAGE_WORDS);
  // A word staff left without Spanish shows in English, marked so (docs/product.md#languages).
  const locale = useLocale();
  const shown = resourceWordsIn(book, locale);
  // The devotional link's words have no Spanish column yet: English, marked so.
  const devotionalLabel = wordsIn(book.devotional_label ?? '', null, locale);
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-6 rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:grid-cols-[10rem_1fr] sm:p-8"
    >
      <div className="mx-auto w-40">
        <BookCover
          book={book}
          sizes="160px"
          className="h-auto w-40 rounded-md shadow-lg shadow-navy-900/25"
        />
      </div>
      <div>
        {book.is_new_release ? (
          <p
            lang={lang?.newReleaseLabel}
            className="mb-2 inline-block rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wide text-gold-800 uppercase"
          >
            {newReleaseLabel}
          </p>
        ) : null}
        <h3 id={headingId} lang={shown.title.lang} className="font-serif text-2xl font-bold text-navy-950">
          {shown.title.text}
        </h3>
        {shown.subtitle ? (
          <p lang={shown.subtitle.lang} className="mt-1 font-serif text-navy-700 italic">
            {shown.subtitle.text}
          </p>
        ) : null}
        {book.author || book.published_label ? (
          <p className="mt-1 text-sm text-navy-700">
            {[book.author, book.published_label].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p lang={shown.summary.lang} className="mt-4 leading-relaxed text-navy-800">
          {shown.summary.text}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <a
            href={book.link_url}
            aria-label={t('book.storeLink', { label: shown.linkLabel.text, title: shown.title.text })}
            className={button.navy}
          >
            <span lang={shown.linkLabel.lang}>{shown.linkLabel.text}</span>
            <span aria-hidden="true">↗</span>
          </a>
          {book.store_links.map((store) => (
            <a
              key={store.url}
              href={store.url}
              aria-label={t('book.storeLink', { label: store.label, title: shown.title.text })}
              className={button.outlineNavy}
            >
              {store.label}
              <span aria-hidden="true">↗</span>
            </a>
          ))}
          {book.devotional_href && book.devotional_label ? (
            <SiteLink to={book.devotional_href} lang={devotionalLabel.lang} className={textLink}>
              {devotionalLabel.text}
            </SiteLink>
          ) : null}
          {pressKitLabel && book.press_kit_href ? (
            <SiteLink
              to={book.press_kit_href}
              aria-label={`${pressKitLabel}: ${shown.title.text}`}
              lang={lang?.pressKitLabel}
              className={textLink}
            >
              {pressKitLabel}
            </SiteLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
