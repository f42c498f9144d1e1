import { Link } from 'react-router';
import type { Book } from './content.ts';
import { button, ContentImg, textLink } from './ui.tsx';

/** A book with its cover, dates, summary, bookstore link and companion devotional. */
export function BookCard({
  book,
  buyLabel,
  newReleaseLabel,
  pressKitLink,
}: {
  book: Book;
  buyLabel: string;
  newReleaseLabel: string;
  /** On /press: the book's own press kit page, when it has one. */
  pressKitLink?: { to: string; label: string } | undefined;
}) {
  const headingId = `book-${book.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-6 rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:grid-cols-[10rem_1fr] sm:p-8"
    >
      <ContentImg
        image={book.cover}
        className="mx-auto h-auto w-40 rounded-md shadow-lg shadow-navy-900/25"
      />
      <div>
        {book.isNewRelease ? (
          <p className="mb-2 inline-block rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wide text-gold-800 uppercase">
            {newReleaseLabel}
          </p>
        ) : null}
        <h3 id={headingId} className="font-serif text-2xl font-bold text-navy-950">
          {book.title}
        </h3>
        <p className="mt-1 font-serif text-navy-700 italic">{book.subtitle}</p>
        <p className="mt-1 text-sm text-navy-700">
          {book.author} · {book.published}
        </p>
        <p className="mt-4 leading-relaxed text-navy-800">{book.summary}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <a
            href={book.purchaseUrl}
            aria-label={`${buyLabel}: ${book.title} (online bookstore)`}
            className={button.navy}
          >
            {buyLabel}
            <span aria-hidden="true">↗</span>
          </a>
          <Link to={book.devotional.href} className={textLink}>
            {book.devotional.label}
          </Link>
          {pressKitLink ? (
            <Link
              to={pressKitLink.to}
              aria-label={`${pressKitLink.label}: ${book.title}`}
              className={textLink}
            >
              {pressKitLink.label}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
