/**
 * A house church's picture is a library image, as an event's is (docs/product.md#images,
 * #staff-house-churches): staff set and clear it by id; the public directory and one church's read
 * carry it with its stored widths and alt text (never the street address or exact position); an
 * unknown image is a field error; a church showing an image keeps it from deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_WORDS } from '#shared/events/words.ts';
import { HC_ADMIN_API } from '#shared/house-churches/admin-contract.ts';
import { HOUSE_CHURCH_API } from '#shared/house-churches/words.ts';
import type { Image } from '#shared/images/contract.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { buildHouseChurchPayload } from '#tests/helpers/generators/house-churches.ts';
import { pngImage, postUpload } from '#tests/helpers/generators/images.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';

let t: TestApp;
let cookie: string;
let image: Image;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAsStaff(t);
  const uploaded = await postUpload(
    t,
    cookie,
    { alt_text: 'A table laid for supper in a living room' },
    { bytes: await pngImage(1500, 1000), name: 'supper.png', type: 'image/png' },
  );
  image = (uploaded.json() as { image: Image }).image;
}, 60_000);
afterAll(() => t?.close());

const staff = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const publicChurch = async (id: number) =>
  (await t.request({ method: 'GET', url: HOUSE_CHURCH_API.detail(id) })).json() as Record<string, unknown>;
const directoryEntry = async (id: number) =>
  ((await t.request({ method: 'GET', url: HOUSE_CHURCH_API.list })).json() as Array<{ id: number }>).find(
    (church) => church.id === id,
  ) as Record<string, unknown> | undefined;

const picture = () => ({
  id: image.id,
  width: 1500,
  height: 1000,
  widths: [320, 640, 1280, 1500],
  alt_text: 'A table laid for supper in a living room',
  decorative: false,
});

describe('a house church’s picture from the image library', () => {
  it('staff set it and clear it; visitors read it in the directory and on the church', async () => {
    const created = await staff(
      'POST',
      HC_ADMIN_API.churches,
      buildHouseChurchPayload({ image_id: image.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect(created.json()).toMatchObject({ image_id: image.id, image: picture() });

    for (const read of [await publicChurch(id), await directoryEntry(id)]) {
      expect(read).toMatchObject({ image_id: image.id, image: picture() });
      // The picture comes with the public fields only: the home stays private.
      expect(read).not.toHaveProperty('street_address');
      expect(read).not.toHaveProperty('latitude');
    }

    const cleared = await staff('PUT', HC_ADMIN_API.church(id), buildHouseChurchPayload({ image_id: '' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ image_id: null, image: null });
    expect(await publicChurch(id)).toMatchObject({ image_id: null, image: null });
  });

  it('refuses an image that is not in the library, on the picture field', async () => {
    const refused = await staff(
      'POST',
      HC_ADMIN_API.churches,
      buildHouseChurchPayload({ image_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ image_id: [EVENT_WORDS.imageChoiceInvalid] });
  });

  it('an image a house church shows counts as a use and cannot be deleted', async () => {
    const created = await staff(
      'POST',
      HC_ADMIN_API.churches,
      buildHouseChurchPayload({ image_id: image.id }),
    );
    const id = (created.json() as { id: number }).id;
    const listed = await staff('GET', '/api/admin/images/');
    const before = (listed.json() as { images: Image[] }).images.find((one) => one.id === image.id)!;
    expect(before.used_by).toBeGreaterThanOrEqual(1);

    const refused = await staff('DELETE', `/api/admin/images/${image.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: IMAGE_WORDS.inUse });
    expect(IMAGE_WORDS.inUse).toContain('a house church');

    await staff('PUT', HC_ADMIN_API.church(id), buildHouseChurchPayload({ image_id: null }));
    const after = (await staff('GET', '/api/admin/images/')).json() as { images: Image[] };
    expect(after.images.find((one) => one.id === image.id)!.used_by).toBe(before.used_by - 1);
  });
});
