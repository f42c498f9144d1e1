/**
 * The recurring part of the admin event form (docs/product.md#staff-events): how readForm reads it, its
 * labels, and where a series is saved. No zod here.
 */
import type { FormShape } from '#shared/forms/form-data.ts';
import { apiRequest } from '#client/lib/api.ts';
import { EVENT_FORM_SHAPE } from '#client/features/admin/events/event-form-values.ts';
import type { Series } from '#shared/events/series-contract.ts';
import { fromRRule, type RecurrenceRule } from '#shared/events/recurrence.ts';

export const SERIES_FORM_SHAPE = {
  booleans: EVENT_FORM_SHAPE.booleans,
  numbers: [...EVENT_FORM_SHAPE.numbers, 'interval', 'month_day', 'count'],
  lists: ['weekdays', 'positions'],
} as const satisfies FormShape;

export const SERIES_LABELS = {
  repeat: 'How it repeats',
  interval: 'Every how many weeks or months',
  weekdays: 'On these days',
  month_day: 'Day of the month',
  positions: 'Which weeks of the month',
  ends: 'Ends',
  until: 'Last date',
  count: 'Number of dates',
} as const;

export const SERIES_PATH = '/api/admin/event-series/';

export function createSeries(payload: Record<string, unknown>): Promise<Series> {
  return apiRequest<Series>(SERIES_PATH, { method: 'POST', body: payload });
}

/** "From this date on": the date's event id and the new fields and rule. */
export function splitSeries(
  id: number,
  fromEventId: number,
  payload: Record<string, unknown>,
): Promise<Series> {
  return apiRequest<Series>(`${SERIES_PATH}${id}/split/?from=${fromEventId}`, {
    method: 'POST',
    body: payload,
  });
}

/** A new event starts as not repeating. */
export const NO_REPEAT: { repeat: ''; rule: RecurrenceRule } = {
  repeat: '',
  rule: {
    kind: 'weekly',
    interval: 1,
    weekdays: [],
    month_day: null,
    positions: [],
    ends: 'never',
    until: null,
    count: null,
  },
};

/** "From this date on" starts from the series' own rule (its end and count included). */
export function splitStart(series: Series, fromEventId: number) {
  const rule = fromRRule(series.rrule);
  return { repeat: rule.kind, rule, split: { seriesId: series.id, fromEventId } };
}
