import { NavLink } from 'react-router';

const SECTIONS = [
  { to: '/admin/house-churches', label: 'Churches', end: true },
  { to: '/admin/house-churches/requests', label: 'Join requests', end: false },
  { to: '/admin/house-churches/applications', label: 'Leader applications', end: false },
] as const;

/** The three house-church screens, as links (each is its own URL, so it survives a reload). */
export function HouseChurchesNav() {
  return (
    <nav aria-label="House church sections" className="flex flex-wrap gap-x-1 border-b border-slate-300">
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.end}
          className={({ isActive }) =>
            `-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
              isActive
                ? 'border-indigo-700 text-indigo-800'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}

export const buttonClass = {
  primary:
    'rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:bg-slate-500',
  secondary:
    'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60',
  approve:
    'rounded-md bg-green-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-green-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60',
  danger:
    'rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60',
} as const;

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
