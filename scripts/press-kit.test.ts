/**
 * The press kit ZIP and information sheet built at build time: every media file is inside, byte for
 * byte, with a sheet written from the site's copy; a missing file fails the build instead of
 * shipping a broken kit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import books from '#content/books.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import site from '#content/site.json' with { type: 'json' };
import { buildPressKitZip, mediaInfoText, PRESS_KIT_FILES, pressKitPlugin } from '#scripts/press-kit.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('press kit', () => {
  it('zips the headshot, both covers, the logo and the information sheet', () => {
    const files = unzipSync(buildPressKitZip(publicDir));
    expect(Object.keys(files).sort()).toEqual(
      [
        'avoiding-an-untimely-death-cover.png',
        'joshua-adeyemi-headshot.png',
        'undivided-hearts-logo.png',
        'undivided-hearts-media-info.txt',
        'whom-will-god-glorify-cover.png',
      ].sort(),
    );
    for (const [source, name] of PRESS_KIT_FILES) {
      const inside = files[name]!;
      expect([...inside.slice(0, 4)], name).toEqual(PNG_SIGNATURE);
      expect(Buffer.from(inside).equals(fs.readFileSync(path.join(publicDir, source))), name).toBe(true);
    }
    expect(strFromU8(files['undivided-hearts-media-info.txt']!)).toBe(mediaInfoText());
  });

  it('writes the information sheet from the site copy: facts, founders and books', () => {
    const text = mediaInfoText();
    expect(text).toContain(`Founded: 2020, Austin, TX, US`);
    expect(text).toContain(site.tagline);
    expect(text).toContain(site.contact.email);
    for (const founder of founders) expect(text).toContain(`${founder.name}, ${founder.role}`);
    for (const book of books) {
      expect(text).toContain(book.title);
      expect(text).toContain(book.purchaseUrl);
    }
  });

  it('is the same bytes from one build to the next', () => {
    expect(Buffer.from(buildPressKitZip(publicDir)).equals(Buffer.from(buildPressKitZip(publicDir)))).toBe(
      true,
    );
  });

  it('fails loudly when a media file is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'press-kit-'));
    expect(() => buildPressKitZip(empty)).toThrow(/ENOENT/);
    fs.rmSync(empty, { recursive: true });
  });
});

describe('pressKitPlugin', () => {
  type Handler = (request: { url: string }, response: FakeResponse, next: () => void) => void;
  interface FakeResponse {
    headers: Record<string, string>;
    body?: Uint8Array | string;
    setHeader(name: string, value: string): void;
    end(body: Uint8Array | string): void;
  }
  const fakeResponse = (): FakeResponse => ({
    headers: {},
    setHeader(name, value) {
      this.headers[name] = value;
    },
    end(body) {
      this.body = body;
    },
  });
  const hooks = (plugin: ReturnType<typeof pressKitPlugin>) =>
    plugin as unknown as {
      configResolved(config: { publicDir: string }): void;
      configureServer(server: { middlewares: { use(handler: Handler): void } }): void;
      generateBundle(this: unknown): void;
    };

  it('emits the ZIP and the sheet into the browser build only', () => {
    const plugin = hooks(pressKitPlugin());
    plugin.configResolved({ publicDir });
    const emitted: { fileName: string; source: Uint8Array | string }[] = [];
    const context = (consumer: string) => ({
      environment: { config: { consumer } },
      emitFile: (file: { fileName: string; source: Uint8Array | string }) => emitted.push(file),
    });
    plugin.generateBundle.call(context('server'));
    expect(emitted).toEqual([]);
    plugin.generateBundle.call(context('client'));
    expect(emitted.map((file) => file.fileName)).toEqual([
      'press/undivided-hearts-media-info.txt',
      'press/undivided-hearts-press-kit.zip',
    ]);
    expect(Object.keys(unzipSync(emitted[1]!.source as Uint8Array))).toHaveLength(5);
  });

  it('serves both files from the dev server and passes every other path on', () => {
    const plugin = hooks(pressKitPlugin());
    plugin.configResolved({ publicDir });
    let handler: Handler | undefined;
    plugin.configureServer({ middlewares: { use: (fn) => (handler = fn) } });
    const zip = fakeResponse();
    handler!({ url: '/press/undivided-hearts-press-kit.zip' }, zip, () => {
      throw new Error('not passed on');
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(Object.keys(unzipSync(zip.body as Uint8Array))).toHaveLength(5);
    const sheet = fakeResponse();
    handler!({ url: '/press/undivided-hearts-media-info.txt?x=1' }, sheet, () => {});
    expect(sheet.body).toBe(mediaInfoText());
    let passed = false;
    handler!({ url: '/press' }, fakeResponse(), () => (passed = true));
    expect(passed).toBe(true);
  });
});
