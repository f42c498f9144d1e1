import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  formatDurationHours,
  formatLocation,
  formatMeetingTime,
  formatSpots,
  searchParamsFromFilters,
  YEARS_SAVED_OPTIONS,
} from '#shared/house-churches/words.ts';
import { HONEYPOT_FIELD, STARTED_AT_FIELD, SUBMISSION_ID_FIELD } from '#shared/forms/guard-fields.ts';
import {
  FIELD_WORDS,
  firstIncompleteLeaderStep,
  LEADER_STEP_FIELDS,
  leaderApplicationSchema,
  leaderPersonalStepSchema,
  leaderReferencesStepSchema,
  leaderStepOfField,
} from '#shared/house-churches/contract.ts';

describe('house church formatting', () => {
  it.each([
    ['00:00:00', '12:00 AM'],
    ['09:30:00', '9:30 AM'],
    ['10:30', '10:30 AM'],
    ['12:00:00', '12:00 PM'],
    ['12:45:00', '12:45 PM'],
    ['18:30:00', '6:30 PM'],
    ['23:05:00', '11:05 PM'],
  ])('shows %s as %s (12-hour US form)', (time, shown) => {
    expect(formatMeetingTime(time)).toBe(shown);
  });

  it('shows durations in hours, spots and locations', () => {
    expect(formatDurationHours(1)).toBe('1 hour');
    expect(formatDurationHours(2)).toBe('2 hours');
    expect(formatDurationHours(2.5)).toBe('2.5 hours');
    expect(formatDurationHours(1.75)).toBe('1.75 hours');
    expect(formatSpots(1)).toBe('1 spot available');
    expect(formatSpots(3)).toBe('3 spots available');
    expect(formatSpots(0)).toBe('No spots available');
    expect(formatLocation({ neighborhood: 'Mueller', city: 'Austin', state: 'TX' })).toBe(
      'Mueller, Austin, TX',
    );
    expect(formatLocation({ neighborhood: null, city: 'Hutto', state: 'TX' })).toBe('Hutto, TX');
  });

  it('offers years saved 1 to 20 and 21 as 20+ years', () => {
    expect(YEARS_SAVED_OPTIONS.map((option) => option.value)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
    expect(YEARS_SAVED_OPTIONS[0]).toEqual({ value: 1, label: '1 year' });
    expect(YEARS_SAVED_OPTIONS[19]).toEqual({ value: 20, label: '20 years' });
    expect(YEARS_SAVED_OPTIONS[20]).toEqual({ value: 21, label: '20+ years' });
  });
});

describe('directory filters in the URL', () => {
  it('reads what it writes, and only writes the filters that are set', () => {
    const filters = {
      city: 'Round Rock',
      meeting_day: 'Sunday',
      has_spots: true,
      accepts_children: false,
    } as const;
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('city=Round+Rock&meeting_day=Sunday&has_spots=true');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(searchParamsFromFilters(filtersFromSearchParams(new URLSearchParams(''))).toString()).toBe('');
  });

  it('treats a malformed shared link as "any"', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('meeting_day=someday&has_spots=yes&city=%20')),
    ).toEqual({
      city: '',
      meeting_day: '',
      has_spots: false,
      accepts_children: false,
    });
    expect(filtersFromSearchParams(new URLSearchParams('meeting_day=friday')).meeting_day).toBe('Friday');
  });
});

describe('leader application step gating', () => {
  const personal = { first_name: 'A', last_name: 'B', email: 'a@example.net', phone: '512 555 0100' };
  it('step 1 needs years saved above 0', () => {
    expect(leaderPersonalStepSchema.safeParse({ ...personal, years_saved: '' }).success).toBe(false);
    expect(leaderPersonalStepSchema.safeParse({ ...personal, years_saved: 0 }).success).toBe(false);
    expect(leaderPersonalStepSchema.safeParse({ ...personal, years_saved: 1 }).success).toBe(true);
  });
  it('step 3 is not gated by the relationship fields', () => {
    const reference = (n: number) => ({
      [`reference${n}_name`]: 'R',
      [`reference${n}_email`]: `r${n}@example.net`,
      [`reference${n}_phone`]: '512-555-0100',
      [`reference${n}_relationship`]: '',
    });
    expect(leaderReferencesStepSchema.safeParse({ ...reference(1), ...reference(2) }).success).toBe(true);
  });
  it('puts every answer of the application in exactly one step, in order', () => {
    const answers = Object.keys(leaderApplicationSchema.shape).filter(
      (key) => key !== HONEYPOT_FIELD && key !== STARTED_AT_FIELD && key !== SUBMISSION_ID_FIELD,
    );
    expect(LEADER_STEP_FIELDS.flat()).toEqual(answers);
  });
  it('names the first incomplete step of those so far, with its messages', () => {
    const step1 = { ...personal, years_saved: 3 };
    expect(firstIncompleteLeaderStep(step1, 0)).toBeNull();
    expect(firstIncompleteLeaderStep({ ...step1, testimony: 'Yes.' }, 1)).toEqual({
      step: 1,
      fields: {
        ministry_experience: FIELD_WORDS.ministryExperience,
        spiritual_gifts: FIELD_WORDS.spiritualGifts,
      },
    });
    // Answers carried from an earlier step are checked again (they came back in hidden fields).
    expect(firstIncompleteLeaderStep({ ...step1, email: 'nope' }, 2)).toEqual({
      step: 0,
      fields: { email: FIELD_WORDS.invalidEmail },
    });
  });
  it('knows the step of every field', () => {
    expect(leaderStepOfField('years_saved')).toBe(0);
    expect(leaderStepOfField('current_church')).toBe(1);
    expect(leaderStepOfField('reference2_relationship')).toBe(2);
    expect(leaderStepOfField('code_of_conduct_agreed')).toBe(3);
  });
});
