/**
 * An event's picture is a library image (docs/product.md#images). Staff choose it by id; the public reads
 * carry it with its stored widths and alt text; an outside address (blocked by the CSP on the page)
 * is refused, an unknown image is a field error, and an event showing an image keeps it from deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_WORDS } from '#shared/events/words.ts';
import type { Image } from '#shared/images/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';
import { pngImage, postUpload } from '#tests/helpers/generators/images.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';

let t: TestApp;
let cookie: string;
let image: Image;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInWithRoles(t, ['events']);
  const uploaded = await postUpload(
    t,
    cookie,
    { alt_text: 'Chairs set out in a circle' },
    {
      bytes: await pngImage(1500, 1000),
      name: 'circle.png',
      type: 'image/png',
    },
  );
  image = (uploaded.json() as { image: Image }).image;
}, 60_000);
afterAll(() => t?.close());

const createEvent = (overrides: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/events/',
    headers: { cookie },
    payload: buildEventPayload(overrides),
  });

describe('an event’s picture from the image library', () => {
  it('is chosen by id and read back with its widths and alt text by visitors', async () => {
    const created = await createEvent({ image_id: image.id });
    expect(created.statusCode, created.body).toBe(201);
    const read = await t.request({ method: 'GET', url: `/api/events/${created.json().id}/` });
    expect(read.json()).toMatchObject({
      image_id: image.id,
      image_url: null,
      image: {
        id: image.id,
        width: 1500,
        height: 1000,
        widths: [320, 640, 1280, 1500],
        alt_text: 'Chairs set out in a circle',
      },
    });
    const listed = await t.request({ method: 'GET', url: '/api/admin/images/', headers: { cookie } });
    expect(listed.json()).toMatchObject({ images: [{ id: image.id, used_by: 1 }] });
    const remove = await t.request({
      method: 'DELETE',
      url: `/api/admin/images/${image.id}/`,
      headers: { cookie },
    });
    expect(remove.statusCode).toBe(409);
  });

  it('refuses an outside address and an image that is not in the library, under the Image field', async () => {
    const outside = await createEvent({ image_url: 'https://example.org/photo.jpg' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.image_url).toEqual([EVENT_WORDS.imageUrlInvalid]);
    const unknown = await createEvent({ image_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ image_id: [EVENT_WORDS.imageChoiceInvalid] });
  });

  it('an event saved before the library with an outside address keeps it stored, and shows no library picture', async () => {
    const old = await insertEvent(t.db, { imageUrl: 'https://cdn.example.org/old.jpg' });
    const read = await t.request({ method: 'GET', url: `/api/events/${old.id}/` });
    expect(read.json()).toMatchObject({
      image_url: 'https://cdn.example.org/old.jpg',
      image_id: null,
      image: null,
    });
  });
});
