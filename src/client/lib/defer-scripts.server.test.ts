import { describe, expect, it } from 'vitest';
import { deferScriptsUntilLoad } from '#client/lib/defer-scripts.server.ts';

describe('scripts deferred until the page has loaded', () => {
  it('makes every preload and module script inert, wherever React put the nonce', () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css"/></head><body><h1>Grâce — ✝</h1>' +
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script>window.__ctx = 1;</script><script type="module" async="">import "/assets/a.js";</script>' +
      // As React writes them on a page rendered per request: the nonce before the type.
      '<link nonce="n0nce+/=" rel="modulepreload" href="/assets/c.js"/>' +
      '<script nonce="n0nce+/=" type="module" async="">import "/assets/c.js";</script></body>';
    expect(deferScriptsUntilLoad(page)).toBe(
      page
        .replaceAll('rel="modulepreload"', 'rel="x-deferred-modulepreload"')
        .replaceAll(' type="module"', ' type="x-deferred-module"'),
    );
  });

  it('leaves every other tag as it was', () => {
    const other =
      '<link rel="preload" href="/x.css"/><script type="application/ld+json">{}</script><p>a < b</p>';
    expect(deferScriptsUntilLoad(other)).toBe(other);
  });
});
