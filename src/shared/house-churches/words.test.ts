import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  formatDistance,
  formatDurationHours,
  formatLocation,
  formatMeetingTime,
  formatSpots,
  searchParamsFromFilters,
} from '#shared/house-churches/words.ts';
import { yearsSavedOptions } from '#shared/house-churches/leader-words.ts';
import { LOCALE_FIELD } from '#shared/i18n/locales.ts';
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
    expect(yearsSavedOptions('en').map((option) => option.value)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
    expect(yearsSavedOptions('en')[0]).toEqual({ value: 1, label: '1 year' });
    expect(yearsSavedOptions('en')[19]).toEqual({ value: 20, label: '20 years' });
    expect(yearsSavedOptions('en')[20]).toEqual({ value: 21, label: '20+ years' });
  });
});

describe('directory filters in the URL', () => {
  it('reads what it writes, and only writes the filters that are set', () => {
    const filters = {
      near: 'Round Rock',
      lat: null,
      lng: null,
      meeting_day: 'Sunday',
      has_spots: true,
      accepts_children: false,
    } as const;
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('near=Round+Rock&meeting_day=Sunday&has_spots=true');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    const located = { ...filters, near: '', lat: 30.31, lng: -97.68 };
    expect(searchParamsFromFilters(located).toString()).toBe(
      'lat=30.31&lng=-97.68&meeting_day=Sunday&has_spots=true',
    );
    expect(filtersFromSearchParams(searchParamsFromFilters(located))).toEqual(located);
    expect(searchParamsFromFilters(filtersFromSearchParams(new URLSearchParams(''))).toString()).toBe('');
  });

  it('treats a malformed shared link as "any"', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('meeting_day=someday&has_spots=yes&city=%20')),
    ).toEqual({
      near: '',
      lat: null,
      lng: null,
      meeting_day: '',
      has_spots: false,
      accepts_children: false,
    });
    expect(filtersFromSearchParams(new URLSearchParams('meeting_day=friday')).meeting_day).toBe('Friday');
    // Half a position, or one out of range or not a number, is no position.
    for (const query of ['lat=30.3', 'lat=30.3&lng=abc', 'lat=91&lng=-97.7', 'lat=1e2&lng=5']) {
      expect(filtersFromSearchParams(new URLSearchParams(query))).toMatchObject({ lat: null, lng: null });
    }
  });

  it('reads a link from before place searches (?city=) as a place, and a place over a position', () => {
    expect(filtersFromSearchParams(new URLSearchParams('city=Mueller')).near).toBe('Mueller');
    expect(filtersFromSearchParams(new URLSearchParams('near=78723&lat=30.3&lng=-97.7'))).toMatchObject({
      near: '78723',
      lat: null,
      lng: null,
    });
  });

  it('rounds a position to 2 decimals before it is written into the URL', () => {
    const params = searchParamsFromFilters({
      near: '',
      lat: 30.312345,
      lng: -97.687654,
      meeting_day: '',
      has_spots: false,
      accepts_children: false,
    });
    expect(params.toString()).toBe('lat=30.31&lng=-97.69');
    expect(filtersFromSearchParams(new URLSearchParams('lat=30.318&lng=-97.6849'))).toMatchObject({
      lat: 30.32,
      lng: -97.68,
    });
  });
});

describe('how far a church is, in words', () => {
  it('says "less than a mile" under a mile, else about the nearest whole number of miles', () => {
    expect(formatDistance(0)).toBe('less than a mile away');
    expect(formatDistance(0.96)).toBe('less than a mile away');
    expect(formatDistance(1)).toBe('about 1 mile away');
    expect(formatDistance(1.4)).toBe('about 1 mile away');
    expect(formatDistance(1.5)).toBe('about 2 miles away');
    expect(formatDistance(3.2)).toBe('about 3 miles away');
    expect(formatDistance(38.7)).toBe('about 39 miles away');
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
      (key) =>
        key !== HONEYPOT_FIELD &&
        key !== STARTED_AT_FIELD &&
        key !== SUBMISSION_ID_FIELD &&
        key !== LOCALE_FIELD,
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
