import { Link } from 'react-router';
import type { NeedsTranslation } from '#shared/content/contract.ts';
import { NEEDS_TRANSLATION_WORDS as W, RECORD_SCREENS } from '#shared/content/admin-words.ts';
import { LoadState } from '#client/features/admin/content/ScreenParts.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { needsTranslationPath } from '#client/features/admin/content/content-api.ts';

const RECORD_KINDS = ['events', 'house_churches', 'testimonies', 'resources'] as const;

/**
 * The content screen's "Needs translation" (docs/product.md#site-content): each document whose
 * Spanish lacks words the English has, linked to its editor, and how many records have no Spanish
 * title, linked to their screens.
 */
export function NeedsTranslationList() {
  const data = useAdminData<NeedsTranslation>(needsTranslationPath);
  const found = data.data;
  const records = found ? RECORD_KINDS.filter((kind) => found.records[kind] > 0) : [];
  return (
    <section id="needs-translation" aria-labelledby="needs-translation-title" className="space-y-2">
      <h2 id="needs-translation-title" className="text-lg font-bold">
        {W.heading}
      </h2>
      <p className="text-sm text-slate-700">{W.intro}</p>
      <LoadState status={data.status} hasData={found !== null} reload={data.reload}>
        {found && found.total === 0 ? <p className="text-sm text-slate-700">{W.none}</p> : null}
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {found?.documents.map((document) => (
            <li key={document.key}>
              {/* The link is named by what is missing, the document's title describes it: the list
                  above stays the one link named after each document. */}
              <span id={`needs-translation-${document.key}`}>{document.title}</span>:{' '}
              <Link
                to={`/admin/content/${document.key}?language=es`}
                aria-describedby={`needs-translation-${document.key}`}
                className="text-navy-900 underline"
              >
                {W.missingWords(document.missing)}
              </Link>
            </li>
          ))}
          {records.map((kind) => (
            <li key={kind}>
              <Link to={RECORD_SCREENS[kind]} className="text-navy-900 underline">
                {W.records[kind](found!.records[kind])}
              </Link>
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
