import {
  BY_MONTH_WORDS,
  DEMO_GIFTS_NOT_COUNTED,
  DEMO_ONLY,
  DEMO_ONLY_NOTE,
  demoGiftsApart,
  shortMonthName,
  type DonationTotals as Totals,
  formatCents,
  monthName,
  TOTALS_NET_OF_REFUNDS,
} from '#shared/giving/admin-format.ts';
import { categoryLabel } from '#shared/giving/words.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';

const CHART_HEIGHT = 120;

/**
 * The last twelve months as bars, oldest first, each under its month's short name, with the tallest
 * named in words. Drawn for the eye only: the table beside it tells a screen reader the same.
 */
function MonthsChart({ months }: { months: Totals['by_month'] }) {
  const max = Math.max(0, ...months.map((row) => row.total_cents));
  const tallest = months.find((row) => row.total_cents === max);
  const slot = 100 / Math.max(1, months.length);
  return (
    <div aria-hidden="true" className="mt-3">
      <p className="text-xs text-slate-700">
        {max > 0 && tallest
          ? BY_MONTH_WORDS.tallest(formatCents(max), monthName(tallest.month))
          : BY_MONTH_WORDS.none}
      </p>
      <svg viewBox={`0 0 100 ${CHART_HEIGHT}`} preserveAspectRatio="none" className="mt-1 h-32 w-full">
        <line x1={0} x2={100} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} className="stroke-slate-300" />
        {months.map((row, i) => {
          const height =
            row.total_cents === 0 ? 0 : Math.max(2, (row.total_cents / max) * (CHART_HEIGHT - 2));
          return (
            <rect
              key={row.month}
              x={i * slot + slot * 0.15}
              y={CHART_HEIGHT - 1 - height}
              width={slot * 0.7}
              height={height}
              className="fill-indigo-700"
            />
          );
        })}
      </svg>
      <div className="flex text-center text-[11px] leading-tight text-slate-700">
        {months.map((row) => (
          <span key={row.month} className="flex-1">
            {shortMonthName(row.month)}
          </span>
        ))}
      </div>
    </div>
  );
}

const plural = (n: number) => `${n} ${n === 1 ? 'gift' : 'gifts'}`;

/** Paid gifts of the last twelve months (months in the ministry's zone), by category and by month, net of refunds. */
export function DonationTotals() {
  const data = useAdminData<Totals>('/api/admin/donations/totals/');
  const totals = data.data;
  if (!totals) {
    return data.status === 'error' ? (
      <LoadError onRetry={data.reload} />
    ) : (
      <p className="text-sm text-slate-700">Loading totals...</p>
    );
  }
  const maxCategory = Math.max(1, ...totals.by_category.map((row) => row.total_cents));
  const months = [...totals.by_month].reverse(); // newest first, like the list
  // Only demo gifts: say so rather than show $0.00 (docs/product.md#donations).
  const demoOnly = totals.total_cents === 0 && totals.demo_count > 0;

  return (
    <section aria-labelledby="donation-totals-title" className="space-y-4">
      <div>
        <h2 id="donation-totals-title" className="text-lg font-semibold text-slate-900">
          Paid gifts, {monthName(totals.first_month)} to {monthName(totals.last_month)}
        </h2>
        <p className="text-sm text-slate-700">
          {demoOnly ? (
            <>
              <span className="text-2xl font-bold text-slate-900">{DEMO_ONLY}</span> {DEMO_ONLY_NOTE}
            </>
          ) : (
            <>
              <span className="text-2xl font-bold text-slate-900">{formatCents(totals.total_cents)}</span>{' '}
              from {plural(totals.gift_count)}, and {formatCents(totals.fee_cover_cents)} added by donors to
              cover card fees.
            </>
          )}{' '}
          Months in {zoneGenericName()}, by the day the payment arrived. {TOTALS_NET_OF_REFUNDS}{' '}
          {DEMO_GIFTS_NOT_COUNTED}
        </p>
        {totals.demo_count > 0 ? (
          <p className="text-sm font-medium text-slate-800">{demoGiftsApart(totals.demo_count)}</p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="by-category-title"
          className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
        >
          <h3 id="by-category-title" className="font-semibold text-slate-900">
            By category
          </h3>
          <ul className="mt-3 space-y-2">
            {totals.by_category.map((row) => (
              <li key={row.category} className="text-sm">
                <div className="flex flex-wrap justify-between gap-x-2">
                  <span>{categoryLabel(row.category)}</span>
                  <span>
                    <span className="font-semibold">{formatCents(row.total_cents)}</span>{' '}
                    <span className="text-slate-700">({plural(row.count)})</span>
                  </span>
                </div>
                <svg
                  viewBox="0 0 100 4"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  className="mt-1 h-2 w-full"
                >
                  <rect width="100" height="4" className="fill-slate-200" />
                  <rect
                    width={(row.total_cents / maxCategory) * 100}
                    height="4"
                    className="fill-indigo-700"
                  />
                </svg>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="by-month-title"
          className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
        >
          <h3 id="by-month-title" className="font-semibold text-slate-900">
            By month
          </h3>
          <MonthsChart months={totals.by_month} />
          <table className="sr-only">
            <caption>{BY_MONTH_WORDS.caption}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="py-1.5 font-semibold">
                  Month
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Gifts
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {months.map((row) => (
                <tr key={row.month}>
                  <th scope="row" className="py-1.5 font-normal">
                    {monthName(row.month)}
                  </th>
                  <td className="py-1.5 text-right">{row.count}</td>
                  <td className="py-1.5 text-right font-semibold">{formatCents(row.total_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
