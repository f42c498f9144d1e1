import { Link } from 'react-router';
import type { Resource } from '#shared/content/records-rules.ts';
import { BookCover } from '#client/features/content/BookCover.tsx';
import { button, textLink } from '#client/features/content/ui.tsx';

/** A site page is followed inside the app; a bookstore or a file is an ordinary link. */
function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: React.ReactNode;
}) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A book (a record staff manage) with its cover, dates, summary, bookstore link and companion devotional. */
export function BookCard({
  book,
  newReleaseLabel,
  pressKitLabel,
}: {
  book: Resource;
  newReleaseLabel: string;
  /** On /press: the label of the link to the book's own press kit page, when it has one. */
  pressKitLabel?: string | undefined;
}) {
  const headingId = `book-${book.id}`;
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
          <p className="mb-2 inline-block rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wide text-gold-800 uppercase">
            {newReleaseLabel}
          </p>
        ) : null}
        <h3 id={headingId} className="font-serif text-2xl font-bold text-navy-950">
          {book.title}
        </h3>
        {book.subtitle ? <p className="mt-1 font-serif text-navy-700 italic">{book.subtitle}</p> : null}
        {book.author || book.published_label ? (
          <p className="mt-1 text-sm text-navy-700">
            {[book.author, book.published_label].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p className="mt-4 leading-relaxed text-navy-800">{book.summary}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <a
            href={book.link_url}
            aria-label={`${book.link_label}: ${book.title} (online bookstore)`}
            className={button.navy}
          >
            {book.link_label}
            <span aria-hidden="true">↗</span>
          </a>
          {book.store_links.map((store) => (
            <a
              key={store.url}
              href={store.url}
              aria-label={`${store.label}: ${book.title} (online bookstore)`}
              className={button.outlineNavy}
            >
              {store.label}
              <span aria-hidden="true">↗</span>
            </a>
          ))}
          {book.devotional_href && book.devotional_label ? (
            <SmartLink href={book.devotional_href} className={textLink}>
              {book.devotional_label}
            </SmartLink>
          ) : null}
          {pressKitLabel && book.press_kit_href ? (
            <Link
              to={book.press_kit_href}
              aria-label={`${pressKitLabel}: ${book.title}`}
              className={textLink}
            >
              {pressKitLabel}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
