import { NavLink } from 'react-router';

const SECTIONS = [
  { to: '/admin/house-churches', label: 'Churches', end: true },
  { to: '/admin/house-churches/requests', label: 'Join requests', end: false },
  { to: '/admin/house-churches/applications', label: 'Leader applications', end: false },
] as const;

/** The three house-church screens, as links (each is its own URL, so it survives a reload). */
export function HouseChurchesNav() {
  return (
    <nav aria-label="House church sections" className="flex flex-wrap gap-x-1 border-b border-navy-100">
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.end}
          className={({ isActive }) =>
            `-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
              isActive
                ? 'border-navy-900 text-navy-900'
                : 'border-transparent text-slate-700 hover:border-navy-300 hover:text-navy-900'
            }`
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function Notice({ notice }: { notice: { kind: 'ok' | 'error'; text: string } | null }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : undefined}
          className={`rounded-md border px-4 py-3 text-sm font-medium ${
            notice.kind === 'error'
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-green-300 bg-green-50 text-green-900'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
