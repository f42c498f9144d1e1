/** Year-end statements API (/api/admin/donations/statements/): zod schemas. Words: statements-format.ts. */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { FIRST_STATEMENT_YEAR } from '#shared/giving/statements-format.ts';

export * from '#shared/giving/statements-format.ts';

const year = z.coerce
  .number({ error: 'Choose a year.' })
  .int({ error: 'Choose a year.' })
  .min(FIRST_STATEMENT_YEAR, { error: `Choose ${FIRST_STATEMENT_YEAR} or later.` })
  .max(9999, { error: 'Choose a year.' });

/** GET: a year's progress; without a year, last year's (the one statements are sent for). */
export const statementProgressQuerySchema = z.object({ year: year.optional() });
export const statementSendSchema = z.object({ year });

const progressShape = {
  year: z.number().int(),
  donor_count: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
};
export const statementProgressSchema = z.object(progressShape);
export const statementSendResultSchema = z.object({ ...progressShape, newly_queued: z.number().int() });
