/** Classes shared by the inbox screens' filters and badges (buttons are the kit's Button). */
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
