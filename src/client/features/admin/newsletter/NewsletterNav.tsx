import { NavLink } from 'react-router';

const LINKS = [
  { to: '/admin/newsletter', label: 'Compose & sent', end: true },
  { to: '/admin/newsletter/outbox', label: 'Email outbox', end: false },
] as const;

/** The two newsletter screens: compose with the newsletters sent, and the email outbox. */
export function NewsletterNav() {
  return (
    <nav aria-label="Newsletter sections" className="border-b border-slate-300">
      <ul className="flex flex-wrap gap-x-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `-mb-px inline-block border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700 ${
                  isActive
                    ? 'border-indigo-700 text-indigo-800'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
