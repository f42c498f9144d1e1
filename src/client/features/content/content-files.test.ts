/**
 * Nothing broken: every image or download the seeded copy (content/) points to exists under public/ (or is generated
 * by the build), and each image's width and height in the copy match the file's own size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import home from '#content/home.json' with { type: 'json' };
import whyHouseChurches from '#content/why-house-churches.json' with { type: 'json' };
import about from '#content/about.json' with { type: 'json' };
import books from '#content/books.json' with { type: 'json' };
import events from '#content/events.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import pressKitWhom from '#content/press-kit-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resources from '#content/resources.json' with { type: 'json' };

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
/** Written into the build by scripts/press-kit.ts, not kept in public/. */
const GENERATED = ['/press/undivided-hearts-press-kit.zip', '/press/undivided-hearts-media-info.txt'];

function sitePaths(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^\/(images|press)\/.+\.\w+$/.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) sitePaths(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) sitePaths(item, found);
  return found;
}

function imageSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.png')) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const svg = bytes.toString('utf8');
  return {
    width: Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1]),
    height: Number(/<svg[^>]* height="(\d+)"/.exec(svg)?.[1]),
  };
}

const copy = { home, about, books, events, founders, press, pressKitWhom, resources, whyHouseChurches };

describe('content files', () => {
  it('every image and download named in the copy exists', () => {
    const paths = sitePaths(copy);
    expect(paths.length).toBeGreaterThan(10);
    for (const sitePath of paths) {
      if (GENERATED.includes(sitePath)) continue;
      expect(fs.existsSync(path.join(publicDir, sitePath)), sitePath).toBe(true);
    }
  });

  it("each image's declared width and height are the file's own", () => {
    const images = [
      home.ministry.image,
      whyHouseChurches.illustration,
      ...books.map((book) => book.cover),
      ...founders.map((founder) => founder.image),
    ];
    for (const image of images) {
      expect(imageSize(path.join(publicDir, image.src)), image.src).toEqual({
        width: image.width,
        height: image.height,
      });
    }
  });

  it('the press downloads are the sizes the press page announces', () => {
    expect(imageSize(path.join(publicDir, '/press/joshua-adeyemi-headshot.png'))).toEqual({
      width: 800,
      height: 1000,
    });
    for (const book of books)
      expect(imageSize(path.join(publicDir, book.coverPng))).toEqual({ width: 800, height: 1200 });
  });
});
