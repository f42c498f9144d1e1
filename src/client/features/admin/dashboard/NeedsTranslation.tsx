import { Link } from 'react-router';
import { NEEDS_TRANSLATION_WORDS as W } from '#shared/content/admin-words.ts';

/**
 * How much of the site still lacks its Spanish (docs/product.md#site-content): documents whose
 * Spanish misses words and records with no Spanish title, with a link to the list.
 */
export function NeedsTranslation({ count }: { count: number }) {
  return (
    <section
      aria-labelledby="dashboard-translation-title"
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <h2 id="dashboard-translation-title" className="text-sm font-semibold text-slate-800">
        {W.dashboardLine(count)}
      </h2>
      <Link
        to="/admin/content#needs-translation"
        className="mt-1 inline-block text-sm text-navy-900 underline"
      >
        {W.seeList}
      </Link>
    </section>
  );
}
