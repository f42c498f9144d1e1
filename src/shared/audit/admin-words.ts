/**
 * The audit log's words (docs/product.md#audit-log): each kind of entry as a sentence a person would
 * say ("Approved Samuel Reyes's request to join Northside House Church"), the plain names of the
 * fields a change sent ("date to be announced", not `date_tbd`), and the screen's own words. An
 * entry is keyed by its entity and action (audit.describe.ts on the server); a new kind of staff
 * write gets its sentence here (audit.sentences.test.ts walks every route and fails without one).
 */

/** What a sentence may name: nothing is ever an id. */
export interface AuditSentenceParts {
  /** The record's own name as it was (an event's title), or null. */
  name: string | null;
  /** The person's name from the record still held, or null (none, or since erased). */
  person: string | null;
  /** Values a route keeps because they are safe (handled: 'true', year: '2025', roles: 'events, giving'). */
  values: Readonly<Record<string, string>>;
}

type Sentence = (parts: AuditSentenceParts) => string;

/** "Samuel Reyes's" (the ministry's style: 's after every name). */
const possessive = (person: string) => `${person}'s`;
/** "the event Harvest Supper", or "an event" when the name is not known. */
const the = (noun: string, name: string | null, article = 'a') =>
  name ? `the ${noun} ${name}` : `${article} ${noun}`;
const handledText = (values: AuditSentenceParts['values']) =>
  values.handled === 'true' ? 'as handled' : values.handled === 'false' ? 'as not handled' : null;

/** Sign-ins are recorded under the area 'sign-in', by the outcome (auth.sign-in-record.ts). */
const SIGN_IN_SENTENCES: Record<string, string> = {
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  wrong_credentials: 'Tried to sign in with a wrong password or an unknown username',
  refused_for_address: 'Was refused sign-in without a password check: too many failures from this address',
  account_disabled: 'Tried to sign in to a disabled account',
  code_needed: 'Gave the right password; the two-factor code was due',
  signed_in_with_code: 'Signed in with a two-factor code',
  signed_in_with_recovery_code: 'Signed in with a recovery code',
  wrong_code: 'Gave a wrong two-factor code',
  code_replayed: 'Gave a two-factor code that was already used',
  code_step_ended: 'Tried too many codes in one sign-in: the password is needed again',
  refused_for_account: 'Was refused sign-in without a code check: too many wrong codes for this account',
};

/** By `${entity}:${action}`; the entity as the server records it (audit.describe.ts). */
const SENTENCES: Record<string, Sentence> = {
  'event:create': ({ name }) => `Created ${the('event', name, 'an')}`,
  'event:update': ({ name }) => `Changed ${the('event', name, 'an')}`,
  'event:delete': ({ name }) => `Deleted ${the('event', name, 'an')}`,
  'event:cancel': ({ name }) => `Cancelled ${the('event', name, 'an')}`,
  'event-series:create': ({ name }) => `Created ${the('series', name)}`,
  'event-series:split': ({ name }) => `Split ${the('series', name)} in two from a chosen date`,
  'waitlist:offer': ({ name, person }) =>
    `Offered ${person ?? 'the next person waiting'} a place at ${name ?? 'an event'}`,
  'attendee:delete': ({ name, person }) =>
    `Removed ${person ?? 'an attendee'} from the attendees of ${name ?? 'an event'}`,
  'house-church:create': ({ name }) => `Created ${the('house church', name)}`,
  'house-church:update': ({ name }) => `Changed ${the('house church', name)}`,
  'house-church:archive': ({ name }) => `Archived ${the('house church', name)}`,
  'house-church:restore': ({ name }) => `Restored ${the('house church', name)}`,
  'join-request:approve': ({ name, person }) =>
    `Approved ${person ? `${possessive(person)} request` : 'a request'} to join ${name ?? 'a house church'}`,
  'join-request:decline': ({ name, person }) =>
    `Declined ${person ? `${possessive(person)} request` : 'a request'} to join ${name ?? 'a house church'}`,
  'join-request:remove': ({ name, person }) =>
    `Removed ${person ?? 'a member'} from ${name ?? 'a house church'}`,
  'leader-application:update': ({ person }) =>
    `Updated ${person ? `${possessive(person)} application` : 'an application'} to lead a house church`,
  'message:update': ({ person, values }) => {
    const whose = `the contact message from ${person ?? 'a visitor'}`;
    const handled = handledText(values);
    return handled ? `Marked ${whose} ${handled}` : `Updated ${whose}`;
  },
  // Never who asked: that someone asked for prayer is private (docs/product.md#prayer-request-privacy).
  'prayer-request:update': ({ values }) => {
    const handled = handledText(values);
    return handled ? `Marked a prayer request ${handled}` : 'Updated a prayer request';
  },
  'statement:send': ({ values }) =>
    values.year ? `Sent the ${values.year} year-end giving statements` : 'Sent year-end giving statements',
  'outbox:retry': () => 'Put an email back in the queue to be sent',
  'newsletter:create': ({ name }) => `Sent ${the('newsletter', name)}`,
  'newsletter:test': ({ values }) =>
    values.language === 'es'
      ? 'Sent a test copy of a newsletter in Spanish'
      : 'Sent a test copy of a newsletter',
  'privacy:lookup': () => 'Looked up what the site holds about an email address',
  'privacy:export': () => 'Exported what the site holds about an email address',
  'privacy:erase': () => 'Erased what the site held about an email address',
  // A picture is never named: its description is free text (audit.record-names.ts).
  'image:create': () => 'Uploaded a picture to the image library',
  'image:update': () => 'Changed a picture in the image library',
  'image:delete': () => 'Deleted a picture from the image library',
  'testimony:create': ({ person }) => (person ? `Added the testimony of ${person}` : 'Added a testimony'),
  'testimony:update': ({ person }) => (person ? `Changed the testimony of ${person}` : 'Changed a testimony'),
  'testimony:delete': ({ person }) => (person ? `Deleted the testimony of ${person}` : 'Deleted a testimony'),
  'testimony:move': ({ person }) => (person ? `Moved the testimony of ${person}` : 'Moved a testimony'),
  'resource:create': ({ name }) => `Added ${the('resource', name)}`,
  'resource:update': ({ name }) => `Changed ${the('resource', name)}`,
  'resource:delete': ({ name }) => `Deleted ${the('resource', name)}`,
  'resource:move': ({ name }) => `Moved ${the('resource', name)}`,
  'document:save-draft': ({ name }) => `Saved a draft of ${name ?? 'a page'}`,
  'document:discard-draft': ({ name }) => `Discarded the draft of ${name ?? 'a page'}`,
  'document:publish': ({ name }) => `Published ${name ?? 'a page'}`,
  'document:restore': ({ name }) => `Restored an earlier version of ${name ?? 'a page'}`,
  'invitation:create': ({ values }) =>
    values.roles ? `Invited a new staff member with the roles ${values.roles}` : 'Invited a new staff member',
  'invitation:withdraw': () => 'Withdrew an invitation to join the staff',
  'invitation:accepted': () => 'Accepted an invitation and made their staff account',
  'staff:disable': ({ name }) =>
    name ? `Disabled the staff account of ${name}` : 'Disabled a staff account',
  'staff:enable': ({ name }) => (name ? `Enabled the staff account of ${name}` : 'Enabled a staff account'),
  'staff:roles': ({ name }) =>
    name ? `Changed the roles of ${name}` : 'Changed the roles of a staff member',
  'two-factor:setup': () => 'Started setting up two-factor sign-in',
  'two-factor:confirm': () => 'Turned on two-factor sign-in',
  'two-factor:turn-off': () => 'Turned off two-factor sign-in',
  'recovery-code:create': () => 'Made new recovery codes',
  'sign-out-other:create': () => 'Signed out of their other sessions',
  'account:password': () => 'Changed their password',
};

/** Every kind of entry the words know, `${entity}:${action}` (sign-ins as `sign-in:${outcome}`). */
export const AUDIT_ENTRY_KINDS: readonly string[] = [
  ...Object.keys(SENTENCES),
  ...Object.keys(SIGN_IN_SENTENCES).map((outcome) => `sign-in:${outcome}`),
];

/** Entities recorded under another spelling before (an older entry still reads). */
const ENTITY_ALIASES: Record<string, string> = { 'event-sery': 'event-series' };

const ACTION_VERBS: Record<string, string> = { create: 'Created', update: 'Changed', delete: 'Deleted' };
const words = (slug: string) =>
  slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function auditSentenceKey(entry: { area: string; entity: string | null; action: string }): string {
  if (entry.area === 'sign-in') return `sign-in:${entry.action}`;
  const entity = entry.entity ? (ENTITY_ALIASES[entry.entity] ?? entry.entity) : '';
  return `${entity}:${entry.action}`;
}

/** The entry as one sentence; a kind without words still reads as words, never as a code. */
export function auditSentence(
  entry: { area: string; entity: string | null; action: string },
  parts: AuditSentenceParts,
): string {
  const key = auditSentenceKey(entry);
  if (entry.area === 'sign-in') return SIGN_IN_SENTENCES[entry.action] ?? capitalised(words(entry.action));
  const sentence = SENTENCES[key];
  if (sentence) return sentence(parts);
  const verb = ACTION_VERBS[entry.action] ?? capitalised(words(entry.action));
  const noun = entry.entity ? words(ENTITY_ALIASES[entry.entity] ?? entry.entity) : '';
  return [verb, noun ? the(noun, parts.name) : null].filter(Boolean).join(' ');
}

/** Plain names of the fields staff forms send; any other reads as its words ("meeting day"). */
export const AUDIT_FIELD_NAMES: Record<string, string> = {
  date_tbd: 'date to be announced',
  is_online: 'online',
  online_url: 'online link',
  online_link_public: 'online link shown to everyone',
  rsvp_limit: 'seats',
  rsvp_open: 'RSVPs open',
  accepts_rsvp: 'RSVPs taken',
  registration_required: 'registration required',
  registration_url: 'registration page',
  requires_vaccination: 'vaccination required',
  accepts_children: 'children welcome',
  is_featured: 'featured',
  is_flagship: 'flagship',
  is_active: 'active',
  is_private: 'private',
  reminders_enabled: 'reminders',
  image_id: 'picture',
  image_url: 'picture',
  alt_text: 'description of the picture',
  location_address: 'address',
  location_map_url: 'map link',
  street_address: 'street address',
  postal_code: 'ZIP code',
  max_capacity: 'capacity',
  meeting_day: 'meeting day',
  meeting_time: 'meeting time',
  meeting_duration_hours: 'meeting length',
  leader_email: 'leader’s email',
  leader_phone: 'leader’s phone',
  leader_name: 'leader’s name',
  arrival_notes: 'arrival notes',
  end_date: 'end date',
  event_type: 'kind of event',
  series_id: 'series',
  handled: 'handled',
  roles: 'roles',
  sources: 'subscriber groups',
  idempotency_key: 'send once',
  first_month: 'first month',
  from_date: 'from date',
};

export const auditFieldName = (field: string) => AUDIT_FIELD_NAMES[field] ?? words(field.replace(/^is_/, ''));

/** A safe value in words: yes/no for true/false, the text otherwise. */
export const auditValueText = (value: string) =>
  value === 'true' ? 'yes' : value === 'false' ? 'no' : value;

export const AUDIT_WORDS = {
  changed: 'Changed:',
  madeToWait: 'Made to wait first.',
  unknownName: 'Unknown name',
  ipAddress: 'IP address',
  columns: { when: 'When', person: 'Person', summary: 'Summary', area: 'Area' },
  caption: 'Audit log entries',
  empty: 'No entries match.',
  note: (timeZone: string) =>
    `Days and times are in the ministry’s time zone (${timeZone}). Summaries name the fields that changed, not what was typed in them, and name people only while the site still holds their records.`,
} as const;
