/**
 * The admin event form's starting values (what the inputs hold), from the API's Event, and what its
 * fields are. The form is checked with the API's own schema (src/shared/events/contract.ts) through the form
 * kit, so the browser shows the same messages as the server.
 */
import type { FormShape } from '#shared/forms/form-data.ts';
import type { PictureImage } from '#shared/images/format.ts';
import type { AdminEvent, EVENT_TYPES } from '#client/features/admin/events/events-contract.ts';
import { toDateTimeInput } from '#client/features/admin/events/event-dates.ts';

export interface EventFormValues {
  title: string;
  subtitle: string;
  event_type: (typeof EVENT_TYPES)[number];
  description: string;
  /** Optional: Spanish pages and Spanish emails show them, else the English (docs/product.md#staff-events). */
  title_es: string;
  subtitle_es: string;
  description_es: string;
  /** Chosen before the image library; kept only when it is a site path. */
  image_url: string;
  /** The library image shown now (the form sends its id). */
  image: PictureImage | null;
  /** datetime-local values on the ministry's clock: the API reads them in its time zone. */
  date: string;
  end_date: string;
  date_tbd: boolean;
  location: string;
  location_address: string;
  location_map_url: string;
  is_online: boolean;
  online_url: string;
  /** The join link on the public page, or for registrants only (docs/product.md#event-detail-and-rsvp). */
  online_link_public: boolean;
  registration_required: boolean;
  registration_url: string;
  accepts_rsvp: boolean;
  /** Blank means unlimited. */
  rsvp_limit: string;
  is_featured: boolean;
  /** Attendees are reminded before it (docs/product.md#event-reminders). */
  reminders_enabled: boolean;
}

export type EventField = keyof EventFormValues;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  subtitle: '',
  event_type: 'SERVICE',
  description: '',
  title_es: '',
  subtitle_es: '',
  description_es: '',
  image_url: '',
  image: null,
  date: '',
  end_date: '',
  date_tbd: false,
  location: '',
  location_address: '',
  location_map_url: '',
  is_online: false,
  online_url: '',
  online_link_public: false,
  registration_required: false,
  registration_url: '',
  accepts_rsvp: true,
  rsvp_limit: '',
  is_featured: false,
  reminders_enabled: true,
};

/** A new event's starting values: at the main meeting place of the site settings (docs/product.md#staff-events). */
export function newEventValues(place: { name: string; address: string; mapUrl: string }): EventFormValues {
  return {
    ...EMPTY_EVENT,
    location: place.name,
    location_address: place.address,
    location_map_url: place.mapUrl,
  };
}

export function valuesFromEvent(event: AdminEvent): EventFormValues {
  return {
    title: event.title,
    subtitle: event.subtitle ?? '',
    event_type: event.event_type,
    description: event.description,
    title_es: event.title_es ?? '',
    subtitle_es: event.subtitle_es ?? '',
    description_es: event.description_es ?? '',
    image_url: event.image_url ?? '',
    image: event.image,
    date: toDateTimeInput(event.date),
    end_date: toDateTimeInput(event.end_date),
    date_tbd: event.date_tbd,
    location: event.location,
    location_address: event.location_address ?? '',
    location_map_url: event.location_map_url ?? '',
    is_online: event.is_online,
    online_url: event.online_url ?? '',
    online_link_public: event.online_link_public,
    registration_required: event.registration_required,
    registration_url: event.registration_url ?? '',
    accepts_rsvp: event.accepts_rsvp,
    rsvp_limit: event.rsvp_limit === null ? '' : String(event.rsvp_limit),
    is_featured: event.is_featured,
    reminders_enabled: event.reminders_enabled,
  };
}

/**
 * What the form's fields are, for readForm (the kit reads the form's own FormData): checkboxes are
 * true or false, the RSVP limit a number. Blank text is left out, and the shared schema reads a
 * left-out optional field as null, which clears it on an edit.
 */
export const EVENT_FORM_SHAPE = {
  booleans: [
    'date_tbd',
    'is_online',
    'online_link_public',
    'registration_required',
    'accepts_rsvp',
    'is_featured',
    'reminders_enabled',
  ],
  numbers: ['rsvp_limit'],
} as const satisfies FormShape;

/** The fields as staff see them, in screen order: the error summary lists them this way. */
export const EVENT_FIELD_LABELS: Record<EventField | 'image_id', string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  event_type: 'Event type',
  is_featured: 'Featured',
  date: 'Date and time',
  end_date: 'Ends',
  date_tbd: 'Date to be decided (shown as TBD)',
  location: 'Location',
  location_address: 'Address',
  location_map_url: 'Map link',
  description: 'Description',
  title_es: 'Title (Spanish)',
  subtitle_es: 'Subtitle (Spanish)',
  description_es: 'Description (Spanish)',
  image_url: 'Image',
  image_id: 'Image',
  image: 'Image',
  is_online: 'Online event',
  online_url: 'Online URL',
  online_link_public: 'Show the join link on the event page',
  registration_required: 'Registration required',
  registration_url: 'Registration URL',
  accepts_rsvp: 'Accepts RSVPs',
  rsvp_limit: 'RSVP limit',
  reminders_enabled: 'Send reminders to attendees',
};
