/**
 * A Markdown field of a content document, which the server rendered and sanitised (renderMarkdown,
 * src/server/features/content/content.markdown.ts: paragraphs, headings, links, lists, emphasis,
 * quotes; never a script, style or event attribute; on a Spanish page its links lead to Spanish
 * pages). Only such fields may be given here.
 */
export function Markdown({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** "en" when a Spanish page shows this field's English (useLangOf). */
  lang?: string | undefined;
}) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
