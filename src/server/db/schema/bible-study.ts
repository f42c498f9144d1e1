import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const devotionalChoices = [
  'none',
  'avoiding_untimely_death',
  'whom_will_god_glorify',
  'both',
] as const;
export type DevotionalChoice = (typeof devotionalChoices)[number];

/** Sign-ups for the adult-only (18+) Bible study. One per address; signing up again updates it. */
export const bibleStudySignups = pgTable(
  'bible_study_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The 18+ confirmation: a row cannot exist without it. */
    ageConfirmed: boolean('age_confirmed').notNull(),
    /** Free text. */
    interests: text('interests'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    devotionalChoice: text('devotional_choice').$type<DevotionalChoice>().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bible_study_signups_email_lower_key').on(sql`lower(${t.email})`),
    index('bible_study_signups_created_at_idx').on(t.createdAt),
    check('bible_study_signups_age_confirmed_check', sql`${t.ageConfirmed}`),
    check(
      'bible_study_signups_devotional_choice_check',
      sql`${t.devotionalChoice} in ('none', 'avoiding_untimely_death', 'whom_will_god_glorify', 'both')`,
    ),
  ],
);
