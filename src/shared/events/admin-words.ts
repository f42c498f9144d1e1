/**
 * The staff events table's words (docs/product.md#staff-events): its columns, which on a phone become
 * the labels of each event's card.
 */
export const EVENTS_ADMIN_WORDS = {
  table: 'Events',
  columns: {
    title: 'Title',
    date: 'Date',
    location: 'Location',
    rsvps: 'RSVPs',
    featured: 'Featured',
    actions: 'Actions',
  },
  /** The RSVP limit of an event that has none. */
  unlimited: 'Unlimited',
} as const;

/** The language a person answered in, as staff read it in the attendee and waitlist lists. */
export const LANGUAGE_COLUMN = 'Language';
export const LANGUAGE_LABELS = { en: 'English', es: 'Spanish' } as const;
