/**
 * What /admin/bible-study shows and what its CSV holds: every field of a sign-up. Zod-free, so the
 * browser can import it; the CSV goes through admin-csv (RFC 4180, formulas neutralised).
 */
import type { CsvColumn } from '#shared/lists/csv.ts';
import { DEVOTIONAL_CHOICE_LABELS, LANGUAGE_HEADING, LANGUAGE_LABELS } from '#shared/outreach/admin-words.ts';
import type { BibleStudySignup } from '#shared/outreach/admin-contract.ts';

export const devotionalLabel = (choice: string) => DEVOTIONAL_CHOICE_LABELS[choice] ?? choice;

export const BIBLE_STUDY_CSV: CsvColumn<BibleStudySignup>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Interests', value: (r) => r.interests },
  { header: 'Notifications', value: (r) => r.notifications_enabled },
  { header: 'Devotional', value: (r) => devotionalLabel(r.devotional_choice) },
  { header: 'Signed up at', value: (r) => r.created_at },
  { header: 'Updated at', value: (r) => r.updated_at },
  /** The language of the page they signed up from (docs/product.md#languages). */
  { header: LANGUAGE_HEADING, value: (r) => LANGUAGE_LABELS[r.locale] },
];
