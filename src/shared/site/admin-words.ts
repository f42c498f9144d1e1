/**
 * What every staff screen says when it cannot be shown (docs/product.md#staff-screens): the admin
 * error panel of every admin route, and the retry of a list that could not be loaded.
 */
export const ADMIN_ERROR_WORDS = {
  title: 'This screen could not be opened',
  message: 'Something went wrong while loading it. Check your connection, then try again.',
  retry: 'Try again',
} as const;
