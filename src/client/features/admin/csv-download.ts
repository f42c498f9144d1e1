/**
 * Export helpers: fetch every page of a list (the tables show one page; the file holds all rows
 * that match the current filter) and hand the CSV to the browser as a download.
 */
import { apiRequest } from '#client/lib/api.ts';
import { ADMIN_PAGE_SIZE_MAX, type Page } from '#shared/lists/format.ts';

export async function fetchAllPages<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const url = new URL(path, 'http://same-site.invalid');
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(ADMIN_PAGE_SIZE_MAX));
    const answer = await apiRequest<Page<T>>(`${url.pathname}${url.search}`);
    rows.push(...answer.results);
    if (answer.results.length === 0 || rows.length >= answer.count) return rows;
  }
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
