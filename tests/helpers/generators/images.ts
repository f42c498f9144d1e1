/**
 * Pictures for the image library's tests, made with sharp in the test (no binary fixtures), and the
 * multipart body a browser would send for an upload.
 */
import sharp from 'sharp';
import type { TestApp } from '#tests/helpers/app.ts';

export const CAMERA_MAKE = 'TestCam GPS 3000';

/** A photo as a phone takes it: stored sideways with EXIF orientation 6, camera make and GPS position. */
export function phoneJpegWithGps(size = { width: 2400, height: 1200 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#336699' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 52/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 37/1 0/1',
      },
    })
    .toBuffer();
}

export function pngImage(width = 500, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#00ff00' } })
    .gif()
    .toBuffer();
}

/** Whether EXIF carries a GPS directory (tag 0x8825, little-endian as sharp writes it). */
export const hasGpsTag = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** The body and Content-Type a browser sends for the library's upload form. */
export async function uploadBody(fields: Record<string, string>, file?: UploadFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Posts an upload as the JS screen does (JSON back), or as a form without JavaScript (`asPage`). */
export async function postUpload(
  t: TestApp,
  cookie: string,
  fields: Record<string, string>,
  file?: UploadFile,
  asPage = false,
) {
  const { payload, contentType } = await uploadBody(fields, file);
  return t.request({
    method: 'POST',
    url: '/api/admin/images/',
    headers: {
      cookie,
      'content-type': contentType,
      accept: asPage ? 'text/html,application/xhtml+xml' : 'application/json',
    },
    payload,
  });
}
