/**
 * The house-church area's words, constants and formatting (docs/product.md quotes them), without zod,
 * so the directory page can use them without shipping the schema library.
 */

export const MEETING_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type MeetingDayName = (typeof MEETING_DAYS)[number];

export const HOUSE_CHURCH_API = {
  list: '/api/house-church/house-churches/',
  detail: (id: number | string) => `/api/house-church/house-churches/${id}/`,
  join: (id: number | string) => `/api/house-church/house-churches/${id}/join/`,
  apply: '/api/house-church/house-church-leaders/apply/',
} as const;

export const HOUSE_CHURCH_WORDS = {
  // The join page (docs/product.md#join-a-house-church).
  notFound: 'House church not found',
  notFoundTitle: 'House Church Not Found',
  loadFailed: 'Failed to load house church details',
  submitFailed: 'Failed to submit registration',
  submitNetworkFailed: 'Failed to submit registration. Please try again.',
  submittedTitle: 'Registration Submitted!',
  atCapacity: 'Church at Capacity',
  // The server's own answers.
  full: 'This house church is at capacity and cannot accept new members right now. Please choose another house church.',
  // Also the answer to an address that already asked: the answer never tells who belongs
  // (docs/product.md#house-church-capacity-and-joining); the email does, to the address's owner.
  joined:
    'Thank you! Your registration has been submitted. The house church leader will review your request.',
  idMismatch: 'This registration is for a different house church.',
  invalidDay: 'Please choose a day of the week.',
  // Directory (docs/product.md#house-church-directory).
  listFailed: 'We could not load the house churches right now. Please try again in a moment.',
  noResults: 'No house churches match your search yet.',
  // The place search (docs/product.md#house-church-directory).
  placeNotFound:
    'We could not find that place. Try a 5-digit ZIP code such as 78723, a neighborhood such as Mueller or Hyde Park, or a city such as Round Rock.',
  positionInvalid: 'Please give a latitude and a longitude together, as numbers.',
  nearestToPosition: 'Nearest to your location first.',
} as const;

/** The directory's search box and the "Use my location" button (docs/product.md#house-church-directory). */
export const DIRECTORY_WORDS = {
  placeLabel: 'ZIP code, neighborhood or city',
  placeHint: 'e.g. 78723',
  search: 'Search',
  useMyLocation: 'Use my location',
  locating: 'Finding your location...',
  locationFailed: 'We could not get your location. Type a ZIP code, neighborhood or city instead.',
  noResultsHint:
    'Try another place or day, or clear the filters. If there is no house church near you yet, perhaps God is calling you to open your home.',
} as const;

/** How far a search shows churches: the Austin area and its towns, never another region's. */
export const NEARBY_MILES = 40;

/** 'Nearest to 78723 first.' */
export function nearestTo(place: string): string {
  return `Nearest to ${place} first.`;
}

/** 0.4 → 'less than a mile away', 1.2 → 'about 1 mile away', 3.4 → 'about 3 miles away'. */
export function formatDistance(miles: number): string {
  if (miles < 1) return 'less than a mile away';
  const rounded = Math.round(miles);
  return `about ${rounded} ${rounded === 1 ? 'mile' : 'miles'} away`;
}

export const LEADER_WORDS = {
  // The leader application (docs/product.md#start-a-house-church).
  failed: 'Failed to submit application',
  networkFailed: 'Failed to submit application. Please try again.',
  received:
    'Thank you! Your application to lead a house church has been received. We will be in touch within 1-3 days.',
} as const;

export const FIELD_WORDS = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email is required.',
  invalidEmail: 'Please enter a valid email address.',
  phone: 'Phone is required.',
  invalidPhone: 'Please enter a valid phone number.',
  tooLong: 'This is too long.',
  yearsSaved: 'Please choose how many years you have been saved.',
  testimony: 'Please share your testimony.',
  ministryExperience: 'Please describe your ministry experience.',
  spiritualGifts: 'Please list your spiritual gifts.',
  referenceName: "Reference's name is required.",
  referencePhone: "Reference's phone is required.",
  referenceEmail: "Reference's email is required.",
  statementOfFaith: 'Please agree to the statement of faith.',
  codeOfConduct: 'Please agree to the code of conduct.',
  ministryGuidelines: 'Please agree to the ministry guidelines.',
} as const;

/** Years saved 1 to 20, plus 21 meaning '20+ years' (docs/product.md#leader-applications). */
export const YEARS_SAVED_MAX = 21;
export const YEARS_SAVED_OPTIONS: ReadonlyArray<{ value: number; label: string }> = Array.from(
  { length: YEARS_SAVED_MAX },
  (_, index) => {
    const value = index + 1;
    if (value === YEARS_SAVED_MAX) return { value, label: '20+ years' };
    return { value, label: value === 1 ? '1 year' : `${value} years` };
  },
);

/** The application's four steps (docs/product.md#start-a-house-church). */
export const LEADER_STEPS = ['Personal Info', 'Ministry Background', 'References', 'Agreements'] as const;

/** What happens after an application. */
export const LEADER_TIMELINE: ReadonlyArray<{ when: string; title: string; text: string }> = [
  {
    when: '1-3 days',
    title: 'Initial Review',
    text: 'Our team reads your application and prays over it.',
  },
  {
    when: '3-5 days',
    title: 'Reference Check',
    text: 'We contact the two references you gave us.',
  },
  {
    when: 'Week 2',
    title: 'Interview',
    text: 'A conversation with our leadership about your calling and your home.',
  },
  {
    when: 'Weeks 3-4',
    title: 'Training',
    text: 'Leader training: hosting, teaching, prayer ministry and care.',
  },
  {
    when: 'Ongoing',
    title: 'Launch Support',
    text: 'We help you open your home and walk with you as your house church grows.',
  },
];

/** What happens after a join request. */
export const JOIN_NEXT_STEPS = [
  'The house church leader reviews your request.',
  'You will receive a confirmation email within 24-48 hours.',
  'Location details are shared after your request is approved.',
] as const;

export { formatMeetingTime } from '#shared/site/clock-time.ts';

/** 2 → '2 hours', 2.5 → '2.5 hours', 1 → '1 hour'. */
export function formatDurationHours(hours: number): string {
  const shown = Number.isInteger(hours) ? String(hours) : String(Number(hours.toFixed(2)));
  return `${shown} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function formatSpots(spots: number): string {
  if (spots <= 0) return 'No spots available';
  return `${spots} ${spots === 1 ? 'spot' : 'spots'} available`;
}

/** 'Mueller, Austin, TX', or 'Austin, TX' without a neighborhood. */
export function formatLocation(church: { neighborhood: string | null; city: string; state: string }): string {
  return [church.neighborhood, church.city, church.state].filter(Boolean).join(', ');
}

/**
 * The directory's filters, as in the API query and the page URL (the same names in both): `near` is
 * what the visitor typed (a ZIP code, neighborhood or city), `lat` and `lng` the browser's position
 * when asked for ("Use my location"), rounded to 2 decimals before they leave the browser.
 */
export interface HouseChurchFilters {
  near: string;
  lat: number | null;
  lng: number | null;
  meeting_day: MeetingDayName | '';
  has_spots: boolean;
  accepts_children: boolean;
}

export const NO_FILTERS: HouseChurchFilters = {
  near: '',
  lat: null,
  lng: null,
  meeting_day: '',
  has_spots: false,
  accepts_children: false,
};

/** 2 decimals (about half a mile): all a distance in miles needs, and no closer to anyone's home. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A latitude or longitude from the URL, rounded; null when missing, malformed or out of range. */
function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

/**
 * Reads filters from a URL's search params; anything unknown or malformed means "any". `city` is
 * the search box's name before places were searched: a link shared then reads as `near`. A position
 * counts only whole (both halves) and only without a place typed.
 */
export function filtersFromSearchParams(params: URLSearchParams): HouseChurchFilters {
  const day = (params.get('meeting_day') ?? '').trim().toLowerCase();
  const near = (params.get('near') ?? params.get('city') ?? '').trim().slice(0, 100);
  const lat = near ? null : coordinate(params.get('lat'), 90);
  const lng = near ? null : coordinate(params.get('lng'), 180);
  const whole = lat !== null && lng !== null;
  return {
    near,
    lat: whole ? lat : null,
    lng: whole ? lng : null,
    meeting_day: MEETING_DAYS.find((name) => name.toLowerCase() === day) ?? '',
    has_spots: params.get('has_spots') === 'true',
    accepts_children: params.get('accepts_children') === 'true',
  };
}

/** Only the filters that are set, so an unfiltered list has a clean URL. */
export function searchParamsFromFilters(filters: HouseChurchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.near.trim()) params.set('near', filters.near.trim());
  else if (filters.lat !== null && filters.lng !== null) {
    params.set('lat', String(roundCoordinate(filters.lat)));
    params.set('lng', String(roundCoordinate(filters.lng)));
  }
  if (filters.meeting_day) params.set('meeting_day', filters.meeting_day);
  if (filters.has_spots) params.set('has_spots', 'true');
  if (filters.accepts_children) params.set('accepts_children', 'true');
  return params;
}
