import { useState } from 'react';
import type { ContentDocument } from '#shared/content/contract.ts';
import { CONTENT_WORDS as M } from '#shared/content/words.ts';
import { hasDraftPreview, type ContentDocumentDefinition } from '#shared/content/documents.ts';
import type { FieldPath } from '#shared/content/fields.ts';
import { spanishForEditing, wordsOf } from '#shared/content/translation.ts';
import { TRANSLATION_EDITOR_WORDS as W } from '#shared/content/admin-words.ts';
import { ApiError } from '#client/lib/api.ts';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { Notices } from '#client/features/admin/content/ScreenParts.tsx';
import * as contentApi from '#client/features/admin/content/content-api.ts';
import { type EditorContext, FieldEditor } from '#client/features/admin/content/FieldEditor.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';

/** `root` with `value` at `path` (a copy: the editor's state is never changed in place). */
export function setAt(root: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) };
  (container as Record<string | number, unknown>)[head!] = setAt(
    (root as Record<string | number, unknown>)?.[head!],
    rest,
    value,
  );
  return container;
}

/**
 * A document's Spanish side (docs/product.md#site-content): its words only, each beside the English
 * it translates, with its own draft, preview (the Spanish page under /es) and publish. A word left
 * blank shows the English on the Spanish page.
 */
export function TranslationEditor({
  described,
  english,
}: {
  described: ContentDocumentDefinition;
  /** The English as published: what the Spanish translates, and its structure. */
  english: unknown;
}) {
  const data = useAdminData<ContentDocument>(contentApi.documentPathIn(described.key, 'es'));
  if (!data.data) {
    return data.status === 'error' ? (
      <LoadError message="The Spanish could not be loaded." onRetry={data.reload} />
    ) : (
      <p className="text-sm text-slate-700">Loading...</p>
    );
  }
  return <SpanishForm described={described} english={english} loaded={data.data} />;
}

function SpanishForm({
  described,
  english,
  loaded,
}: {
  described: ContentDocumentDefinition;
  english: unknown;
  loaded: ContentDocument;
}) {
  const key = described.key;
  const editable = (saved: ContentDocument) =>
    spanishForEditing(described.fields, english, saved.draft ?? saved.published);
  const [value, setValue] = useState<unknown>(() => editable(loaded));
  const [shown, setShown] = useState<ContentDocument>(loaded);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectIfSignedOut = useSignedOutRedirect();

  const ctx: EditorContext = {
    errors,
    change: (path, next) => setValue((root: unknown) => setAt(root, path, next)),
    timeZones: [],
    english,
  };

  async function act(run: () => Promise<ContentDocument>, done: string, check = true) {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      if (check) {
        const found = await contentApi.checkDocument(key, wordsOf(described.fields, value), 'draft', 'es');
        if (Object.keys(found).length > 0) {
          setErrors(found);
          setFailure(M.invalid);
          return;
        }
      }
      const next = await run();
      setErrors({});
      setShown(next);
      setNotice(done);
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setFailure(error.message);
      } else setFailure('The server could not be reached. Your changes are still here: please try again.');
    } finally {
      setBusy(false);
    }
  }

  const words = () => wordsOf(described.fields, value);
  return (
    <div className="space-y-4" lang="en">
      <p className="text-sm text-slate-700">
        Spanish published version {shown.published_version}.{' '}
        {shown.draft
          ? 'A Spanish draft is saved: visitors still see the published Spanish.'
          : 'No Spanish draft.'}
      </p>
      <p className="text-sm text-slate-700">{W.spanishHint}</p>
      <Notices notice={notice} error={failure} />
      <form
        noValidate
        aria-label={`${described.title}: ${W.spanish}`}
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => contentApi.saveDraft(key, words(), 'es'), M.draftSaved);
        }}
        className="space-y-6"
      >
        <FieldEditor field={described.fields} path={[]} value={value} ctx={ctx} />
        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-300 bg-white py-2">
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {W.saveSpanishDraft}
          </Button>
          {hasDraftPreview(key) ? (
            <a
              href={contentApi.previewHref(described.page, key, 'es')}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {W.previewSpanish}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void act(() => contentApi.publish(key, words(), 'es'), M.published)}
          >
            {W.publishSpanish}
          </Button>
          {shown.draft ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                void act(
                  async () => {
                    const next = await contentApi.discardDraft(key, 'es');
                    setValue(editable(next));
                    return next;
                  },
                  M.draftDiscarded,
                  false,
                )
              }
            >
              Discard Spanish draft
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
