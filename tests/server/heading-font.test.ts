/**
 * The heading face (docs/product.md#every-page, docs/speed.md): one small subset file, preloaded by
 * every public page, served from the build's hashed assets so a visitor downloads it once a year at
 * most, and swapped in without hiding text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
}, 180_000);
afterAll(() => t?.close());

const PRELOAD =
  /<link rel="preload" href="(\/assets\/source-serif-4-700-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/?>/;

describe('the heading face', () => {
  it('is preloaded by a public page and served from the hashed assets, cached for a year', async () => {
    const home = await t.app.inject({ url: '/' });
    const [, fontUrl] = PRELOAD.exec(home.body) ?? [];
    expect(fontUrl).toBeDefined();
    const font = await t.app.inject({ url: fontUrl!, headers: { 'accept-encoding': 'br, gzip' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.length).toBeLessThan(12_000);

    const [, cssUrl] = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home.body) ?? [];
    const css = await t.app.inject({ url: cssUrl! });
    expect(css.body).toContain(`url(${fontUrl})`);
    expect(css.body).toMatch(/font-display:\s*swap/);
  });

  it('is not preloaded on the staff side, whose headings use the system font', async () => {
    const login = await t.app.inject({ url: '/admin/login' });
    expect(login.body).not.toMatch(/source-serif-4-700/);
  });
});
