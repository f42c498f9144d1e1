/**
 * Library pictures in staff-edited documents reach the built pages (docs/product.md#site-content,
 * #images): a founder's photo chosen from the library shows on /about as a <picture> with every
 * stored width in WebP and JPEG and the founder's own alt text; an image no longer in the library
 * leaves the picture out instead of breaking the page; and a social card chosen in the settings is
 * every page's og:image, its stored JPEG at least 1200 px wide, with its real size and its alt text.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '#server/db/schema/index.ts';
import { picturesByImageId } from '#server/features/images/images.content-images.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import type { Image } from '#shared/images/contract.ts';
import { imageSrcSet } from '#shared/images/format.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { postUpload } from '#tests/helpers/generators/images.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import founders from '#content/founders.json' with { type: 'json' };
import siteSeed from '#content/site.json' with { type: 'json' };
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
  await seedContentDocuments(t.db, t.app.deps.clock);
  staff = await signInWithRoles(t, ['communications']);
}, 180_000);
afterAll(() => t?.close());

const FOUNDER_ALT = 'Joshua Adeyemi preaching at the spring gathering';

async function uploadJpeg(width: number, height: number, alt_text: string): Promise<Image> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const response = await postUpload(t, staff, { alt_text }, { bytes, name: 'photo.jpg', type: 'image/jpeg' });
  expect(response.statusCode).toBe(201);
  return (response.json() as { image: Image }).image;
}

/** Saves `content` as the draft of `key` and publishes it, as the editor does. */
async function publish(key: string, content: unknown) {
  const draft = await t.request({
    method: 'PUT',
    url: `/api/admin/content/${key}/draft/`,
    headers: { cookie: staff },
    payload: { content },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  const published = await t.request({
    method: 'POST',
    url: `/api/admin/content/${key}/publish/`,
    headers: { cookie: staff },
  });
  expect(published.statusCode, published.body).toBe(200);
}

async function page(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body.slice(0, 3000)).toBe(200);
  return response.body;
}

const attribute = (html: string, tag: RegExp, name: string) =>
  html
    .match(tag)?.[0]
    .match(new RegExp(`${name}="([^"]*)"`))?.[1]
    ?.replaceAll('&amp;', '&');

describe('a founder’s photo from the library', () => {
  it('shows on /about with the library’s srcset and the founder’s alt; gone from the library, it is left out', async () => {
    const photo = await uploadJpeg(2000, 1500, 'A man preaching');
    const [joshua, ...others] = founders;
    await publish('founders', [{ ...joshua, image: { imageId: photo.id, alt: FOUNDER_ALT } }, ...others]);

    const widths = (await picturesByImageId(t.db, [photo.id])).get(photo.id)!.widths;
    expect(widths).toContain(1920);
    const html = await page('/about');
    const img = new RegExp(`<img[^>]*alt="${FOUNDER_ALT}"[^>]*>`);
    expect(html).toMatch(img);
    expect(attribute(html, img, 'srcSet')).toBe(imageSrcSet(photo.id, widths, 'jpg'));
    // A round portrait of a fixed size: the browser picks the width for 10rem at its pixel density.
    expect(attribute(html, img, 'sizes')).toBe('10rem');
    const webp = html.match(/<source type="image\/webp"[^>]*>/g)?.find((tag) => tag.includes(photo.id));
    expect(webp).toContain(`srcSet="${imageSrcSet(photo.id, widths, 'webp')}"`);
    expect(html).not.toContain(joshua!.image.src); // the seed's file is replaced
    expect(html).toContain(others[0]!.image.src); // the other founder keeps hers

    // An image removed from the library (by whatever way) leaves the founder's card without a photo.
    await t.db.delete(images).where(eq(images.id, photo.id));
    await t.app.services.contentStore.contentChanged('founders');
    const without = await page('/about');
    expect(without).toContain(joshua!.name);
    expect(without).not.toContain(FOUNDER_ALT);
    expect(without).not.toContain(photo.id);
  });
});

describe('the social card from the library', () => {
  it('is every page’s og:image and twitter:image, the stored 1280 JPEG with its real size', async () => {
    const before = await page('/');
    expect(before).toContain(`${siteSeed.images.ogImage}"`);
    expect(before).toMatch(/property="og:image:width" content="1200"/);

    const card = await uploadJpeg(1600, 900, 'The ministry’s name over a sunrise');
    await publish('site', {
      ...siteSeed,
      images: { ...siteSeed.images, socialCard: { image: { imageId: card.id } } },
    });

    for (const url of ['/', '/about', '/events', '/contact']) {
      const html = await page(url);
      const expected = `/media/images/${card.id}-1280.jpg`;
      expect(attribute(html, /<meta property="og:image" [^>]*>/, 'content')).toMatch(
        new RegExp(`^https?://[^/]+${expected}$`),
      );
      expect(attribute(html, /<meta name="twitter:image" [^>]*>/, 'content')).toMatch(
        new RegExp(`^https?://[^/]+${expected}$`),
      );
      expect(attribute(html, /<meta property="og:image:width"[^>]*>/, 'content')).toBe('1280');
      expect(attribute(html, /<meta property="og:image:height"[^>]*>/, 'content')).toBe('720');
      // Link previews describe the picture chosen, not the file it replaced.
      expect(attribute(html, /<meta property="og:image:alt"[^>]*>/, 'content')).toBe(
        'The ministry’s name over a sunrise',
      );
    }
  });
});
