import { Link } from 'react-router';
import { site } from '#shared/site/settings.ts';

const SECTIONS = [
  { to: '/about', label: 'About us', text: 'Our story, founders and what we believe.' },
  { to: '/events', label: 'Events', text: 'Gatherings, services and Bible studies.' },
  { to: '/house-churches', label: 'House Churches', text: 'Find a home group near you.' },
  { to: '/messages', label: 'Messages', text: 'Watch recent teaching.' },
  { to: '/resources', label: 'Resources', text: 'Books and free devotionals.' },
  { to: '/contact', label: 'Contact', text: 'Reach out or ask for prayer.' },
] as const;

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
  return (
    <ErrorShell eyebrow="Error 404" title="Page not found">
      <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-navy-800">
        We looked everywhere but could not find that page. It may have moved, or the link may be mistyped. Let
        us help you find your way.
      </p>
      <p className="mt-8">
        <Link to="/" className={primaryButton}>
          Back to the home page
        </Link>
      </p>
      <nav aria-labelledby="not-found-sections" className="mt-12 text-left">
        <h2 id="not-found-sections" className="text-center font-serif text-xl font-semibold text-navy-900">
          Or explore {site.shortName}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="block h-full rounded-xl border border-navy-100 bg-white p-4 transition-colors hover:border-gold-500 hover:bg-gold-100/40"
              >
                <span className="font-semibold text-navy-900">{section.label}</span>
                <span className="mt-1 block text-sm text-navy-700">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorShell>
  );
}

/** Anything unexpected: no details (they are in the server log), a calm message and a way home. */
export function ErrorContent() {
  return (
    <ErrorShell eyebrow="Sorry" title="Something went wrong">
      <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-navy-800">
        Something unexpected happened on our side. Please try again in a moment. If it keeps happening, write
        to us at{' '}
        <a
          href={`mailto:${site.contact.email}`}
          className="font-semibold text-navy-900 underline underline-offset-4"
        >
          {site.contact.email}
        </a>
        .
      </p>
      <p className="mt-8">
        <Link to="/" className={primaryButton}>
          Back to the home page
        </Link>
      </p>
    </ErrorShell>
  );
}
