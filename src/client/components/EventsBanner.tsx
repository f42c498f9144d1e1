import { Link } from 'react-router';
import { site } from '#shared/site.ts';

/** The next-gathering strip at the top of every page; its text and link come from content/site.json. */
export function EventsBanner() {
  const { text, linkText, href } = site.eventsBanner;
  return (
    <div className="on-dark bg-navy-950 text-cream">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm sm:px-6 lg:px-8">
        <span>{text}</span>
        <Link
          to={href}
          className="rounded font-semibold text-gold-300 underline decoration-gold-300/60 underline-offset-4 hover:text-gold-200"
        >
          {linkText}
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </div>
  );
}
