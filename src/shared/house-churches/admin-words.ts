/**
 * The staff house-church screens' words, paths, types and rules, without zod (the admin screens run
 * in the browser under a CSP without eval). The schemas that check them live in
 * house-churches/admin-contract.ts; both sides use these messages.
 */
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import { EVENT_WORDS } from '#shared/events/words.ts';
import type { MeetingDayName } from '#shared/house-churches/words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
// Type only: erased from the bundle, so no zod reaches the browser through it.
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';

export const HC_ADMIN_API = {
  churches: '/api/admin/house-churches/',
  church: (id: number | string) => `/api/admin/house-churches/${id}/`,
  archive: (id: number | string) => `/api/admin/house-churches/${id}/archive/`,
  restore: (id: number | string) => `/api/admin/house-churches/${id}/restore/`,
  joinRequests: '/api/admin/house-churches/join-requests/',
  approve: (id: string) => `/api/admin/house-churches/join-requests/${id}/approve/`,
  decline: (id: string) => `/api/admin/house-churches/join-requests/${id}/decline/`,
  remove: (id: string) => `/api/admin/house-churches/join-requests/${id}/remove/`,
  applications: '/api/admin/leader-applications/',
  application: (id: string) => `/api/admin/leader-applications/${id}/`,
} as const;

/** A house church as staff see it: the public fields plus the private place and leader contact. */
export interface AdminHouseChurch extends PublicHouseChurch {
  street_address: string | null;
  postal_code: string | null;
  /** Where distance searches place the church ('Mueller, Austin', 'ZIP 78723'); null when unknown. */
  area_name: string | null;
  latitude: number | null;
  longitude: number | null;
  arrival_notes: string | null;
  leader_email: string | null;
  leader_phone: string | null;
  is_active: boolean;
  pending_requests: number;
  created_at: string;
  updated_at: string;
}

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
export const JOIN_REQUEST_STATUS_LABELS: Record<JoinRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

export interface JoinRequest {
  id: string;
  house_church_id: number;
  house_church_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  testimony: string | null;
  spiritual_gifts: string | null;
  ministry_interests: string | null;
  receive_emails: boolean;
  receive_sms: boolean;
  locale: Locale;
  status: JoinRequestStatus;
  created_at: string;
  decided_at: string | null;
}

export const APPLICATION_STATUSES = ['received', 'reviewing', 'approved', 'declined'] as const;
export type ApplicationStatusName = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatusName, string> = {
  received: 'Received',
  reviewing: 'Reviewing',
  approved: 'Approved',
  declined: 'Declined',
};

/**
 * The moves an application may make (docs/product.md#leader-applications): received → reviewing →
 * approved or declined. A decision is taken only after a review, and it is final: the applicant has
 * been emailed about it.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatusName, readonly ApplicationStatusName[]> = {
  received: ['reviewing'],
  reviewing: ['approved', 'declined'],
  approved: [],
  declined: [],
};

export function canMoveApplication(from: ApplicationStatusName, to: ApplicationStatusName): boolean {
  return from === to || APPLICATION_TRANSITIONS[from].includes(to);
}

export interface LeaderApplicationSummary {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  years_saved: number;
  current_church: string | null;
  locale: Locale;
  status: ApplicationStatusName;
  created_at: string;
  updated_at: string;
}

export interface LeaderApplicationDetail extends LeaderApplicationSummary {
  testimony: string;
  ministry_experience: string;
  spiritual_gifts: string;
  reference1_name: string;
  reference1_phone: string;
  reference1_email: string;
  reference1_relationship: string | null;
  reference2_name: string;
  reference2_phone: string;
  reference2_email: string;
  reference2_relationship: string | null;
  statement_of_faith_agreed: boolean;
  code_of_conduct_agreed: boolean;
  ministry_guidelines_agreed: boolean;
  notes: string | null;
}

export const HC_ADMIN_WORDS = {
  churchNotFound: 'House church not found',
  requestNotFound: 'Join request not found.',
  applicationNotFound: 'Leader application not found.',
  full: 'This house church is full: no seat is left for another member. Raise its capacity or free a seat first.',
  archived: 'This house church is archived. Restore it before approving requests.',
  alreadyDecided: 'This request has already been decided.',
  notApproved: 'Only an approved member can be removed.',
  capacityBelowMembers: 'Capacity cannot be below the current number of members.',
  nameRequired: 'Name is required.',
  cityRequired: 'City is required.',
  stateInvalid: 'Use the two-letter state code, e.g. TX.',
  dayRequired: 'Please choose a meeting day.',
  timeInvalid: 'Please enter a meeting time such as 18:30.',
  durationInvalid: 'Duration is a number of hours above 0 and at most 24.',
  leaderRequired: 'Leader name is required.',
  postalCodeInvalid: 'Please enter a ZIP code such as 78704.',
  latitudeInvalid: 'Latitude is a number between -90 and 90.',
  longitudeInvalid: 'Longitude is a number between -180 and 180.',
  positionPair: 'Give both latitude and longitude, or neither.',
  membersInvalid: 'Current members is a whole number, 0 or more.',
  capacityInvalid: 'Capacity is a whole number of at least 1.',
  notesTooLong: 'Notes are at most 5000 characters.',
  statusInvalid: 'Please choose a status.',
  loadFailed: ADMIN_DATA_ERROR,
  saveFailed: 'Failed to save. Please try again later.',
  fixFields: 'Please correct the highlighted fields.',
  // Where distance searches place a church (docs/product.md#staff-house-churches).
  neighborhoodHint:
    'Distance searches measure from the centre of this neighborhood when the directory knows it (such as Mueller or Hyde Park), else from the ZIP code.',
  // The church's picture (docs/product.md#staff-house-churches): the same library field as an event's.
  pictureLegend: 'Picture',
  pictureNone: 'No picture: the directory shows the standard one.',
  imageChoiceInvalid: EVENT_WORDS.imageChoiceInvalid,
  postalCodeHint: 'Without a known neighborhood, distance searches measure from the centre of this ZIP code.',
  areaUnknown:
    'Distance searches cannot place this church yet: give a ZIP code or a neighborhood the directory knows.',
  // The church's Spanish words and each person's language (docs/product.md#languages).
  nameEs: 'Spanish name',
  descriptionEs: 'Spanish description',
  spanishHint: 'Shown on Spanish pages and in Spanish emails; left blank, they show the English.',
  language: 'Language',
} as const;

/** A person's language as staff read it: every email to them is in it. */
export const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** 'Distance searches measure from Mueller, Austin (never the street address).' */
export function areaShown(name: string): string {
  return `Distance searches measure from ${name} (never the street address).`;
}

export function applicationMoveRefused(from: ApplicationStatusName, to: ApplicationStatusName): string {
  const allowed = APPLICATION_TRANSITIONS[from];
  const label = (s: ApplicationStatusName) => APPLICATION_STATUS_LABELS[s].toLowerCase();
  if (allowed.length === 0) {
    return `This application is already ${label(from)}; that decision is final.`;
  }
  return `An application that is ${label(from)} can move to ${allowed.map(label).join(' or ')}, not to ${label(to)}.`;
}

export type { MeetingDayName };
