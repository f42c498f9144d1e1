import type { TableColumn } from '#client/features/admin/subscribers/tabs.ts';

/**
 * A data table that scrolls sideways on a phone. The scrolling box is focusable and named, so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function AdminTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  busy = false,
}: {
  caption: string;
  columns: TableColumn<T>[];
  rows: T[];
  empty: string;
  busy?: boolean;
}) {
  return (
    // `relative`: screen-reader-only text inside the cells is positioned against this box, so it
    // scrolls with the table instead of widening the page.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-300 bg-white shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
    >
      <table aria-busy={busy} className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.header} className="whitespace-nowrap px-3 py-2.5 text-slate-800">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
