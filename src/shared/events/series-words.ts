/** The words of recurring series (docs/product.md#staff-events quotes them). No zod here. */
export const SERIES_WORDS = {
  repeatRequired: 'Choose how the gathering repeats.',
  intervalInvalid: 'Enter a whole number from 1 to 12.',
  weekdaysRequired: 'Choose at least one day.',
  monthDayInvalid: 'Enter a day of the month from 1 to 31.',
  positionsRequired: 'Choose which week or weeks of the month.',
  endsRequired: 'Choose when the series ends.',
  untilInvalid: 'Enter the last date of the series.',
  untilBeforeStart: 'The last date cannot be before the first date.',
  countInvalid: 'Enter how many dates, from 1 to 200.',
  noTbd: 'A recurring series needs a date and time.',
  longerThanADay: 'Each date of a series lasts at most a day.',
  noDates: 'This rule gives no dates. Check the days and the end.',
  notFound: 'Series not found',
  notInSeries: 'That date is not part of this series.',
} as const;
