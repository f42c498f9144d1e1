import { describe, expect, it } from 'vitest';
import { deferScriptsUntilLoad } from '#client/lib/defer-scripts.server.ts';

async function through(chunks: Buffer[]): Promise<string> {
  const transform = deferScriptsUntilLoad();
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('scripts deferred until the page has loaded', () => {
  const page =
    '<head><link rel="stylesheet" href="/a.css"/></head><body><h1>Grâce — ✝</h1>' +
    '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
    '<script>window.__ctx = 1;</script><script type="module" async="">import "/assets/a.js";</script>' +
    // As React writes them on a page rendered per request: the nonce before the type.
    '<link nonce="n0nce+/=" rel="modulepreload" href="/assets/c.js"/>' +
    '<script nonce="n0nce+/=" type="module" async="">import "/assets/c.js";</script></body>';
  const expected = page
    .replaceAll('rel="modulepreload"', 'rel="x-deferred-modulepreload"')
    .replaceAll(' type="module"', ' type="x-deferred-module"');

  it('makes every preload and module script inert wherever the chunks split, multi-byte characters included', async () => {
    const bytes = Buffer.from(page);
    for (let size = 1; size <= bytes.length; size += 1) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it('leaves every other tag as it was', async () => {
    expect(await through([Buffer.from('<link rel="preload" href="/x.css"/><p>a < b</p>')])).toBe(
      '<link rel="preload" href="/x.css"/><p>a < b</p>',
    );
  });
});
