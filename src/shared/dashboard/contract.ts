/** GET /api/admin/dashboard/: the schema of the staff dashboard (types and words: dashboard/format.ts). */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';

export * from '#shared/dashboard/format.ts';

const count = z.number().int();
const trend = { current: count, previous: count, daily: z.array(count) };

/** Only the parts of the rooms the signed-in person holds are sent (format.ts, Dashboard). */
export const dashboardSchema = z
  .object({
    window_start: z.string(),
    window_end: z.string(),
    email_set_up: z.boolean(),
    subscribers: z.object(trend),
    leads: z.object(trend),
    rsvps: z.object({ ...trend, upcoming_seats: count }),
    donations: z.object({
      ...trend,
      amount_cents: count,
      previous_amount_cents: count,
      daily_amount_cents: z.array(count),
      demo_count: count,
    }),
    prayer_requests: z.object({ ...trend, open: count }),
    messages: z.object({ ...trend, open: count }),
    join_requests: z.object({ ...trend, open: count }),
    applications: z.object({ ...trend, open: count }),
    upcoming_events: z.array(
      z.object({
        id: count,
        title: z.string(),
        date: z.string(),
        date_tbd: z.boolean(),
        seats_taken: count,
        capacity: count.nullable(),
      }),
    ),
    spam_turned_away: z.object({
      week: count,
      by_form: z.array(z.object({ form: z.string(), count })),
    }),
    gifts_to_check: z.object({
      count,
      gifts: z.array(
        z.object({
          id: z.string(),
          amount_cents: count,
          mismatch: z.object({
            stripe_amount_cents: count.nullable(),
            stripe_currency: z.string().nullable(),
            found_at: z.string(),
          }),
        }),
      ),
    }),
    disputed_gifts: z.object({
      count,
      gifts: z.array(z.object({ id: z.string(), amount_cents: count, disputed_at: z.string() })),
    }),
    /** Site content and records still lacking their Spanish (docs/product.md#site-content). */
    needs_translation: z.object({ count }),
  })
  .partial()
  .required({ window_start: true, window_end: true, email_set_up: true });
