/**
 * The demo house churches' pictures: three of the site's own drawings, put in the image library as
 * if staff had uploaded them (the same processing, the same stored sizes), so the directory shows
 * library pictures with `srcset` on a new site and the library shows them in use. Fixed ids keep
 * the seed idempotent.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { type ProcessedImage, processUpload } from '#server/features/images/images.processing.ts';

export interface DemoPicture {
  id: string;
  /** A drawing in ./pictures/, rasterised to a PNG upload of `uploadWidth` pixels. */
  file: string;
  altText: string;
}

const uploadWidth = 1280;

export const demoChurchPictures = {
  table: {
    id: '7d0c6a52-3f1e-4d7a-9b52-1c0de5a1a001',
    file: 'house-church-table.svg',
    altText: 'Friends around a table with an open Bible and bread, under a warm lamp',
  },
  candle: {
    id: '7d0c6a52-3f1e-4d7a-9b52-1c0de5a1a002',
    file: 'candle.svg',
    altText: 'A lit candle against a night sky',
  },
  bible: {
    id: '7d0c6a52-3f1e-4d7a-9b52-1c0de5a1a003',
    file: 'open-bible.svg',
    altText: 'An open Bible in soft light',
  },
} as const satisfies Record<string, DemoPicture>;

// Processed once per process: the seed runs for every new test database.
let processed: Promise<Array<DemoPicture & ProcessedImage>> | null = null;

/** Every demo picture as the library stores an upload: upright sizes in WebP and JPEG. */
export function processedDemoPictures(): Promise<Array<DemoPicture & ProcessedImage>> {
  processed ??= Promise.all(
    Object.values(demoChurchPictures).map(async (picture) => {
      const drawing = await readFile(new URL(`./pictures/${picture.file}`, import.meta.url));
      const upload = await sharp(drawing, { density: 200 }).resize({ width: uploadWidth }).png().toBuffer();
      return { ...picture, ...(await processUpload(upload)) };
    }),
  ).catch((error: unknown) => {
    processed = null;
    throw error;
  });
  return processed;
}
