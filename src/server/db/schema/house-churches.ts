import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from '#server/db/schema/images.ts';

export const meetingDays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type MeetingDay = (typeof meetingDays)[number];
export const registrationStatuses = ['pending', 'approved', 'declined'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * The house-church directory. spots_available and is_full are computed from current_members and
 * max_capacity when read. The columns marked PRIVATE are the exact place, shared with a registrant
 * only after approval: the public API must never select them.
 */
export const houseChurches = pgTable(
  'house_churches',
  {
    /** A small public number: /house-churches/{id}/join. By default, so the seed can use fixed ids. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Spanish name and description; blank shows the English (docs/product.md#languages). */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    neighborhood: text('neighborhood'),
    city: text('city').notNull(),
    state: text('state').notNull().default('TX'),
    /** PRIVATE */
    streetAddress: text('street_address'),
    /** PRIVATE */
    postalCode: text('postal_code'),
    /** PRIVATE: exact position, for a map sent after approval. */
    latitude: doublePrecision('latitude'),
    /** PRIVATE */
    longitude: doublePrecision('longitude'),
    /**
     * The church's area for distance searches: the centre of its neighborhood (when on the list in
     * content/places/neighborhoods.json) or of its ZIP code or city, rounded to 2 decimals, worked
     * out from those fields whenever staff save the church (house-churches.places.ts). Never the home's
     * position; only distances measured from it are shown, in whole miles.
     */
    areaName: text('area_name'),
    areaLatitude: doublePrecision('area_latitude'),
    areaLongitude: doublePrecision('area_longitude'),
    /** PRIVATE: parking, gate, which door: sent with the meeting details after approval. */
    arrivalNotes: text('arrival_notes'),
    meetingDay: text('meeting_day').$type<MeetingDay>().notNull(),
    /** Local time of day in the ministry's time zone, 'HH:MM:SS'. */
    meetingTime: time('meeting_time').notNull(),
    meetingDurationHours: numeric('meeting_duration_hours', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .default(2),
    leaderName: text('leader_name').notNull(),
    /** PRIVATE: the leader's contact details are for staff and notifications only. */
    leaderEmail: text('leader_email'),
    /** PRIVATE */
    leaderPhone: text('leader_phone'),
    currentMembers: integer('current_members').notNull().default(0),
    maxCapacity: integer('max_capacity').notNull().default(12),
    acceptsChildren: boolean('accepts_children').notNull().default(true),
    requiresVaccination: boolean('requires_vaccination').notNull().default(false),
    isFlagship: boolean('is_flagship').notNull().default(false),
    /**
     * The church's picture from the image library (docs/product.md#images); public, like its
     * neighborhood. restrict: a picture a church shows cannot leave the library.
     */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    /** Archived churches (false) leave the directory but keep their registrations. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('house_churches_city_lower_idx').on(sql`lower(${t.city})`),
    index('house_churches_meeting_day_idx').on(t.meetingDay),
    check(
      'house_churches_meeting_day_check',
      sql`${t.meetingDay} in ('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday')`,
    ),
    check(
      'house_churches_duration_check',
      sql`${t.meetingDurationHours} > 0 and ${t.meetingDurationHours} <= 24`,
    ),
    check('house_churches_current_members_check', sql`${t.currentMembers} >= 0`),
    check('house_churches_max_capacity_check', sql`${t.maxCapacity} >= 1`),
    check('house_churches_capacity_check', sql`${t.currentMembers} <= ${t.maxCapacity}`),
    check(
      'house_churches_area_check',
      sql`(${t.areaLatitude} is null) = (${t.areaLongitude} is null) and (${t.areaLatitude} is null or (${t.areaLatitude} between -90 and 90 and ${t.areaLongitude} between -180 and 180))`,
    ),
    check(
      'house_churches_position_check',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);

/** A request to join a house church; the leader (through staff) approves or declines it. */
export const houseChurchRegistrations = pgTable(
  'house_church_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    /** restrict: a church with requests is archived (is_active false), not deleted. */
    houseChurchId: integer('house_church_id')
      .notNull()
      .references(() => houseChurches.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    testimony: text('testimony'),
    spiritualGifts: text('spiritual_gifts'),
    ministryInterests: text('ministry_interests'),
    receiveEmails: boolean('receive_emails').notNull().default(true),
    receiveSms: boolean('receive_sms').notNull().default(false),
    status: text('status').$type<RegistrationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // A second request by the same email for the same church does not duplicate.
    uniqueIndex('house_church_registrations_church_email_key').on(t.houseChurchId, sql`lower(${t.email})`),
    index('house_church_registrations_created_at_idx').on(t.createdAt),
    index('house_church_registrations_status_idx').on(t.status),
    check('house_church_registrations_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check(
      'house_church_registrations_decided_at_check',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`,
    ),
  ],
);
