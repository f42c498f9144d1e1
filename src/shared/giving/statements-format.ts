/**
 * Year-end giving statements (docs/product.md#year-end-statements): the words and the progress
 * type, without zod so the browser can use them (the schemas are in giving/statements-contract.ts).
 */

import { zoneGenericName } from '#shared/site/time-zone.ts';

/** The wording a US 501(c)(3) gives on a contribution statement. */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for these contributions.';

/** The first calendar year statements can be asked for (the site took no gifts before). */
export const FIRST_STATEMENT_YEAR = 2020;

/** Where a year's statements are, counted from the outbox rows of their emails. */
export interface StatementProgress {
  year: number;
  /** Donor addresses with a paid, non-refunded real gift in that year (calendar year in the ministry's zone). */
  donor_count: number;
  /** Waiting in the outbox (or retrying after a failed try). */
  queued: number;
  sent: number;
  /** Refused for good or out of retries: staff can retry them from the outbox screen. */
  failed: number;
}

/** The answer to a send: the progress, and how many statements this click queued (0 the second time). */
export interface StatementSendResult extends StatementProgress {
  newly_queued: number;
}

export const STATEMENT_WORDS = {
  yearNotOver: (year: number) =>
    `The ${year} statements can be sent once the year has ended (after December 31, ${zoneGenericName()}).`,
  sentNothingNew: (year: number) => `Every ${year} statement was already queued: nothing was sent twice.`,
  queued: (count: number, year: number) =>
    `${count} ${count === 1 ? 'statement' : 'statements'} for ${year} queued to send.`,
  netOfRefunds: () =>
    `Each statement lists the paid gifts of the year in ${zoneGenericName()}, the gift and the fee cover in their own columns. A wholly refunded gift is left off; a partly refunded one shows what remained.`,
} as const;

/** Progress in words: "3 queued, 40 sent, 1 failed of 44 donors". */
export function progressText(progress: StatementProgress): string {
  const donors = `${progress.donor_count} ${progress.donor_count === 1 ? 'donor' : 'donors'}`;
  return `${progress.queued} queued, ${progress.sent} sent, ${progress.failed} failed (${donors} gave in ${progress.year})`;
}
