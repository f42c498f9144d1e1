import { useEffect, useState } from 'react';
import { previewMarkdown } from '#client/features/admin/content/content-api.ts';

const DEBOUNCE_MS = 400;

/**
 * The live preview beside a Markdown field: the server renders it with the site's one sanitiser
 * (renderMarkdown), so staff see exactly the HTML visitors will get. Asked again 400 ms after typing stops.
 */
export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewMarkdown(markdown, controller.signal)
        .then((result) => {
          setHtml(result.html);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);

  return (
    <div id={id} className="rounded-md border border-slate-300 bg-white p-3 text-sm">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">Preview</p>
      {failed ? (
        <p className="text-slate-700">The preview could not be made. Your text is still here.</p>
      ) : html === null ? (
        <p className="text-slate-700">Loading...</p>
      ) : (
        // renderMarkdown's output: sanitised on the server to an allow-list (no script, style or handler).
        <div
          className="markdown-preview space-y-2 [&_a]:underline [&_h2]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  );
}
