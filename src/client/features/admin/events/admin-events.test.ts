/**
 * The admin events screen's rules without a browser: the filter and its order, the RSVP label, the
 * attendee totals, and the form's checks with the API's own messages.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_WORDS } from '#shared/events/contract.ts';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import { attendeeTotals } from '#client/features/admin/events/AttendeesList.tsx';
import { formatEventDate } from '#client/features/admin/events/event-dates.ts';
import {
  filterEvents,
  parseAdminEventFilter,
  rsvpLabel,
} from '#client/features/admin/events/event-filters.ts';
import { firstIssuePerField, readForm } from '#shared/forms/form-data.ts';
import {
  EMPTY_EVENT,
  EVENT_FORM_SHAPE,
  type EventFormValues,
  valuesFromEvent,
} from '#client/features/admin/events/event-form-values.ts';
import {
  type AdminEvent,
  type Attendee,
  eventInputSchema,
} from '#client/features/admin/events/events-contract.ts';

/** A plain event: not featured, no end time, no seat limit. */
const event = (over: Partial<AdminEvent>) =>
  buildEventJson({ is_featured: false, end_date: null, rsvp_limit: null, ...over });

describe('admin events filter', () => {
  const events = [
    event({ id: 1, date: '2030-02-01T00:00:00Z' }),
    event({ id: 2, date: '2020-01-01T00:00:00Z', is_past: true }),
    event({ id: 3, date: '2030-01-01T00:00:00Z', is_featured: true }),
    event({ id: 4, date: '2021-01-01T00:00:00Z', is_past: true, is_featured: true }),
  ];
  const ids = (list: AdminEvent[]) => list.map((e) => e.id);

  it('shows all by date, upcoming soonest first, past newest first, featured of both', () => {
    expect(ids(filterEvents(events, 'all'))).toEqual([2, 4, 3, 1]);
    expect(ids(filterEvents(events, 'upcoming'))).toEqual([3, 1]);
    expect(ids(filterEvents(events, 'past'))).toEqual([4, 2]);
    expect(ids(filterEvents(events, 'featured'))).toEqual([4, 3]);
  });

  it('reads the filter from the URL, All by default', () => {
    expect(parseAdminEventFilter('past')).toBe('past');
    expect(parseAdminEventFilter('nonsense')).toBe('all');
    expect(parseAdminEventFilter(null)).toBe('all');
  });

  it('labels RSVPs as count / limit, or Unlimited in words', () => {
    expect(rsvpLabel({ rsvp_count: 3, rsvp_limit: 25 })).toBe('3 / 25');
    expect(rsvpLabel({ rsvp_count: 7, rsvp_limit: null })).toBe('7 / Unlimited');
  });

  it('shows dates on the ministry clock with a long month and 12-hour time', () => {
    expect(formatEventDate('2030-06-15T00:00:00.000Z')).toBe('June 14, 2030 at 7:00 PM');
  });
});

describe('attendee totals', () => {
  it('counts responses, attending people and their seats, and those who declined', () => {
    const a = (attending: boolean, guests: number) => ({ attending, guests }) as Attendee;
    expect(attendeeTotals([a(true, 2), a(true, 1), a(false, 1)])).toEqual({
      responses: 3,
      attending: 2,
      guests: 3,
      declined: 1,
    });
    expect(attendeeTotals([])).toEqual({ responses: 0, attending: 0, guests: 0, declined: 0 });
  });
});

/** The form's fields as the browser posts them: text as typed, a checkbox only when ticked. */
function formDataOf(values: EventFormValues): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean') {
      if (value) data.set(name, 'on');
    } else data.set(name, value);
  }
  return data;
}

/** What the form kit does on submit: read the form with its shape, check it with the API's schema. */
const parsed = (values: EventFormValues) =>
  eventInputSchema.safeParse(readForm(formDataOf(values), EVENT_FORM_SHAPE));
const check = (values: EventFormValues) => {
  const result = parsed(values);
  return result.success ? {} : firstIssuePerField(result.error.issues);
};

describe('admin event form checks (the kit reading the form, the API schema judging it)', () => {
  it('names every missing required field with its message', () => {
    expect(check(EMPTY_EVENT)).toEqual({
      title: EVENT_WORDS.titleRequired,
      date: EVENT_WORDS.dateRequired,
      location: EVENT_WORDS.locationRequired,
      description: EVENT_WORDS.descriptionRequired,
    });
    expect(EVENT_WORDS.titleRequired).toBe('Title is required');
    expect(EVENT_WORDS.dateRequired).toBe('Event date is required');
  });

  it('asks for the online and registration URLs only when they are needed, and a limit of at least 1', () => {
    const filled = { ...EMPTY_EVENT, title: 'T', date: '2030-06-14T19:00', location: 'L', description: 'D' };
    expect(check(filled)).toEqual({});
    expect(check({ ...filled, is_online: true, registration_required: true, rsvp_limit: '0' })).toEqual({
      online_url: 'Online URL is required for online events',
      registration_url: 'Registration URL is required when registration is required',
      rsvp_limit: EVENT_WORDS.rsvpLimitMin,
    });
    expect(check({ ...filled, rsvp_limit: '' })).toEqual({});
  });

  it('round-trips an event through the form: blank optional text is saved as none', () => {
    const values = valuesFromEvent(
      event({ rsvp_limit: 40, subtitle: null, date: '2030-06-15T00:00:00.000Z', is_featured: true }),
    );
    expect(values.date).toBe('2030-06-14T19:00');
    expect(values.rsvp_limit).toBe('40');
    const read = readForm(formDataOf({ ...values, subtitle: '  ', accepts_rsvp: false }), EVENT_FORM_SHAPE);
    expect(read).toMatchObject({ date: '2030-06-14T19:00', rsvp_limit: 40, is_featured: true });
    expect(read).not.toHaveProperty('subtitle');
    const result = parsed({ ...values, subtitle: '  ', accepts_rsvp: false });
    expect(result.success && result.data).toMatchObject({
      subtitle: null,
      image_url: null,
      date: '2030-06-15T00:00:00.000Z',
      rsvp_limit: 40,
      accepts_rsvp: false,
      is_featured: true,
    });
  });
});
