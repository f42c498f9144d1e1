import { useState } from 'react';
import { csvFileName, toCsv } from '#shared/lists/csv.ts';
import { openRatePercent, SUBSCRIBER_SOURCE_LABELS } from '#shared/subscribers/format.ts';
import type { SubscriberStats } from '#shared/subscribers/contract.ts';
import { downloadText } from '#client/features/admin/csv-download.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { SignupsChart } from '#client/features/admin/subscribers/SignupsChart.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';

type StatRow = { id: string; metric: string; value: string | number };

/** The figures of the Statistics tab, as rows: the CSV holds exactly what the screen shows. */
export function statsRows(stats: SubscriberStats): StatRow[] {
  return [
    { id: 'total', metric: 'Total subscribers', value: stats.total_subscribers },
    { id: 'active', metric: 'Active subscribers', value: stats.active_subscribers },
    { id: 'verified', metric: 'Verified subscribers', value: stats.verified_subscribers },
    {
      id: 'open-rate',
      metric: 'Open rate',
      value: `${openRatePercent(stats.total_emails_opened, stats.total_emails_sent)}%`,
    },
    ...stats.by_source.map((row) => ({
      id: `source-${row.source}`,
      metric: `Source: ${SUBSCRIBER_SOURCE_LABELS[row.source]}`,
      value: row.count,
    })),
    ...stats.signups_by_month.map((row) => ({
      id: `month-${row.month}`,
      metric: `Sign-ups ${row.month}`,
      value: row.count,
    })),
  ];
}

const exportClass =
  'rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

export function StatsPanel() {
  const data = useAdminData<SubscriberStats>('/api/admin/email-subscribers/stats/');
  const [exported, setExported] = useState(false);
  const stats = data.data;

  if (!stats) {
    return data.status === 'error' ? (
      <LoadError onRetry={data.reload} />
    ) : (
      <p aria-live="polite" className="text-sm text-slate-700">
        Loading...
      </p>
    );
  }

  const cards = [
    { label: 'Total subscribers', value: stats.total_subscribers },
    { label: 'Active', value: stats.active_subscribers },
    { label: 'Verified', value: stats.verified_subscribers },
    { label: 'Open rate', value: `${openRatePercent(stats.total_emails_opened, stats.total_emails_sent)}%` },
  ];
  const sourceMax = Math.max(1, ...stats.by_source.map((row) => row.count));

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <button
          type="button"
          className={exportClass}
          onClick={() => {
            const csv = toCsv(
              [
                { header: 'Metric', value: (r: StatRow) => r.metric },
                { header: 'Value', value: (r: StatRow) => r.value },
              ],
              statsRows(stats),
            );
            downloadText(csvFileName('Statistics', new Date()), csv);
            setExported(true);
          }}
        >
          Export CSV
        </button>
        <span aria-live="polite" className="sr-only">
          {exported ? 'Statistics exported.' : ''}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{card.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        Open rate: {stats.total_emails_opened} of {stats.total_emails_sent} emails sent were opened.
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <section
          aria-labelledby="by-source-title"
          className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
        >
          <h2 id="by-source-title" className="font-semibold text-slate-900">
            By source
          </h2>
          <ul className="mt-3 space-y-2">
            {stats.by_source.map((row) => (
              <li key={row.source} className="text-sm">
                <div className="flex justify-between">
                  <span>{SUBSCRIBER_SOURCE_LABELS[row.source]}</span>
                  <span className="font-semibold">{row.count}</span>
                </div>
                <svg
                  viewBox="0 0 100 4"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  className="mt-1 h-2 w-full"
                >
                  <rect width="100" height="4" className="fill-slate-200" />
                  <rect width={(row.count / sourceMax) * 100} height="4" className="fill-indigo-700" />
                </svg>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
          <SignupsChart data={stats.signups_by_month} />
        </section>
      </div>
    </div>
  );
}
