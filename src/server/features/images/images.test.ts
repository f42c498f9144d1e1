/**
 * The image library (docs/product.md#images): its upload checks the real type, strips metadata (GPS
 * included), turns photos upright, stores every size in WebP and JPEG in the database, and serves them
 * with long caching and an ETag; alt text or "decorative" is required, only its rooms may use it, and
 * nothing is stored from a refused upload. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Image } from '#shared/images/contract.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { IMAGE_MAX_BYTES, imageUrl } from '#shared/images/format.ts';
import { queryRows } from '#server/db/client.ts';
import { events } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertEvent } from '#tests/helpers/generators/events.ts';
import {
  CAMERA_MAKE,
  gifImage,
  hasGpsTag,
  phoneJpegWithGps,
  pngImage,
  postUpload,
} from '#tests/helpers/generators/images.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';

let t: TestApp;
let communications: string;

const storedRows = async () =>
  (
    await queryRows<{ images: number; variants: number }>(
      t.db,
      sql`select (select count(*)::int from images) as images, (select count(*)::int from image_variants) as variants`,
    )
  )[0]!;

const described = { alt_text: 'The worship team singing at the spring gathering' };

beforeAll(async () => {
  t = await createTestApp();
  communications = await signInWithRoles(t, ['communications']);
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.update(events).set({ imageId: null });
  await t.db.execute(sql`delete from images`);
});

describe('uploading to the image library', () => {
  it('strips EXIF and GPS, turns the photo upright, and stores 320–1920 wide in WebP and JPEG', async () => {
    const original = await phoneJpegWithGps({ width: 2400, height: 1200 });
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(original.includes(Buffer.from(CAMERA_MAKE))).toBe(true);

    const response = await postUpload(t, communications, described, {
      bytes: original,
      name: 'IMG_2041.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { image, message } = response.json() as { image: Image; message: string };
    expect(message).toBe(IMAGE_WORDS.uploaded);
    // Stored sideways 2400×1200 with orientation 6: upright it is 1200 wide and 2400 high.
    expect(image).toMatchObject({
      width: 1200,
      height: 2400,
      alt_text: described.alt_text,
      decorative: false,
    });
    expect(image.widths).toEqual([320, 640, 1200]);

    for (const width of image.widths) {
      for (const format of ['webp', 'jpg'] as const) {
        const served = await t.request({ method: 'GET', url: imageUrl(image.id, width, format) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'jpeg');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width * 2);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(hasGpsTag(served.rawPayload)).toBe(false);
        expect(served.rawPayload.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
      }
    }
  });

  it('makes the four standard widths of a large picture and never enlarges a small one', async () => {
    const wide = await sharp({ create: { width: 2600, height: 1300, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const large = await postUpload(t, communications, described, {
      bytes: wide,
      name: 'a.webp',
      type: 'image/webp',
    });
    expect((large.json() as { image: Image }).image.widths).toEqual([320, 640, 1280, 1920]);

    const small = await postUpload(t, communications, described, {
      bytes: await pngImage(500, 300),
      name: 'b.png',
      type: 'image/png',
    });
    const image = (small.json() as { image: Image }).image;
    expect(image.widths).toEqual([320, 500]);
    expect((await t.request({ method: 'GET', url: imageUrl(image.id, 640, 'jpg') })).statusCode).toBe(404);
    expect(await storedRows()).toEqual({ images: 2, variants: 12 });
  });

  it('reads the real type: a PNG named .jpg is taken as the PNG it is, a text file named .jpg is refused', async () => {
    const png = await postUpload(t, communications, described, {
      bytes: await pngImage(),
      name: 'holiday.jpg',
      type: 'image/jpeg',
    });
    expect(png.statusCode).toBe(201);

    const text = await postUpload(t, communications, described, {
      bytes: Buffer.from('This is not a picture at all, only words.\n'.repeat(20)),
      name: 'notes.jpg',
      type: 'image/jpeg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      error: IMAGE_WORDS.wrongType,
      fields: { file: [IMAGE_WORDS.wrongType] },
    });

    const gif = await postUpload(t, communications, described, {
      bytes: await gifImage(),
      name: 'x.png',
      type: 'image/png',
    });
    expect(gif.json()).toMatchObject({ error: IMAGE_WORDS.wrongType });
    expect(await storedRows()).toEqual({ images: 1, variants: 4 });
  });

  it('refuses a broken JPEG with its own message, and stores nothing', async () => {
    const whole = await phoneJpegWithGps({ width: 800, height: 600 });
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    const response = await postUpload(t, communications, described, {
      bytes: cut,
      name: 'cut.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: IMAGE_WORDS.broken });
    expect(await storedRows()).toEqual({ images: 0, variants: 0 });
  });

  it('takes 10 MB and refuses 10 MB + 1 byte with a clear message, storing nothing', async () => {
    const real = await phoneJpegWithGps({ width: 400, height: 300 });
    // A real JPEG padded after its end marker: decoders ignore what follows, so only the size differs.
    const padded = (total: number) => Buffer.concat([real, Buffer.alloc(total - real.length)]);
    const atLimit = await postUpload(t, communications, described, {
      bytes: padded(IMAGE_MAX_BYTES),
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);

    const over = await postUpload(t, communications, described, {
      bytes: padded(IMAGE_MAX_BYTES + 1),
      name: 'bigger.jpg',
      type: 'image/jpeg',
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      error: IMAGE_WORDS.tooBig,
      fields: { file: [IMAGE_WORDS.tooBig] },
    });
    expect(await storedRows()).toMatchObject({ images: 1 });
  });

  it('requires alt text or the decorative choice; a decorative image keeps no alt text', async () => {
    const file = { bytes: await pngImage(), name: 'p.png', type: 'image/png' };
    const missing = await postUpload(t, communications, { alt_text: '   ' }, file);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { alt_text: [IMAGE_WORDS.altRequired] } });
    const noFile = await postUpload(t, communications, described);
    expect(noFile.json()).toMatchObject({ fields: { file: [IMAGE_WORDS.fileRequired] } });
    expect(await storedRows()).toEqual({ images: 0, variants: 0 });

    const decorative = await postUpload(t, communications, { alt_text: 'ignored', decorative: 'on' }, file);
    expect((decorative.json() as { image: Image }).image).toMatchObject({ alt_text: '', decorative: true });
  });

  it('without JavaScript, the form comes back to the library page with the outcome', async () => {
    const file = { bytes: await pngImage(), name: 'p.png', type: 'image/png' };
    const refused = await postUpload(t, communications, {}, file, true);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/admin/images?error=alt');
    const stored = await postUpload(t, communications, described, file, true);
    expect(stored.statusCode).toBe(303);
    const [image] = (await t.app.services.images.list()) as Image[];
    expect(stored.headers.location).toBe(`/admin/images?uploaded=${image!.id}`);
  });
});

describe('serving and keeping the library', () => {
  let image: Image;
  beforeEach(async () => {
    const response = await postUpload(t, communications, described, {
      bytes: await pngImage(700, 350),
      name: 'p.png',
      type: 'image/png',
    });
    image = (response.json() as { image: Image }).image;
  });

  it('serves each size with a year of immutable caching and an ETag, answering 304 when unchanged', async () => {
    const url = imageUrl(image.id, 320, 'webp');
    const first = await t.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.request({ method: 'GET', url: imageUrl(image.id, 320, 'jpg') })).headers.etag).not.toBe(
      etag,
    );
    expect((await t.request({ method: 'GET', url: '/media/images/not-an-image-320.webp' })).statusCode).toBe(
      404,
    );
  });

  it('staff change the alt text or mark it decorative; an empty description is refused', async () => {
    const patch = (payload: object) =>
      t.request({
        method: 'PATCH',
        url: `/api/admin/images/${image.id}/`,
        headers: { cookie: communications },
        payload,
      });
    expect((await patch({ alt_text: '' })).json()).toMatchObject({
      fields: { alt_text: [IMAGE_WORDS.altRequired] },
    });
    const saved = await patch({ alt_text: 'Candles on the altar' });
    expect(saved.json()).toMatchObject({
      message: IMAGE_WORDS.saved,
      image: { alt_text: 'Candles on the altar' },
    });
    expect((await patch({ decorative: true })).json()).toMatchObject({
      image: { alt_text: '', decorative: true },
    });
  });

  it('an image an event shows cannot be deleted; an unused one can, and its sizes are gone', async () => {
    const event = await insertEvent(t.db, { imageId: image.id });
    const remove = () =>
      t.request({
        method: 'DELETE',
        url: `/api/admin/images/${image.id}/`,
        headers: { cookie: communications },
      });
    const list = await t.request({
      method: 'GET',
      url: '/api/admin/images/',
      headers: { cookie: communications },
    });
    expect(list.json()).toMatchObject({ images: [{ id: image.id, used_by: 1 }] });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: IMAGE_WORDS.inUse });

    await t.db.update(events).set({ imageId: null }).where(eq(events.id, event.id));
    expect((await remove()).json()).toMatchObject({ message: IMAGE_WORDS.deleted });
    expect((await t.request({ method: 'GET', url: imageUrl(image.id, 320, 'webp') })).statusCode).toBe(404);
    expect(await storedRows()).toEqual({ images: 0, variants: 0 });
  });

  it('opens to Communications, Events, Care and administrators; Giving gets 403, visitors 401', async () => {
    const list = (cookie?: string) =>
      t.request({ method: 'GET', url: '/api/admin/images/', headers: cookie ? { cookie } : {} });
    expect((await list()).statusCode).toBe(401);
    for (const role of ['giving'] as const) {
      const cookie = await signInWithRoles(t, [role]);
      expect((await list(cookie)).statusCode).toBe(403);
      const upload = await postUpload(t, cookie, described, {
        bytes: await pngImage(),
        name: 'p.png',
        type: 'image/png',
      });
      expect(upload.statusCode).toBe(403);
    }
    expect((await list(await signInWithRoles(t, ['care']))).statusCode).toBe(200);
    const eventsCookie = await signInWithRoles(t, ['events']);
    expect((await list(eventsCookie)).statusCode).toBe(200);
    const upload = await postUpload(t, eventsCookie, described, {
      bytes: await pngImage(),
      name: 'p.png',
      type: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    expect((await list(await signInWithRoles(t, ['administrator']))).statusCode).toBe(200);
    expect(await storedRows()).toMatchObject({ images: 2 });
  });
});
