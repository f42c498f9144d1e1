import { formatCents } from '#shared/giving/admin-format.ts';
import { categoryLabel } from '#shared/giving/words.ts';
import { MONTHLY_TOTAL_NOTE, type RecurringTotals as Totals } from '#shared/giving/recurring-admin-format.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';

const plural = (n: number) => `${n} ${n === 1 ? 'gift' : 'gifts'}`;

/** What the active recurring gifts bring in a month, by category (docs/product.md#recurring-gifts-admin). */
export function RecurringTotals() {
  const data = useAdminData<Totals>('/api/admin/recurring-gifts/totals/');
  const totals = data.data;
  if (!totals) {
    return data.status === 'error' ? (
      <LoadError onRetry={data.reload} />
    ) : (
      <p className="text-sm text-slate-700">Loading the monthly total...</p>
    );
  }
  return (
    <section
      aria-labelledby="recurring-totals-title"
      className="space-y-3 rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <h2 id="recurring-totals-title" className="text-lg font-semibold text-slate-900">
        Monthly recurring total
      </h2>
      <p className="text-sm text-slate-700">
        <span className="text-2xl font-bold text-slate-900">{formatCents(totals.monthly_cents)}</span> a month
        from {plural(totals.gift_count)}. {MONTHLY_TOTAL_NOTE}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Monthly recurring total by category</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="py-1.5 font-semibold">
              Category
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Gifts
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              A month
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {totals.by_category.map((row) => (
            <tr key={row.category}>
              <th scope="row" className="py-1.5 font-normal">
                {categoryLabel(row.category)}
              </th>
              <td className="py-1.5 text-right">{row.count}</td>
              <td className="py-1.5 text-right font-semibold">{formatCents(row.monthly_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
