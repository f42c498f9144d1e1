/**
 * The language a person used on a form (docs/product.md#languages): stored with what they sent, shown
 * to staff, and the language of every email to them about it. Rows from before languages are English.
 */
import { text } from 'drizzle-orm/pg-core';
import type { Locale } from '#shared/i18n/locales.ts';

export const localeColumn = () => text('locale').$type<Locale>().notNull().default('en');
