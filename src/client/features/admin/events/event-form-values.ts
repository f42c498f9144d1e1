/**
 * The admin event form's values (what the inputs hold), to and from the API's Event, and checked
 * with the API's own schema so the browser shows the same messages as the server (spec section 5).
 */
import { fieldErrorsFromIssues } from '#shared/api-error.ts';
import { type AdminEvent, eventInputSchema, type EVENT_TYPES } from './events-contract.ts';
import { toDateTimeInput } from './event-dates.ts';

export interface EventFormValues {
  title: string;
  subtitle: string;
  event_type: (typeof EVENT_TYPES)[number];
  description: string;
  image_url: string;
  /** datetime-local values on the ministry's clock: the API reads them in its time zone. */
  date: string;
  end_date: string;
  date_tbd: boolean;
  location: string;
  location_address: string;
  location_map_url: string;
  is_online: boolean;
  online_url: string;
  registration_required: boolean;
  registration_url: string;
  accepts_rsvp: boolean;
  /** Blank means unlimited. */
  rsvp_limit: string;
  is_featured: boolean;
}

export type EventField = keyof EventFormValues;
export type FieldErrors = Partial<Record<EventField, string>>;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  subtitle: '',
  event_type: 'SERVICE',
  description: '',
  image_url: '',
  date: '',
  end_date: '',
  date_tbd: false,
  location: '',
  location_address: '',
  location_map_url: '',
  is_online: false,
  online_url: '',
  registration_required: false,
  registration_url: '',
  accepts_rsvp: true,
  rsvp_limit: '',
  is_featured: false,
};

export function valuesFromEvent(event: AdminEvent): EventFormValues {
  return {
    title: event.title,
    subtitle: event.subtitle ?? '',
    event_type: event.event_type,
    description: event.description,
    image_url: event.image_url ?? '',
    date: toDateTimeInput(event.date),
    end_date: toDateTimeInput(event.end_date),
    date_tbd: event.date_tbd,
    location: event.location,
    location_address: event.location_address ?? '',
    location_map_url: event.location_map_url ?? '',
    is_online: event.is_online,
    online_url: event.online_url ?? '',
    registration_required: event.registration_required,
    registration_url: event.registration_url ?? '',
    accepts_rsvp: event.accepts_rsvp,
    rsvp_limit: event.rsvp_limit === null ? '' : String(event.rsvp_limit),
    is_featured: event.is_featured,
  };
}

/** The body of POST /api/events/ and PUT /api/events/{id}/: blank optional text is sent as null. */
export function payloadFromValues(values: EventFormValues): Record<string, unknown> {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title,
    subtitle: text(values.subtitle),
    event_type: values.event_type,
    description: values.description,
    image_url: text(values.image_url),
    date: values.date,
    end_date: text(values.end_date),
    date_tbd: values.date_tbd,
    location: values.location,
    location_address: text(values.location_address),
    location_map_url: text(values.location_map_url),
    is_online: values.is_online,
    online_url: text(values.online_url),
    registration_required: values.registration_required,
    registration_url: text(values.registration_url),
    accepts_rsvp: values.accepts_rsvp,
    rsvp_limit: values.rsvp_limit.trim(),
    is_featured: values.is_featured,
  };
}

/** The first message per field; the server's envelope `fields` read the same way. */
export function firstMessages(fields: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (messages[0]) errors[field as EventField] = messages[0];
  }
  return errors;
}

export function validateEvent(values: EventFormValues): FieldErrors {
  const result = eventInputSchema.safeParse(payloadFromValues(values));
  return result.success ? {} : firstMessages(fieldErrorsFromIssues(result.error.issues));
}

/** The form's fields in screen order, to focus the first one that needs fixing. */
export const FIELD_ORDER: EventField[] = [
  'title',
  'subtitle',
  'event_type',
  'date',
  'end_date',
  'date_tbd',
  'location',
  'location_address',
  'location_map_url',
  'description',
  'image_url',
  'is_online',
  'online_url',
  'registration_required',
  'registration_url',
  'accepts_rsvp',
  'rsvp_limit',
  'is_featured',
];
