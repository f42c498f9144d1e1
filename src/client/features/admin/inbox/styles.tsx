/** Classes shared by the inbox screens (the admin's own look: slate and indigo). */
export const buttonClass =
  'rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass =
  'rounded-md bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800 ' +
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const fieldClass =
  'mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600';

export const labelClass = 'block text-sm font-semibold text-slate-800';

export function Badge({ tone, children }: { tone: 'private' | 'handled' | 'open'; children: string }) {
  const colours = {
    private: 'border-amber-400 bg-amber-50 text-amber-900',
    handled: 'border-emerald-400 bg-emerald-50 text-emerald-900',
    open: 'border-sky-400 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${colours}`}>
      {children}
    </span>
  );
}
