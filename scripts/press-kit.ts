/**
 * The press kit: a plain-text information sheet written from content/*.json, and a ZIP of it with
 * the media files in public/press/ and the logo. Both are generated at build time (never committed)
 * by pressKitPlugin(), so they always match the site's copy:
 *
 *   build/client/press/undivided-hearts-media-info.txt
 *   build/client/press/undivided-hearts-press-kit.zip
 *
 * The dev server answers the same two paths from memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Plugin } from 'vite';
import books from '#content/books.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import site from '#content/site.json' with { type: 'json' };

export const PRESS_INFO_PATH = 'press/undivided-hearts-media-info.txt';
export const PRESS_KIT_ZIP_PATH = 'press/undivided-hearts-press-kit.zip';

/** Files copied into the ZIP: [path under public/, name inside the ZIP]. */
export const PRESS_KIT_FILES: ReadonlyArray<readonly [string, string]> = [
  ['press/joshua-adeyemi-headshot.png', 'joshua-adeyemi-headshot.png'],
  ['press/whom-will-god-glorify-cover.png', 'whom-will-god-glorify-cover.png'],
  ['press/avoiding-an-untimely-death-cover.png', 'avoiding-an-untimely-death-cover.png'],
  ['logo-512.png', 'undivided-hearts-logo.png'],
];

const rule = (title: string) => `${title.toUpperCase()}\n${'='.repeat(title.length)}`;

/** The information sheet for journalists: facts, descriptions, biographies and books. */
export function mediaInfoText(): string {
  const lines = [
    `${site.name}: media information`,
    '',
    rule('Key facts'),
    `Name: ${site.name}`,
    `Tagline: ${site.tagline}`,
    `Founded: ${site.foundingYear}, ${site.location.city}, ${site.location.region}, ${site.location.country}`,
    `Founders: ${founders.map((founder) => `${founder.name} (${founder.role.toLowerCase()})`).join('; ')}`,
    `Key scripture: ${site.scripture.reference}`,
    `Media contact: ${site.contact.email}`,
    `Social: ${site.social.map((link) => link.url).join(', ')}`,
    '',
    rule('Short description'),
    site.description,
    '',
    rule('Long description'),
    ...press.aboutText.flatMap((paragraph) => [paragraph, '']),
    rule('Founders'),
    ...founders.flatMap((founder) => [`${founder.name}, ${founder.role}`, ...founder.bio, '']),
    rule('Books'),
    ...books.flatMap((book) => [
      `${book.title}: ${book.subtitle}`,
      `By ${book.author}, ${book.published}. ${book.devotional.label}.`,
      book.summary,
      `Buy: ${book.purchaseUrl}`,
      '',
    ]),
    rule('Files in this press kit'),
    ...PRESS_KIT_FILES.map(([, name]) => `- ${name}`),
    `- ${path.basename(PRESS_INFO_PATH)} (this sheet)`,
    '',
    'These files may be used freely in coverage of the ministry and its books.',
    '',
  ];
  return lines.join('\n');
}

/** The ZIP, from the files under `publicDir`; fails loudly if one is missing (a broken kit must not ship). */
export function buildPressKitZip(publicDir: string): Uint8Array {
  const entries: Zippable = {
    [path.basename(PRESS_INFO_PATH)]: [strToU8(mediaInfoText()), { level: 9 }],
  };
  for (const [source, name] of PRESS_KIT_FILES) {
    // PNGs are already compressed: stored as they are.
    entries[name] = [new Uint8Array(fs.readFileSync(path.join(publicDir, source))), { level: 0 }];
  }
  // A fixed timestamp keeps the ZIP byte-for-byte the same from build to build.
  return zipSync(entries, { mtime: new Date('2025-01-01T00:00:00Z') });
}

/** Vite plugin: emits both files into the client build and serves them in development. */
export function pressKitPlugin(): Plugin {
  let publicDir = 'public';
  return {
    name: 'ministry-press-kit',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0];
        if (url === `/${PRESS_INFO_PATH}`) {
          response.setHeader('content-type', 'text/plain; charset=utf-8');
          response.end(mediaInfoText());
        } else if (url === `/${PRESS_KIT_ZIP_PATH}`) {
          response.setHeader('content-type', 'application/zip');
          response.end(buildPressKitZip(publicDir));
        } else {
          next();
        }
      });
    },
    generateBundle() {
      // Only the browser build is served as static files; the server build needs no copy.
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: PRESS_INFO_PATH, source: mediaInfoText() });
      this.emitFile({ type: 'asset', fileName: PRESS_KIT_ZIP_PATH, source: buildPressKitZip(publicDir) });
    },
  };
}
