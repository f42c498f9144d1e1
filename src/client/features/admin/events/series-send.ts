/**
 * Where the event form sends: without "Repeats" a single event (POST /api/events/), with it a series
 * (POST /api/admin/event-series/), and "from this date on" the split of a series. The browser checks
 * each with the server's own schema, picked by the same field.
 */
import type { ParsingSchema } from '#client/components/form/use-form.ts';
import { eventInputSchema } from '#client/features/admin/events/events-contract.ts';
import { saveEvent } from '#client/features/admin/events/events-api.ts';
import { createSeries, splitSeries } from '#client/features/admin/events/series-form.ts';
import { seriesInputSchema } from '#shared/events/series-contract.ts';

const repeats = (values: unknown) =>
  typeof values === 'object' && values !== null && Boolean((values as { repeat?: unknown }).repeat);

/** A single event's fields: the form reads its rule's lists (empty) even when it does not repeat. */
function singleEvent(values: Record<string, unknown>): Record<string, unknown> {
  const { weekdays, positions, ...event } = values;
  void weekdays;
  void positions;
  return event;
}

export const seriesFormSchema: ParsingSchema = {
  safeParse: (values) =>
    repeats(values)
      ? seriesInputSchema.safeParse(values)
      : eventInputSchema.safeParse(singleEvent(values as Record<string, unknown>)),
};

export function sendEventOrSeries(
  values: Record<string, unknown>,
  split?: { seriesId: number; fromEventId: number },
): Promise<{ title: string }> {
  if (split) return splitSeries(split.seriesId, split.fromEventId, values);
  if (!repeats(values)) return saveEvent(null, singleEvent(values));
  return createSeries(values);
}
