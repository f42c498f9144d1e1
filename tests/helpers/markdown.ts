/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (lines inside fenced code are not headings). */
export function headingAnchors(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => headingSlug(line.replace(/^#+ /, '')));
}
