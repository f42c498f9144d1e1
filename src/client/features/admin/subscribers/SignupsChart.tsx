/**
 * Sign-ups per month as a plain SVG bar chart. The SVG is one image with a summary name; the exact
 * numbers are in a table beside it for screen readers (and anyone who wants the figures).
 */
const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 16, right: 8, bottom: 44, left: 44 };

/**
 * Axis text in the SVG's own units, which shrink with the chart: larger units on a phone keep the
 * text readable there (about 10 px on screen at 360 px wide, 12 px on a desktop).
 */
const AXIS_TEXT = 'fill-slate-700 text-[22px] sm:text-[15px] lg:text-[12px]';

const monthLabel = (month: string, withYear = false) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

export function SignupsChart({ data }: { data: Array<{ month: string; count: number }> }) {
  const max = Math.max(1, ...data.map((d) => d.count));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, data.length);
  const total = data.reduce((sum, d) => sum + d.count, 0);
  const first = data[0];
  const last = data.at(-1);
  const summary =
    first && last
      ? `Sign-ups per month from ${monthLabel(first.month, true)} to ${monthLabel(last.month, true)}: ${total} in total, at most ${max} in one month.`
      : 'No sign-ups yet.';
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, Math.round(max / 2), max];

  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-slate-900">Sign-ups over time</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full text-indigo-700"
      >
        {ticks.map((tick) => {
          const y = PAD.top + plotHeight - (tick / max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="stroke-slate-200" />
              <text x={PAD.left - 6} y={y + 7} textAnchor="end" className={AXIS_TEXT}>
                {tick}
              </text>
            </g>
          );
        })}
        {data.map((d, i) => {
          const height = (d.count / max) * plotHeight;
          const x = PAD.left + i * slot + slot * 0.15;
          return (
            <g key={d.month}>
              <rect
                x={x}
                y={PAD.top + plotHeight - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                className="fill-current"
              />
              <text
                x={x + slot * 0.35}
                y={HEIGHT - PAD.bottom + 28}
                textAnchor="middle"
                className={AXIS_TEXT}
              >
                {monthLabel(d.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="sr-only">
        <table>
          <caption>Sign-ups per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Sign-ups</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.month}>
                <td>{monthLabel(d.month, true)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
