/**
 * What every staff list shares, without zod (the admin screens import it in the browser): the page
 * sizes, the shape of one page of an answer, and the message when a list cannot be loaded. The
 * query's schema is in list-contract.ts.
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

/** An admin list could not be loaded (docs/product.md#staff-screens). */
export const ADMIN_DATA_ERROR = 'Failed to fetch data';
