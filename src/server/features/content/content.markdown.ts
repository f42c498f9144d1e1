/**
 * The one place staff-written Markdown becomes HTML (docs/product.md#site-content): `marked` turns it
 * into HTML and `sanitize-html` keeps only an allow-list, so no script, style, event handler, frame,
 * image or javascript:/data: address can reach a page whatever is typed (raw HTML in Markdown
 * included). The admin editor's live preview asks the server for this same output, so what staff
 * see is what visitors will get. On a Spanish page a link to one of the site's pages ("/events") leads
 * to its Spanish page ("/es/events"); a file ("/downloads/…") and the staff area stay where they are.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { isSitePath } from '#shared/site/site-path.ts';

/** GitHub-flavoured Markdown; single line breaks stay spaces, as in a paragraph of the seed. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** A page has its own h1; a Markdown "#" heading becomes h2, and h5/h6 become h4. */
const HEADING_LEVELS: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

const EXTERNAL = /^https?:\/\//i;

/** Paths that are not pages with a Spanish version: files ("/downloads/guide.pdf") and the staff area. */
const NOT_A_PAGE = /^\/(admin|api)(\/|$)|\.[a-z0-9]+(?:[?#]|$)/i;

/** A link of staff Markdown as it must be on a page in `locale`. */
export function localizedHref(href: string, locale: Locale): string {
  const trimmed = href.trim();
  if (locale === 'en' || !isSitePath(trimmed)) return href;
  const path = trimmed.replace(/[?#].*$/, '');
  return NOT_A_PAGE.test(path) ? href : pathInLocale(trimmed, locale);
}

const allowed = (locale: Locale): sanitizeHtml.IOptions => ({
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'a', 'ul', 'ol', 'li', 'em', 'strong', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'rel'] },
  // Relative addresses (no scheme) pass; of the schemes, only these. "//host" is another site in disguise.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A dropped tag keeps its words, except the ones whose content is never text (script, style, …).
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(
      Object.entries(HEADING_LEVELS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    // The writer's rel is never kept; a link to another site gets ours, so it cannot reach back.
    a: (tagName, attribs) => {
      const { href } = attribs;
      const attributes: Record<string, string> = {};
      if (href !== undefined) attributes.href = localizedHref(href, locale);
      if (href !== undefined && EXTERNAL.test(href.trim())) attributes.rel = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
  },
});
const ALLOWED: Record<Locale, sanitizeHtml.IOptions> = { en: allowed('en'), es: allowed('es') };

/** Staff Markdown as HTML that is safe to put in a page (in `locale`) as it is. */
export function renderMarkdown(text: string, locale: Locale = 'en'): string {
  const html = markdown.parse(text) as string;
  return sanitizeHtml(html, ALLOWED[locale]).trim();
}
