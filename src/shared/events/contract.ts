/**
 * The events API contract (docs/product.md#api): the Event as the API returns it, the staff
 * write payload with the admin form's rules, the public RSVP payload and the attendee record.
 * snake_case fields; `is_past`, `rsvp_open`, `rsvp_count`, `spots_remaining` and `is_full` are computed
 * on the server (the seat rule: ./seats.ts), and pages show them as they are.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { parseEventDateTime } from '#shared/events/format.ts';
import {
  EVENT_FILTERS,
  EVENT_WORDS as M,
  EVENTS_WORDS,
  type EventsWordKey,
  EVENT_TYPES,
  RSVP_DEFAULT_GUESTS,
  RSVP_MAX_GUESTS,
  RSVP_MIN_GUESTS,
} from '#shared/events/words.ts';
import { formGuardShape, localeShape } from '#shared/forms/guard-contract.ts';
import { recordPictureSchema } from '#shared/images/record-picture.ts';

export * from '#shared/events/words.ts';

// ---------------------------------------------------------------------------------------------------
// Read side

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  event_type: z.enum(EVENT_TYPES),
  description: z.string(),
  /** The Spanish title, subtitle and description staff wrote; null: Spanish pages show the English (lang="en"). */
  title_es: z.string().nullable(),
  subtitle_es: z.string().nullable(),
  description_es: z.string().nullable(),
  /** Before the image library: a site path still shows; an outside address shows the standard picture. */
  image_url: z.string().nullable(),
  /** The event's picture from the image library (docs/product.md#images); it wins over image_url. */
  image_id: z.string().nullable(),
  image: recordPictureSchema,
  /** ISO 8601 instant (UTC). Shown in the ministry's zone (the site setting). */
  date: z.string(),
  end_date: z.string().nullable(),
  /** The date is still to be decided: shown as TBD; `date` only orders it among the others. */
  date_tbd: z.boolean(),
  location: z.string(),
  location_address: z.string().nullable(),
  location_map_url: z.string().nullable(),
  is_online: z.boolean(),
  /**
   * The join link. Registrants and staff always get it (emails, the manage page); a public read only
   * when the link is public (online_link_public, or the event takes no RSVP: joinLinkIsPublic).
   */
  online_url: z.string().nullable(),
  /** Staff show the join link on the event page and in the public API; otherwise registrants only. */
  online_link_public: z.boolean(),
  registration_required: z.boolean(),
  registration_url: z.string().nullable(),
  accepts_rsvp: z.boolean(),
  /** Null: unlimited. */
  rsvp_limit: z.number().int().nullable(),
  /** Seats taken: the sum of guests of attending RSVPs. */
  rsvp_count: z.number().int(),
  /** rsvp_limit - rsvp_count (never below 0); null when unlimited. */
  spots_remaining: z.number().int().nullable(),
  /** No seat left for even one guest (never true without a limit). */
  is_full: z.boolean(),
  /** It takes RSVPs: not past and accepts_rsvp (a full event still does: updates and declines). */
  rsvp_open: z.boolean(),
  is_featured: z.boolean(),
  is_past: z.boolean(),
  /** Staff cancelled it: it stays listed, marked Cancelled, and takes no RSVPs. */
  cancelled_at: z.string().nullable(),
  /** Its calendar entry's SEQUENCE, raised by each change of time or place and by a cancellation. */
  calendar_sequence: z.number().int(),
  /** Attendees get the reminders (docs/product.md#event-reminders). */
  reminders_enabled: z.boolean(),
  /** The recurring series this date belongs to; null for a one-off event. */
  series_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

export const eventListQuerySchema = z.object({
  /** Optional (without it every event is listed): the events page's filters, for convenience. */
  filter: z.enum(EVENT_FILTERS).optional(),
});

export const eventIdParamsSchema = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------------
// Staff write side (POST /api/events/, PUT /api/events/{id}/)

/** Public forms' messages are words keys, in the page's or the request's language at the boundary. */
const PUBLIC = (key: EventsWordKey) => EVENTS_WORDS.message(key);
const TOO_LONG = PUBLIC('form.tooLong');

/** Optional text: blank or null means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, TOO_LONG);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
const optionalUrl = (message: string) =>
  optionalText(2000).refine((value) => value === null || isHttpUrl(value), message);

const dateTime = (requiredMessage: string | null) =>
  z
    .string({ error: requiredMessage ?? M.dateInvalid })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') {
        if (requiredMessage) ctx.addIssue({ code: 'custom', message: requiredMessage });
        return null;
      }
      const instant = parseEventDateTime(value);
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: M.dateInvalid });
        return null;
      }
      return instant.toISOString();
    });

/** Fields of the Event a client may send back unchanged; they are computed, so they are ignored. */
const readOnlyFields = {
  id: z.unknown().optional(),
  rsvp_count: z.unknown().optional(),
  spots_remaining: z.unknown().optional(),
  is_full: z.unknown().optional(),
  rsvp_open: z.unknown().optional(),
  is_past: z.unknown().optional(),
  cancelled_at: z.unknown().optional(),
  image: z.unknown().optional(),
  calendar_sequence: z.unknown().optional(),
  series_id: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
  /** The form kit sends the page's language with every form; staff writes have no language. */
  locale: z.unknown().optional(),
};

/** Runs a refinement whenever the input was an object, whatever else failed. */
const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

export const eventInputSchema = z
  .strictObject({
    title: requiredText(M.titleRequired, 200),
    subtitle: optionalText(200),
    event_type: z.enum(EVENT_TYPES, { error: M.eventTypeInvalid }).default('SERVICE'),
    description: requiredText(M.descriptionRequired, 20_000),
    /** Optional Spanish words for /es pages and Spanish emails (docs/product.md#staff-events). */
    title_es: optionalText(200),
    subtitle_es: optionalText(200),
    description_es: optionalText(20_000),
    /** Only one of the site's own pictures (a path); outside addresses are refused, the CSP would block them. */
    image_url: optionalText(2000).refine(
      (value) => value === null || /^\/[^/\\]/.test(value),
      M.imageUrlInvalid,
    ),
    /** A library image's id; blank (the form's "No picture") or null for none. */
    image_id: z
      .string({ error: M.imageChoiceInvalid })
      .trim()
      .nullish()
      .transform((value) => value || null),
    date: dateTime(M.dateRequired),
    end_date: dateTime(null),
    date_tbd: z.boolean().default(false),
    location: requiredText(M.locationRequired, 200),
    location_address: optionalText(300),
    location_map_url: optionalUrl(M.urlInvalid),
    is_online: z.boolean().default(false),
    online_url: optionalUrl(M.urlInvalid),
    online_link_public: z.boolean().default(false),
    registration_required: z.boolean().default(false),
    registration_url: optionalUrl(M.urlInvalid),
    accepts_rsvp: z.boolean().default(true),
    /** Blank or null: unlimited. A form may send the number as text. */
    rsvp_limit: z
      .union([z.number(), z.string().trim()], { error: M.rsvpLimitMin })
      .nullish()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const n = typeof value === 'number' ? value : Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
          ctx.addIssue({ code: 'custom', message: M.rsvpLimitMin });
          return null;
        }
        return n;
      }),
    is_featured: z.boolean().default(false),
    reminders_enabled: z.boolean().default(true),
    ...readOnlyFields,
  })
  // Cross-field rules, checked even when other fields failed, so the form shows every error at once.
  .refine((event) => !event.registration_required || Boolean(event.registration_url), {
    path: ['registration_url'],
    message: M.registrationUrlRequired,
    when: whenObject,
  })
  .refine((event) => !event.is_online || Boolean(event.online_url), {
    path: ['online_url'],
    message: M.onlineUrlRequired,
    when: whenObject,
  })
  .refine((event) => !event.date || !event.end_date || event.end_date >= event.date, {
    path: ['end_date'],
    message: M.endDateBeforeStart,
    when: whenObject,
  });
export type EventInput = z.output<typeof eventInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Public RSVP (POST /api/events/{id}/rsvp/)

const guestsField = z
  .number({ error: PUBLIC('form.guestsMin') })
  .int(PUBLIC('form.guestsMin'))
  .min(RSVP_MIN_GUESTS, PUBLIC('form.guestsMin'))
  .max(RSVP_MAX_GUESTS, PUBLIC('form.guestsMax'));

export const rsvpSchema = z.strictObject({
  name: requiredText(PUBLIC('form.nameRequired'), 200),
  email: z
    .string({ error: PUBLIC('form.emailRequired') })
    .trim()
    .min(1, PUBLIC('form.emailRequired'))
    .max(254, PUBLIC('form.emailInvalid'))
    .pipe(z.email(PUBLIC('form.emailInvalid'))),
  phone: optionalText(40),
  guests: guestsField.default(RSVP_DEFAULT_GUESTS),
  message: optionalText(2000),
  attending: z.boolean().default(true),
  ...formGuardShape,
});
export type RsvpInput = z.output<typeof rsvpSchema>;

/**
 * The same for a new address and for one that already answered, whose RSVP is left as it was (its
 * owner is emailed the private link instead): the answer never tells who is signed up.
 */
export const rsvpResponseSchema = z.object({
  message: z.string(),
  attending: z.boolean(),
  guests: z.number().int(),
  /**
   * The event with its counts as this RSVP found them, before it: the same for an address that had
   * answered before as for a new one, so the answer never tells who is signed up
   * (docs/product.md#rsvps-and-seats).
   */
  event: eventSchema,
});
export type RsvpResponse = z.infer<typeof rsvpResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Managing one's own RSVP through its private link (/api/events/rsvp/?token=…)

export const rsvpTokenQuerySchema = z.object({ token: z.string().max(200).default('') });

/** One RSVP as its private link shows it. Nothing else about the event's other RSVPs. */
export const managedRsvpSchema = z.object({
  event: eventSchema,
  name: z.string(),
  attending: z.boolean(),
  guests: z.number().int(),
  /** Guests and attending may change: the event is not past and takes RSVPs. */
  can_change: z.boolean(),
  /** The RSVP may be cancelled: the event is not past. */
  can_cancel: z.boolean(),
});
export type ManagedRsvp = z.infer<typeof managedRsvpSchema>;

export const rsvpChangeSchema = z.strictObject({
  attending: z.boolean({ error: PUBLIC('manage.attendingRequired') }),
  guests: guestsField,
  // The form kit sends the page's language; the RSVP keeps the language it was made in.
  ...localeShape,
});
export type RsvpChange = z.output<typeof rsvpChangeSchema>;

export const rsvpChangeResponseSchema = z.object({ message: z.string(), rsvp: managedRsvpSchema });
export type RsvpChangeResponse = z.infer<typeof rsvpChangeResponseSchema>;

/** After a cancel: the link opens nothing any more; the event with its seats freed. */
export const rsvpCancelResponseSchema = z.object({ message: z.string(), event: eventSchema });
export type RsvpCancelResponse = z.infer<typeof rsvpCancelResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Staff attendee list (GET /api/events/{id}/attendees/)

export const attendeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  guests: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  /** Shown as Attending or Declined. */
  attending: z.boolean(),
  /** The language the person answered in, which their emails are written in. */
  locale: z.enum(['en', 'es']),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeeListSchema = z.array(attendeeSchema);
