import { useState } from 'react';
import type { ContentDocument, ContentVersion, ContentVersionDetail } from '#shared/content/contract.ts';
import { CONTENT_WORDS as M } from '#shared/content/words.ts';
import { CONTENT_EDITOR_WORDS as W, isSeededVersion } from '#shared/content/admin-words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { restoreVersion, versionDetail, versionsPath } from '#client/features/admin/content/content-api.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value || '(blank)' : JSON.stringify(value);

/**
 * Every published version of a document with who published it and when; Compare shows the fields
 * that differ from the current version, and Restore publishes that version again as a new one.
 */
export function HistoryPanel({
  documentKey,
  generation,
  onRestored,
  onError,
}: {
  documentKey: string;
  generation: number;
  onRestored: (document: ContentDocument, message: string) => void;
  onError: (error: unknown) => void;
}) {
  const history = useAdminData<{ versions: ContentVersion[] }>(
    `${versionsPath(documentKey)}?v=${generation}`,
  );
  const [compared, setCompared] = useState<ContentVersionDetail | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const restore = async (version: number) => {
    try {
      const document = await restoreVersion(documentKey, version);
      setConfirming(null);
      setCompared(null);
      onRestored(document, M.restored(version));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <section
      aria-labelledby="history-title"
      className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id="history-title" className="text-lg font-bold">
        History
      </h2>
      {!history.data ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : (
        <ul className="space-y-2">
          {history.data.versions.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">Version {version.version}</span>
              <span>
                {when(version.published_at)}
                {isSeededVersion(version.published_by) ? '' : ` by ${version.published_by}`}
              </span>
              {isSeededVersion(version.published_by) ? (
                <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">{W.originalText}</span>
              ) : null}
              {version.current ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-green-900">Current</span>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => versionDetail(documentKey, version.version).then(setCompared, onError)}
                  >
                    Compare version {version.version}
                  </Button>
                  {confirming === version.version ? (
                    <span
                      role="group"
                      aria-label={`Restore version ${version.version}?`}
                      className="flex gap-2"
                    >
                      <Button size="sm" onClick={() => void restore(version.version)}>
                        Yes, publish version {version.version} again
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                        Keep the current version
                      </Button>
                    </span>
                  ) : (
                    <Button variant="secondary" size="sm" onClick={() => setConfirming(version.version)}>
                      Restore version {version.version}
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {compared ? (
        <div aria-live="polite" className="space-y-2">
          <h3 className="font-semibold">Version {compared.version} compared with the current version</h3>
          {compared.changes.length === 0 ? (
            <p className="text-sm">{M.noChanges}</p>
          ) : (
            <dl className="space-y-2 text-sm">
              {compared.changes.map((change) => (
                <div key={change.path} className="rounded-md bg-slate-50 p-2">
                  <dt className="font-semibold">{change.label}</dt>
                  <dd>
                    <span className="font-semibold">Version {compared.version}:</span> {shown(change.before)}
                  </dd>
                  <dd>
                    <span className="font-semibold">Current:</span> {shown(change.after)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ) : null}
    </section>
  );
}
