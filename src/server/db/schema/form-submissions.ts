import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key a public form sends with each submission (the form kit makes one per filled-in form and
 * keeps it across retries). Written in the same transaction as the record, so a retry after an
 * answer that never arrived finds the key and stores nothing twice (docs/product.md#robots-and-spam).
 */
export const formSubmissions = pgTable('form_submissions', {
  key: text('key').primaryKey(),
  /** Which form: the API route, e.g. '/api/contact/'. */
  form: text('form').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
