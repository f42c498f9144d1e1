import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const applicationStatuses = ['received', 'reviewing', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** An application to lead a house church (/house-churches/start), reviewed by staff. */
export const leaderApplications = pgTable(
  'leader_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    testimony: text('testimony').notNull(),
    /** 1 to 20 years, 21 meaning '20+ years'. */
    yearsSaved: integer('years_saved').notNull(),
    ministryExperience: text('ministry_experience').notNull(),
    spiritualGifts: text('spiritual_gifts').notNull(),
    currentChurch: text('current_church'),
    reference1Name: text('reference1_name').notNull(),
    reference1Phone: text('reference1_phone').notNull(),
    reference1Email: text('reference1_email').notNull(),
    reference1Relationship: text('reference1_relationship'),
    reference2Name: text('reference2_name').notNull(),
    reference2Phone: text('reference2_phone').notNull(),
    reference2Email: text('reference2_email').notNull(),
    reference2Relationship: text('reference2_relationship'),
    statementOfFaithAgreed: boolean('statement_of_faith_agreed').notNull(),
    codeOfConductAgreed: boolean('code_of_conduct_agreed').notNull(),
    ministryGuidelinesAgreed: boolean('ministry_guidelines_agreed').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('received'),
    /** Staff notes while reviewing. */
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leader_applications_created_at_idx').on(t.createdAt),
    index('leader_applications_status_idx').on(t.status),
    check('leader_applications_years_saved_check', sql`${t.yearsSaved} between 1 and 21`),
    // An application cannot exist without all three agreements.
    check(
      'leader_applications_agreements_check',
      sql`${t.statementOfFaithAgreed} and ${t.codeOfConductAgreed} and ${t.ministryGuidelinesAgreed}`,
    ),
    check(
      'leader_applications_status_check',
      sql`${t.status} in ('received', 'reviewing', 'approved', 'declined')`,
    ),
  ],
);
