/**
 * A Markdown field of a content document, which the server rendered and sanitised (renderMarkdown,
 * src/server/features/content/content.markdown.ts: paragraphs, headings, links, lists, emphasis,
 * quotes; never a script, style or event attribute). Only such fields may be given here.
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
