import { useId } from 'react';
import { Link } from 'react-router';
import { DailyChart } from '#client/features/admin/dashboard/DailyChart.tsx';

export interface MetricCardProps {
  title: string;
  /** The screen where these records are handled. */
  to: string;
  value: string;
  /** What the number counts, e.g. 'new in the last 30 days'. */
  caption: string;
  trend: string;
  chartLabel: string;
  daily: number[];
  /** The chart's first day, 'YYYY-MM-DD' in the ministry's zone. */
  windowStart: string;
  /** How the chart's tallest day is written (dollars for gifts). */
  chartFormat?: (n: number) => string;
  extra?: string;
}

/** One dashboard figure: a named region whose title links to its screen (the whole card is clickable). */
export function MetricCard({
  title,
  to,
  value,
  caption,
  trend,
  chartLabel,
  daily,
  windowStart,
  chartFormat,
  extra,
}: MetricCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="relative flex flex-col rounded-lg border border-slate-300 bg-white p-4 shadow-sm hover:border-indigo-700"
    >
      <h2 id={id} className="text-sm font-semibold text-slate-800">
        <Link
          to={to}
          className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {title}
        </Link>
      </h2>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      <p className="text-sm text-slate-700">{caption}</p>
      {extra ? <p className="text-sm text-slate-700">{extra}</p> : null}
      <p className="mt-2 text-sm font-medium text-slate-800">{trend}</p>
      <div className="mt-auto">
        <DailyChart label={chartLabel} daily={daily} windowStart={windowStart} format={chartFormat} />
      </div>
    </section>
  );
}
