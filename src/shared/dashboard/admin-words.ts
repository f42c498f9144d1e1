/** Words of the staff dashboard's small charts (docs/product.md#dashboard). */
export const DASHBOARD_WORDS = {
  /** Under each chart, between its first and last day: what the tallest bar stands for. */
  chartPeak: (most: number, format: (n: number) => string = String) =>
    most === 0 ? 'none in these days' : `most in one day: ${format(most)}`,
  /** An event without a seat limit (docs/product.md#dashboard): a word, never a symbol. */
  unlimited: 'Unlimited',
} as const;
