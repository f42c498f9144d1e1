import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import type { ContentDocument } from '#shared/content/contract.ts';
import { findDocument, hasDraftPreview, type ContentDocumentDefinition } from '#shared/content/documents.ts';
import { CONTENT_WORDS as M } from '#shared/content/words.ts';
import { publishedByText, TRANSLATION_EDITOR_WORDS as T } from '#shared/content/admin-words.ts';
import { mayDo } from '#shared/staff/permissions.ts';
import { ApiError } from '#client/lib/api.ts';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { Notices } from '#client/features/admin/content/ScreenParts.tsx';
import * as contentApi from '#client/features/admin/content/content-api.ts';
import { type EditorContext, FieldEditor, fieldId } from '#client/features/admin/content/FieldEditor.tsx';
import { HistoryPanel } from '#client/features/admin/content/HistoryPanel.tsx';
import { setAt, TranslationEditor } from '#client/features/admin/content/TranslationEditor.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { useStaffRoles } from '#client/features/admin/staff/use-staff-roles.ts';
import type { Route } from './+types/content.document';

export function meta({ matches, params }: Route.MetaArgs) {
  const title = findDocument(params.key)?.title ?? 'Site content';
  return pageMeta({
    title: `${title} · Admin`,
    path: `/admin/content/${params.key}`,
    noIndex: true,
    matches,
  });
}

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/**
 * /admin/content/:key: one editor for every document, drawn from its field descriptors
 * (docs/product.md#site-content). Save a draft, preview it privately, publish it, discard it, or
 * go back to an earlier version in the history. Two tabs: the English, and the Spanish words beside
 * the English they translate, each language with its own draft, preview and publish
 * (`?language=es` opens the Spanish).
 */
export default function AdminContentDocument({ params }: Route.ComponentProps) {
  const described = findDocument(params.key);
  const data = useAdminData<ContentDocument>(described ? contentApi.documentPath(params.key) : null);
  if (!described) return <p role="alert">{M.notFound}</p>;
  if (!data.data) {
    return data.status === 'error' ? (
      <LoadError message="This document could not be loaded." onRetry={data.reload} />
    ) : (
      <p className="text-sm text-slate-700">Loading...</p>
    );
  }
  return <DocumentEditor key={described.key} described={described} loaded={data.data} />;
}

function DocumentEditor({
  described,
  loaded,
}: {
  described: ContentDocumentDefinition;
  loaded: ContentDocument;
}) {
  const key = described.key;
  const [value, setValue] = useState<unknown>(loaded.draft ?? loaded.published);
  const [shown, setShown] = useState<ContentDocument>(loaded);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const redirectIfSignedOut = useSignedOutRedirect();
  const roles = useStaffRoles();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = searchParams.get('language') === 'es' ? 'es' : 'en';

  const ctx: EditorContext = {
    errors,
    change: (path, next) => setValue((root: unknown) => setAt(root, path, next)),
    timeZones: zones(),
    administrator: mayDo(roles, 'analytics', 'write'),
  };

  const showError = (error: unknown) => {
    if (redirectIfSignedOut(error)) return;
    setNotice(null);
    if (error instanceof ApiError) {
      setErrors(error.fields);
      setFailure(error.message);
    } else setFailure('The server could not be reached. Your changes are still here: please try again.');
  };

  async function act(check: 'draft' | 'publish' | null, run: () => Promise<ContentDocument>, done: string) {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      if (check) {
        const found = await contentApi.checkDocument(key, value, check);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          setFailure(check === 'publish' ? M.cannotPublish : M.invalid);
          document.getElementById(fieldId(Object.keys(found)[0]!.split('.')))?.focus();
          return;
        }
      }
      const next = await run();
      setErrors({});
      setShown(next);
      setNotice(done);
      setGeneration((n) => n + 1);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const errorEntries = Object.entries(errors);
  return (
    <section aria-labelledby="document-title" className="space-y-6">
      <div>
        <Link to="/admin/content" className="text-sm text-navy-900 underline">
          All site content
        </Link>
        <h1 id="document-title" className="mt-1 text-2xl font-bold">
          {described.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Published version {shown.published_version}
          {publishedByText(shown.published_by)}.{' '}
          {shown.draft
            ? `A draft is saved${shown.draft_saved_by ? ` by ${shown.draft_saved_by}` : ''}: visitors still see the published version.`
            : 'No draft.'}
        </p>
      </div>
      <div role="tablist" aria-label={T.languages} className="flex gap-2 border-b border-slate-300">
        {(['en', 'es'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={language === tab}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${language === tab ? 'border-navy-900 text-navy-950' : 'border-transparent text-slate-700'}`}
            onClick={() => setSearchParams(tab === 'es' ? { language: 'es' } : {}, { replace: true })}
          >
            {tab === 'es' ? T.spanish : T.english}
          </button>
        ))}
      </div>
      {language === 'es' ? (
        <TranslationEditor described={described} english={shown.published} />
      ) : (
        englishSide()
      )}
    </section>
  );

  /** The English document: the whole editor, and its history. */
  function englishSide() {
    return (
      <>
        <Notices notice={notice} error={failure} />
        {errorEntries.length > 1 ? (
          <ul className="list-disc pl-6 text-sm text-red-800">
            {errorEntries.map(([path, messages]) => (
              <li key={path}>
                <a href={`#${fieldId(path.split('.'))}`} className="underline">
                  {path}: {messages[0]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          noValidate
          aria-labelledby="document-title"
          onSubmit={(event) => {
            event.preventDefault();
            void act('draft', () => contentApi.saveDraft(key, value), M.draftSaved);
          }}
          className="space-y-6"
        >
          <FieldEditor field={described.fields} path={[]} value={value} ctx={ctx} />
          {/* Small buttons in one row: on a phone the bar stays one line high over the fields it follows. */}
          <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-300 bg-white py-2">
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              Save draft
            </Button>
            {hasDraftPreview(described.key) ? (
              <a
                href={contentApi.previewHref(described.page, described.key)}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                Preview draft<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Button
              size="sm"
              disabled={busy}
              onClick={() => void act('publish', () => contentApi.publish(key, value), M.published)}
            >
              Publish
            </Button>
            {shown.draft ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void act(
                    null,
                    async () => {
                      const next = await contentApi.discardDraft(key);
                      setValue(next.published);
                      return next;
                    },
                    M.draftDiscarded,
                  )
                }
              >
                Discard draft
              </Button>
            ) : null}
          </div>
        </form>
        <HistoryPanel
          documentKey={described.key}
          generation={generation}
          onRestored={(next, message) => {
            setShown(next);
            if (!next.draft) setValue(next.published);
            setNotice(message);
            setGeneration((n) => n + 1);
          }}
          onError={showError}
        />
      </>
    );
  }
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
