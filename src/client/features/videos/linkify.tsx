/**
 * A video description as paragraphs and line breaks, with web addresses made into links. The text
 * is only ever rendered as React text nodes (never as HTML), and only http and https addresses
 * become links, opened in a new tab without a referrer or any claim of endorsement.
 */
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation right after an address belongs to the sentence, not the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export const DESCRIPTION_LINK_REL = 'noopener noreferrer nofollow ugc';

export function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkifyLine(line: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    let text = match[0];
    const trailing = TRAILING.exec(text)?.[0] ?? '';
    text = text.slice(0, text.length - trailing.length);
    const href = safeHttpUrl(text);
    if (!href) continue;
    if (start > last) nodes.push(line.slice(last, start));
    nodes.push(
      <a
        key={`${keyPrefix}-${start}`}
        href={href}
        target="_blank"
        rel={DESCRIPTION_LINK_REL}
        className="font-medium break-all text-navy-800 underline decoration-gold-500 underline-offset-2 hover:text-navy-600"
      >
        {text}
      </a>,
    );
    last = start + text.length;
  }
  if (last < line.length) nodes.push(line.slice(last));
  return nodes;
}

/** Blank lines separate paragraphs; single newlines are line breaks. */
export function VideoDescription({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-lg leading-relaxed text-navy-800">
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <span key={l}>
              {l > 0 ? <br /> : null}
              {linkifyLine(line, `${p}-${l}`)}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
