/**
 * Recurring series (docs/product.md#staff-events): the staff payload is the event form's fields plus
 * the plain-language rule (./recurrence.ts), flat, so the form kit reads it like any form. `date` is
 * the first date and its start time; `end_date`, when given, sets how long every date lasts.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { eventInputSchema, eventSchema } from '#shared/events/contract.ts';
import {
  MAX_COUNT,
  MAX_INTERVAL,
  RECURRENCE_ENDS,
  RECURRENCE_KINDS,
  type RecurrenceRule,
  WEEK_POSITIONS,
  WEEKDAY_CODES,
  type WeekPosition,
} from '#shared/events/recurrence.ts';
import { SERIES_WORDS as M } from '#shared/events/series-words.ts';

export * from '#shared/events/series-words.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A number input arrives as a number, or as text from a form posted without JavaScript. */
const whole = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return null;
      }
      return n;
    });

export const recurrenceShape = {
  repeat: z.enum(RECURRENCE_KINDS, { error: M.repeatRequired }),
  interval: whole(M.intervalInvalid, 1, MAX_INTERVAL).transform((n) => n ?? 1),
  weekdays: z.array(z.enum(WEEKDAY_CODES, { error: M.weekdaysRequired })).default([]),
  month_day: whole(M.monthDayInvalid, 1, 31),
  positions: z
    .array(z.union([z.number(), z.string()]).transform((value) => Number(value)))
    .default([])
    .refine(
      (values) => values.every((n) => (WEEK_POSITIONS as readonly number[]).includes(n)),
      M.positionsRequired,
    )
    .transform((values) => values as WeekPosition[]),
  ends: z.enum(RECURRENCE_ENDS, { error: M.endsRequired }).default('never'),
  until: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || DAY.test(value), M.untilInvalid),
  count: whole(M.countInvalid, 1, MAX_COUNT),
};

export const seriesInputSchema = eventInputSchema.safeExtend(recurrenceShape).superRefine((input, ctx) => {
  if (typeof input !== 'object' || input === null) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (input.date_tbd) issue('date_tbd', M.noTbd);
  if (input.repeat !== 'monthly_day' && input.weekdays.length === 0) issue('weekdays', M.weekdaysRequired);
  if (input.repeat === 'monthly_day' && !input.month_day) issue('month_day', M.monthDayInvalid);
  if (input.repeat === 'monthly_weekday' && input.positions.length === 0)
    issue('positions', M.positionsRequired);
  if (input.ends === 'until' && !input.until) issue('until', M.untilInvalid);
  if (input.ends === 'until' && input.until && input.date && input.until < input.date.slice(0, 10))
    issue('until', M.untilBeforeStart);
  if (input.ends === 'count' && !input.count) issue('count', M.countInvalid);
  if (input.date && input.end_date && Date.parse(input.end_date) - Date.parse(input.date) > 24 * 3600_000)
    issue('end_date', M.longerThanADay);
});
export type SeriesInput = z.output<typeof seriesInputSchema>;

/** The rule part of a series payload, in recurrence.ts's words. */
export function ruleOf(input: SeriesInput): RecurrenceRule {
  return {
    kind: input.repeat,
    interval: input.interval,
    weekdays: input.weekdays,
    month_day: input.repeat === 'monthly_day' ? input.month_day : null,
    positions: input.repeat === 'monthly_weekday' ? input.positions : [],
    ends: input.ends,
    until: input.ends === 'until' ? input.until : null,
    count: input.ends === 'count' ? input.count : null,
  };
}

export const seriesIdParamsSchema = z.object({ id: z.string() });

/** A series as staff see it: its rule in words, the RRULE, and every date made so far. */
export const seriesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rrule: z.string(),
  time_zone: z.string(),
  starts_local: z.string(),
  summary: z.string(),
  /** Dates exist as events up to here; the daily job moves it on. */
  materialized_through: z.string(),
  dates: z.array(eventSchema),
});
export type Series = z.infer<typeof seriesSchema>;

/** "From this date on": the date it starts from, and the new series' fields and rule. */
export const seriesSplitSchema = seriesInputSchema;
