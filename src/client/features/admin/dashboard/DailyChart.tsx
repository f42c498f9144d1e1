import { addDays, shortDay } from '#shared/dashboard/format.ts';
import { DASHBOARD_WORDS } from '#shared/dashboard/admin-words.ts';

/**
 * A small bar chart of the last 30 days: one image whose name says what it shows in words (the
 * period, the total and the busiest day), so a screen reader gets the same story as the bars.
 */
const WIDTH = 300;
const HEIGHT = 48;

export function dailySummary(
  what: string,
  daily: number[],
  windowStart: string,
  format: (n: number) => string = String,
): string {
  const total = daily.reduce((sum, n) => sum + n, 0);
  const period = `${shortDay(windowStart)} to ${shortDay(addDays(windowStart, daily.length - 1))}`;
  if (total === 0) return `${what} per day, ${period}: none.`;
  const max = Math.max(...daily);
  const busiest = shortDay(addDays(windowStart, daily.indexOf(max)));
  return `${what} per day, ${period}: ${format(total)} in all, the most on ${busiest} (${format(max)}).`;
}

/**
 * The chart, and under it its first and last day and what its tallest bar counts, so the bars read
 * without guessing (the image's name already says the same to a screen reader).
 */
export function DailyChart({
  label,
  daily,
  windowStart,
  format = String,
}: {
  label: string;
  daily: number[];
  windowStart: string;
  format?: (n: number) => string;
}) {
  const max = Math.max(1, ...daily);
  const slot = WIDTH / Math.max(1, daily.length);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className="h-12 w-full text-indigo-700"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {daily.map((n, i) => {
          // Even a day with one arrival shows a visible bar; an empty day shows none.
          const height = n === 0 ? 0 : Math.max(3, (n / max) * (HEIGHT - 2));
          return (
            <rect
              key={i}
              x={i * slot + slot * 0.15}
              y={HEIGHT - 1 - height}
              width={slot * 0.7}
              height={height}
              className="fill-current"
            />
          );
        })}
      </svg>
      <figcaption aria-hidden="true" className="mt-1 flex justify-between gap-2 text-xs text-slate-700">
        <span>{shortDay(windowStart)}</span>
        <span>{DASHBOARD_WORDS.chartPeak(Math.max(0, ...daily), format)}</span>
        <span>{shortDay(addDays(windowStart, daily.length - 1))}</span>
      </figcaption>
    </figure>
  );
}
