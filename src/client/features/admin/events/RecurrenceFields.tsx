import { useEffect, useRef, useState } from 'react';
import { CheckboxGroup, RadioGroup } from '#client/components/form/choice-fields.tsx';
import { NumberField, TextField } from '#client/components/form/fields.tsx';
import { readForm } from '#shared/forms/form-data.ts';
import { formatTime, formatWeekdayDate, parseEventDateTime } from '#shared/events/format.ts';
import {
  describeRecurrence,
  previewDates,
  type RecurrenceKind,
  type RecurrenceRule,
  WEEK_POSITION_NAMES,
  WEEK_POSITIONS,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
} from '#shared/events/recurrence.ts';
import { SERIES_FORM_SHAPE, SERIES_LABELS } from '#client/features/admin/events/series-form.ts';

const REPEAT_OPTIONS = [
  { value: '', label: 'Does not repeat' },
  { value: 'weekly', label: 'Every week, or every few weeks, on chosen days' },
  { value: 'monthly_day', label: 'Every month on a day of the month (the 15th)' },
  { value: 'monthly_weekday', label: 'Every month on a weekday (the second and last Saturday)' },
];
const DAY_OPTIONS = WEEKDAY_CODES.map((code) => ({ value: code, label: WEEKDAY_NAMES[code] }));
const WEEK_OPTIONS = WEEK_POSITIONS.map((n) => {
  const name = WEEK_POSITION_NAMES[String(n)]!;
  return { value: String(n), label: name[0]!.toUpperCase() + name.slice(1) };
});
const END_OPTIONS = [
  { value: 'never', label: 'No end (dates are added a year ahead)' },
  { value: 'until', label: 'On a date' },
  { value: 'count', label: 'After a number of dates' },
];

export interface RecurrenceStart {
  repeat: RecurrenceKind | '';
  rule: RecurrenceRule;
}

/** The rule and first date as the form holds them now, or null when it does not make a preview yet. */
function readRule(form: HTMLFormElement): { rule: RecurrenceRule; start: string } | null {
  const values = readForm(new FormData(form), SERIES_FORM_SHAPE);
  const start = typeof values.date === 'string' ? parseEventDateTime(values.date) : null;
  const kind = values.repeat as RecurrenceKind | undefined;
  if (!kind || !start || typeof values.date !== 'string') return null;
  const number = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  const rule: RecurrenceRule = {
    kind,
    interval: number(values.interval) ?? 1,
    weekdays: (values.weekdays as RecurrenceRule['weekdays']) ?? [],
    month_day: number(values.month_day),
    positions: ((values.positions as string[]) ?? []).map(Number) as RecurrenceRule['positions'],
    ends: (values.ends as RecurrenceRule['ends']) ?? 'never',
    until: typeof values.until === 'string' ? values.until : null,
    count: number(values.count),
  };
  const incomplete =
    (kind !== 'monthly_day' && rule.weekdays.length === 0) ||
    (kind === 'monthly_day' && !rule.month_day) ||
    (kind === 'monthly_weekday' && rule.positions.length === 0);
  return incomplete ? null : { rule, start: values.date.slice(0, 16) };
}

/**
 * "Repeats" (docs/product.md#staff-events): the plain-language rule of a recurring series, and before
 * saving its summary in words and its next dates, worked out in the browser by the same code the
 * server stores and expands the rule with.
 */
export function RecurrenceFields({ initial }: { initial: RecurrenceStart }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [repeat, setRepeat] = useState(initial.repeat);
  const [ends, setEnds] = useState(initial.rule.ends);
  const [preview, setPreview] = useState<{ summary: string; dates: Date[] } | null>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const update = () => {
      try {
        const read = readRule(form);
        setPreview(
          read
            ? {
                summary: describeRecurrence(read.rule, read.start),
                dates: previewDates(read.rule, read.start),
              }
            : null,
        );
      } catch {
        setPreview(null);
      }
    };
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [repeat, ends]);

  const { rule } = initial;
  return (
    <fieldset ref={ref} className="space-y-4 rounded-md border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 font-semibold text-navy-950">Repeats</legend>
      <RadioGroup
        name="repeat"
        legend={SERIES_LABELS.repeat}
        options={REPEAT_OPTIONS}
        value={repeat}
        onValueChange={(value) => setRepeat(value as RecurrenceKind | '')}
      />
      {repeat === 'weekly' ? (
        <>
          <NumberField
            name="interval"
            label="Every how many weeks"
            min={1}
            max={12}
            step={1}
            defaultValue={String(rule.interval)}
          />
          <CheckboxGroup
            name="weekdays"
            legend={SERIES_LABELS.weekdays}
            options={DAY_OPTIONS}
            inline
            defaultValue={rule.weekdays}
          />
        </>
      ) : null}
      {repeat === 'monthly_day' ? (
        <>
          <NumberField
            name="interval"
            label="Every how many months"
            min={1}
            max={12}
            step={1}
            defaultValue={String(rule.interval)}
          />
          <NumberField
            name="month_day"
            label={SERIES_LABELS.month_day}
            min={1}
            max={31}
            step={1}
            defaultValue={rule.month_day ? String(rule.month_day) : ''}
          />
        </>
      ) : null}
      {repeat === 'monthly_weekday' ? (
        <>
          <CheckboxGroup
            name="positions"
            legend={SERIES_LABELS.positions}
            options={WEEK_OPTIONS}
            inline
            defaultValue={rule.positions.map(String)}
          />
          <CheckboxGroup
            name="weekdays"
            legend="On which day"
            options={DAY_OPTIONS}
            inline
            defaultValue={rule.weekdays}
          />
        </>
      ) : null}
      {repeat ? (
        <>
          <RadioGroup
            name="ends"
            legend={SERIES_LABELS.ends}
            options={END_OPTIONS}
            value={ends}
            onValueChange={(value) => setEnds(value as RecurrenceRule['ends'])}
          />
          {ends === 'until' ? (
            <TextField name="until" label={SERIES_LABELS.until} type="date" defaultValue={rule.until ?? ''} />
          ) : null}
          {ends === 'count' ? (
            <NumberField
              name="count"
              label={SERIES_LABELS.count}
              min={1}
              max={200}
              step={1}
              defaultValue={rule.count ? String(rule.count) : ''}
            />
          ) : null}
          <div aria-live="polite" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
            {preview ? (
              <>
                <p className="font-semibold">{preview.summary}</p>
                <p className="mt-2">Next dates:</p>
                <ul className="ml-5 list-disc" aria-label="Next dates">
                  {preview.dates.map((date) => (
                    <li key={date.toISOString()}>
                      {formatWeekdayDate(date)}, {formatTime(date)}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Choose the first date and the days to see the dates.</p>
            )}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
