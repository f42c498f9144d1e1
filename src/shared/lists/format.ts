/**
 * What every staff list shares, without zod (the admin screens import it in the browser): the page
 * sizes, the shape of one page of an answer, the page a screen's URL asks for, and the message when
 * a list cannot be loaded. The query's schema is in contract.ts.
 */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 200;

/** One page of a staff list: `count` rows match in all, `results` are those of page `page`. */
export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

/** The page a staff screen's URL asks for (?page=): 1 when it is missing or not a positive number. */
export function pageFromParam(raw: string | null): number {
  return Math.max(1, Number.parseInt(raw ?? '1', 10) || 1);
}

/** An admin list could not be loaded (docs/product.md#staff-screens). */
export const ADMIN_DATA_ERROR = 'Failed to fetch data';
