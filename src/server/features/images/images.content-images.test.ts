/**
 * Library images in site content (docs/product.md#images): a staff-edited value holds a library image
 * as `{ imageId }`; before a page draws it the server adds the picture with the widths image_variants
 * really holds, however deep the value sits in a document, and a share card takes the stored JPEG nearest
 * 1200 px wide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImageSchema, socialCardImage } from '#shared/images/content-image.ts';
import type { Image } from '#shared/images/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { pngImage, postUpload } from '#tests/helpers/generators/images.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import { picturesByImageId, withLibraryPictures } from '#server/features/images/images.content-images.ts';

let t: TestApp;
let large: Image;
let small: Image;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await signInWithRoles(t, ['communications']);
  const upload = async (width: number, height: number, alt_text: string) =>
    (
      (
        await postUpload(
          t,
          cookie,
          { alt_text },
          { bytes: await pngImage(width, height), name: 'p.png', type: 'image/png' },
        )
      ).json() as { image: Image }
    ).image;
  large = await upload(2000, 1000, 'The founders at the gathering');
  small = await upload(900, 600, 'A small portrait');
}, 60_000);
afterAll(() => t?.close());

describe('library pictures in staff-edited values', () => {
  it('carry the stored widths and the library’s description, deep in a document', async () => {
    const document = {
      heading: 'Founders',
      founders: [
        { name: 'A', image: { imageId: large.id } },
        {
          name: 'B',
          image: { src: '/images/founders/b.svg', alt: 'Portrait of B', width: 480, height: 560 },
        },
        { name: 'C', image: { imageId: small.id, alt: 'C smiling' } },
      ],
    };
    const resolved = await withLibraryPictures(t.db, document);
    expect(resolved.founders[0]!.image).toEqual({
      imageId: large.id,
      picture: {
        id: large.id,
        width: 2000,
        height: 1000,
        widths: [320, 640, 1280, 1920],
        alt_text: 'The founders at the gathering',
        decorative: false,
      },
    });
    expect(resolved.founders[1]!.image).toEqual(document.founders[1]!.image);
    expect(resolved.founders[2]!.image).toMatchObject({
      alt: 'C smiling',
      picture: { widths: [320, 640, 900] },
    });
    expect(document.founders[0]!.image).not.toHaveProperty('picture');
  });

  it('mark an image that is not in the library with a null picture', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(await withLibraryPictures(t.db, { image: { imageId: gone } })).toEqual({
      image: { imageId: gone, picture: null },
    });
    expect((await picturesByImageId(t.db, [gone, 'not-a-uuid'])).size).toBe(0);
  });

  it('give a share card the stored JPEG at least 1200 px wide (1280), or the upload’s own width', async () => {
    const [withLarge, withSmall] = await Promise.all([
      withLibraryPictures(t.db, { imageId: large.id }),
      withLibraryPictures(t.db, { imageId: small.id }),
    ]);
    expect(socialCardImage(withLarge)).toEqual({
      src: `/media/images/${large.id}-1280.jpg`,
      width: 1280,
      height: 640,
    });
    expect(socialCardImage(withSmall)).toEqual({
      src: `/media/images/${small.id}-900.jpg`,
      width: 900,
      height: 600,
    });
    const served = await t.request({ method: 'GET', url: `/media/images/${large.id}-1280.jpg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('are stored as the id and an optional alt text only; a static picture needs alt text and a site path', () => {
    const parsed = contentImageSchema.parse({ imageId: large.id, picture: { id: 'x' } });
    expect(parsed).toEqual({ imageId: large.id });
    const noAlt = contentImageSchema.safeParse({ src: '/images/a.svg', alt: ' ', width: 10, height: 10 });
    expect(noAlt.success).toBe(false);
    const outside = contentImageSchema.safeParse({
      src: 'https://elsewhere.example/a.jpg',
      alt: 'A',
      width: 1,
      height: 1,
    });
    expect(outside.success).toBe(false);
  });
});
