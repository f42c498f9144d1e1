/**
 * Turns an upload into the stored sizes (docs/product.md#images) with sharp: the real type is read
 * from the bytes (never the name or the Content-Type), the picture is turned upright, and every size
 * is written anew, so no metadata (EXIF, GPS, camera, ICC comments) survives. sharp does its work on
 * libuv's threads, off the event loop; `processingSlots` bounds how many uploads resize at once, so a
 * burst of uploads queues instead of taking every core from the pages.
 */
import crypto from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_CONTENT_TYPES,
  IMAGE_FORMATS,
  type ImageFormat,
  storedWidths,
} from '#shared/images/format.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { AppError } from '#server/errors.ts';

/** libvips threads per image: with two uploads at once this keeps a core for the pages. */
sharp.concurrency(1);
const PARALLEL_UPLOADS = 2;
/** A 10 MB file can claim a huge pixel count (a decompression bomb); 50 megapixels covers any camera we expect. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedVariant {
  width: number;
  height: number;
  format: ImageFormat;
  contentType: string;
  bytes: Buffer;
  etag: string;
}
/** The image_variants rows that store one image's processed variants. */
export const variantRows = (imageId: string, variants: readonly ProcessedVariant[]) =>
  variants.map((variant) => ({ imageId, ...variant, byteLength: variant.bytes.length }));

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

const wrongType = () => new AppError(400, IMAGE_WORDS.wrongType, { file: [IMAGE_WORDS.wrongType] });
const broken = () => new AppError(400, IMAGE_WORDS.broken, { file: [IMAGE_WORDS.broken] });

let running = 0;
const waiting: Array<() => void> = [];
async function processingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_UPLOADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  return processingSlot(() => resizeAll(bytes));
}

async function resizeAll(bytes: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  let orientation: number | undefined;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ format, orientation, width, height } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).metadata());
  } catch {
    throw wrongType(); // not a picture sharp recognises by its bytes (a text file, a PDF…)
  }
  if (!format || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(format)) throw wrongType();
  if (!width || !height) throw broken();
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is its stored height.
  const upright = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  const widths = storedWidths(upright.width);

  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, at the largest stored width; every size is made from these pixels.
    base = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw broken();
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const variants: ProcessedVariant[] = [];
  for (const target of widths) {
    for (const output of IMAGE_FORMATS) {
      const pipeline = sharp(base.data, raw).resize({ width: target, withoutEnlargement: true });
      const encoded =
        output === 'webp'
          ? pipeline.webp({ quality: 80 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({
        width: target,
        height: info.height,
        format: output,
        contentType: IMAGE_CONTENT_TYPES[output],
        bytes: data,
        etag: `"${crypto.createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`,
      });
    }
  }
  return { ...upright, variants };
}
