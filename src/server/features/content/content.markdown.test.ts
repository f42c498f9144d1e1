/**
 * Staff Markdown reaches pages only through renderMarkdown (docs/product.md#site-content). The attacks
 * are from the OWASP XSS filter-evasion cheat sheet, in Markdown and as raw HTML inside Markdown.
 * sanitize-html writes well-formed HTML with every "<" of the text escaped, so every "<" left in the
 * output opens a real tag, and the tags and attributes can be read off it.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '#server/features/content/content.markdown.ts';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'a',
  'ul',
  'ol',
  'li',
  'em',
  'strong',
  'blockquote',
  'code',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#|\?|[^:/?#]+(?:[/?#]|$))/i;

function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: [...rest!.matchAll(/([^\s=]+)="([^"]*)"/g)].map(([, key, value]) => ({
      key: key!.toLowerCase(),
      value: value!.replaceAll('&amp;', '&'),
    })),
  }));
}

/** Everything the allow-list promises, checked on one rendering. */
function expectSafe(html: string) {
  expect(html).not.toMatch(/<(script|style|iframe|svg|math|img|form|body|object|embed|meta|link)/i);
  for (const tag of tagsOf(html)) {
    expect(ALLOWED_TAGS.has(tag.name), `tag <${tag.name}> in ${html}`).toBe(true);
    for (const { key, value } of tag.attributes) {
      expect(['href', 'rel'], `attribute ${key} in ${html}`).toContain(key);
      if (key === 'href') expect(value, `href in ${html}`).toMatch(SAFE_HREF);
    }
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/style\s*=/i);
  expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
}

const ATTACKS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script split over lines': '<scr\nipt>alert(1)</script>',
  'script with src': '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  'image onerror': '<img src=x onerror=alert(1)>',
  'image onerror, no quotes, grave accents': '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  'image with javascript src': '<IMG SRC="javascript:alert(\'XSS\');">',
  'image, case varied': "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  'image, entity-encoded scheme':
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  'link, entity-encoded scheme': '<a href="&#106;avascript:alert(1)">x</a>',
  'link, hex entities without semicolons':
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A alert(1)">x</a>',
  'link, tab in the scheme': '<a href="jav\tascript:alert(1)">x</a>',
  'link, encoded tab in the scheme': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'link, newline in the scheme': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'link, leading spaces and a control character': '<a href=" &#14;  javascript:alert(1)">x</a>',
  'link, vbscript': '<a href="vbscript:msgbox(1)">x</a>',
  'link, data URL': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'link, protocol-relative': '<a href="//evil.example/x">x</a>',
  'link with onmouseover': '<a href="https://example.org" onmouseover="alert(1)">x</a>',
  'svg onload': '<svg onload=alert(1)>',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  'iframe with srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'style tag': '<style>body{background:url("javascript:alert(1)")}</style>',
  'style attribute': '<p style="background-image:url(javascript:alert(1))">x</p>',
  'style expression': '<div style="width: expression(alert(1));">x</div>',
  'body onload': '<body onload=alert(1)>',
  'math with a link': '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
  'math mglyph namespace confusion': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'form action': '<form action="javascript:alert(1)"><button>x</button></form>',
  'button formaction': '<form><button formaction=javascript:alert(1)>x</button></form>',
  'input autofocus onfocus': '<input autofocus onfocus=alert(1)>',
  'meta refresh': '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed src': '<embed src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  'comment hiding a tag': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'conditional comment': '<!--[if gte IE 4]><SCRIPT>alert(1);</SCRIPT><![endif]-->',
  'half-open tag': '<IMG SRC="javascript:alert(1)"',
  'extraneous brackets': '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  'markdown link to javascript': '[x](javascript:alert(1))',
  'markdown link, case varied': '[x](JaVaScRiPt:alert(1))',
  'markdown link, entity-encoded': '[x](&#106;avascript:alert(1))',
  'markdown link, escaped colon': '[x](javascript&#58;alert(1))',
  'markdown link to vbscript': '[x](vbscript:msgbox(1))',
  'markdown link to data': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'markdown link with a title breaking out': '[x](https://example.org "title\\" onmouseover=\\"alert(1)")',
  'markdown image': '![x](javascript:alert(1))',
  'markdown image with onerror in alt': '![x" onerror="alert(1)](https://example.org/a.png)',
  'autolink to javascript': '<javascript:alert(1)>',
  'autolink to data': '<data:text/html,<script>alert(1)</script>>',
  'reference link to javascript': '[x][evil]\n\n[evil]: javascript:alert(1)',
  'reference link to vbscript': '[x][evil]\n\n[evil]: vbscript:msgbox(1) "t"',
  'raw HTML block': '<div>\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n</div>',
  'raw HTML inside a list': '- item <img src=x onerror=alert(1)>\n- <a href="javascript:alert(1)">x</a>',
  'raw HTML inside a quote': '> <svg/onload=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'video source onerror': '<video><source onerror="alert(1)">',
  'base href': '<base href="javascript:alert(1)//">',
  'link rel import': '<link rel="import" href="https://evil.example/x.html">',
  'xml namespace':
    '<html xmlns:xss><?import namespace="xss" implementation="https://xss.rocks/xss.htc"><xss:xss>XSS</xss:xss></html>',
};

describe('renderMarkdown keeps scripts off pages (OWASP XSS filter-evasion strings)', () => {
  for (const [name, attack] of Object.entries(ATTACKS)) {
    it(`makes "${name}" harmless`, () => {
      expectSafe(renderMarkdown(attack));
      expectSafe(renderMarkdown(`Some words first.\n\n${attack}\n\nAnd after.`));
    });
  }

  it("keeps the words of a refused tag but never a script's or a style's", () => {
    expect(renderMarkdown('<div>Kept words</div>')).toContain('Kept words');
    expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('alert');
    expect(renderMarkdown('<style>p{color:red}</style>')).not.toContain('color');
  });
});

describe('renderMarkdown keeps the Markdown staff may use', () => {
  it('renders headings, emphasis, lists, quotes and code', () => {
    const html = renderMarkdown(
      '## Our story\n\n### Early days\n\n#### A note\n\nWe **meet** in *homes*.\n\n- one\n- two\n\n1. first\n2. second\n\n> Acts 2:46\n\nUse `code`.',
    );
    expect(html).toContain('<h2>Our story</h2>');
    expect(html).toContain('<h3>Early days</h3>');
    expect(html).toContain('<h4>A note</h4>');
    expect(html).toContain('<p>We <strong>meet</strong> in <em>homes</em>.</p>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>Acts 2:46</p>\n</blockquote>');
    expect(html).toContain('<code>code</code>');
  });

  it('turns a top-level heading into h2, since the page has its own h1', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('keeps web, mail and relative links, and marks links to other sites', () => {
    expect(renderMarkdown('[Give](/giving)')).toBe('<p><a href="/giving">Give</a></p>');
    expect(renderMarkdown('[Write](mailto:hello@example.org)')).toBe(
      '<p><a href="mailto:hello@example.org">Write</a></p>',
    );
    expect(renderMarkdown('[Read](https://example.org/book)')).toBe(
      '<p><a href="https://example.org/book" rel="noopener noreferrer">Read</a></p>',
    );
    expect(renderMarkdown('<https://example.org>')).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer">https://example.org</a></p>',
    );
    expect(renderMarkdown('[x](/a "b")')).toBe('<p><a href="/a">x</a></p>');
  });

  it('escapes text that looks like HTML and keeps a plain paragraph as it is', () => {
    expect(renderMarkdown('5 < 6 & 7 > 3')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3</p>');
    expect(renderMarkdown('')).toBe('');
  });
});
