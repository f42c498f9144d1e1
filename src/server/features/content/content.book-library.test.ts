/**
 * Books and testimonies on the image library (docs/product.md#testimonies-and-resources): a book's
 * cover is a library image (drawn with its stored widths), its release date prints as "June 2025", it
 * lists more bookstores, one book is featured (the home page's), a testimony has an optional photo, and
 * a picture in use by any of them, or by a staff-edited document, cannot be deleted from the library.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource, Testimony } from '#shared/content/records-contract.ts';
import { CONTENT_RECORD_WORDS as M } from '#shared/content/records-rules.ts';
import type { Image } from '#shared/images/contract.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { pngImage, postUpload } from '#tests/helpers/generators/images.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { contentDocuments } from '#server/db/schema/index.ts';
import { seedContentRecords } from '#server/db/seed-content-records.ts';

const BOOK = {
  kind: 'book',
  title: 'The Quiet Years',
  summary: 'A book about hidden faithfulness.',
  link_url: 'https://books.example/quiet-years',
  link_label: 'Buy the book',
  on_resources_page: true,
};

let t: TestApp;
let cookie: string;
let cover: Image;
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const upload = async (alt_text: string, width = 1600, height = 2400) =>
  (
    (
      await postUpload(
        t,
        cookie,
        { alt_text },
        { bytes: await pngImage(width, height), name: 'cover.png', type: 'image/png' },
      )
    ).json() as { image: Image }
  ).image;

beforeAll(async () => {
  const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  t = await createTestApp({ clock });
  cookie = await signInAsStaff(t);
  await seedContentRecords(t.db, clock);
  cover = await upload('Cover of The Quiet Years: a lamp on a table');
}, 60_000);
afterAll(() => t?.close());

async function createBook(fields: object) {
  const created = await api('POST', '/api/admin/resources/', { ...BOOK, ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Resource>();
}

describe('a book on the image library', () => {
  it('takes a library cover instead of a cover file, and /resources receives it with its stored widths', async () => {
    const book = await createBook({ cover_image_id: cover.id, release_date: '2025-06-01' });
    expect(book).toMatchObject({ cover_image_id: cover.id, cover_src: null, published_label: 'June 2025' });
    const page = await t.app.services.contentRecords.publicResources('resources');
    const listed = page.books.find((candidate) => candidate.id === book.id)!;
    expect(listed.cover_image).toEqual({
      id: cover.id,
      width: 1600,
      height: 2400,
      widths: [320, 640, 1280, 1600],
      alt_text: 'Cover of The Quiet Years: a lamp on a table',
      decorative: false,
    });
  });

  it('refuses a cover that is not in the library, a book with no cover at all, and a date that does not exist', async () => {
    const unknown = await api('POST', '/api/admin/resources/', {
      ...BOOK,
      cover_image_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ cover_image_id: [M.coverImageInvalid] });
    const none = await api('POST', '/api/admin/resources/', BOOK);
    expect(none.json().fields.cover_src).toEqual([M.coverRequired]);
    const badDate = await api('POST', '/api/admin/resources/', {
      ...BOOK,
      cover_image_id: cover.id,
      release_date: '2025-02-30',
    });
    expect(badDate.json().fields).toEqual({ release_date: [M.releaseDateInvalid] });
  });

  it('lists more bookstores, from JSON or from the form’s lines, and refuses one without a name or https address', async () => {
    const book = await createBook({
      cover_image_id: cover.id,
      store_links:
        'Barnes & Noble | https://www.barnesandnoble.com/quiet\nBookshop | https://bookshop.org/quiet',
    });
    expect(book.store_links).toEqual([
      { label: 'Barnes & Noble', url: 'https://www.barnesandnoble.com/quiet' },
      { label: 'Bookshop', url: 'https://bookshop.org/quiet' },
    ]);
    const refused = await api('PATCH', `/api/admin/resources/${book.id}/`, {
      store_links: [{ label: 'Evil', url: 'javascript:alert(1)' }],
    });
    expect(refused.json().fields).toEqual({ store_links: [M.storeLinkInvalid] });
  });

  it('is the one featured book: featuring another unfeatures the first, and the home page receives it', async () => {
    const before = await t.app.services.contentRecords.featuredBooks();
    expect(before.book?.title).toBe('Whom Will God Glorify?');
    const book = await createBook({ title: 'Featured Now', cover_image_id: cover.id, is_featured: true });
    const list = (await api('GET', '/api/admin/resources/')).json<{ results: Resource[] }>().results;
    expect(list.filter((row) => row.is_featured).map((row) => row.id)).toEqual([book.id]);
    const home = await t.app.services.contentRecords.featuredBooks();
    expect(home.book).toMatchObject({ id: book.id, cover_image: { id: cover.id } });
    const download = await api(
      'PATCH',
      `/api/admin/resources/${list.find((r) => r.kind === 'download')!.id}/`,
      {
        is_featured: true,
      },
    );
    expect(download.json().fields).toEqual({ is_featured: [M.featuredOnlyBooks] });
  });
});

describe('a testimony’s photo', () => {
  it('is a library image its devotional page receives with its stored widths', async () => {
    const photo = await upload('Denise smiling', 800, 800);
    const created = await api('POST', '/api/admin/testimonies/', {
      quote: 'The readings met me every morning.',
      name: 'Denise R., Austin',
      page: '/devotional',
      photo_image_id: photo.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Testimony>().photo).toMatchObject({ id: photo.id, widths: [320, 640, 800] });
    const shown = await t.app.services.contentRecords.publicTestimonies('/devotional');
    expect(shown.find((row) => row.name === 'Denise R., Austin')?.photo).toMatchObject({
      id: photo.id,
      alt_text: 'Denise smiling',
    });
    const unknown = await api('POST', '/api/admin/testimonies/', {
      quote: 'x',
      name: 'y',
      page: '/devotional',
      photo_image_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().fields).toEqual({ photo_image_id: [M.photoImageInvalid] });
  });
});

describe('a picture in use', () => {
  const imageOf = async (id: string) =>
    (await api('GET', '/api/admin/images/'))
      .json<{ images: Image[] }>()
      .images.find((image) => image.id === id)!;

  it('by a book cannot be deleted; once the book has another cover it can', async () => {
    const own = await upload('Cover to replace');
    const book = await createBook({ cover_image_id: own.id });
    expect((await imageOf(own.id)).used_by).toBe(1);
    const refused = await api('DELETE', `/api/admin/images/${own.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(IMAGE_WORDS.inUse);
    await api('PATCH', `/api/admin/resources/${book.id}/`, { cover_image_id: cover.id });
    expect((await api('DELETE', `/api/admin/images/${own.id}/`)).statusCode).toBe(200);
  });

  it('by a staff-edited document (published or draft, at any depth) cannot be deleted', async () => {
    const founder = await upload('Portrait of Joshua');
    const draftOnly = await upload('Portrait of Esther');
    await t.db.insert(contentDocuments).values({
      key: 'founders-test',
      published: [{ name: 'Joshua', image: { imageId: founder.id } }],
      draft: [{ name: 'Esther', image: { imageId: draftOnly.id, alt: 'Esther' } }],
    });
    for (const image of [founder, draftOnly]) {
      expect((await imageOf(image.id)).used_by).toBe(1);
      expect((await api('DELETE', `/api/admin/images/${image.id}/`)).statusCode).toBe(409);
    }
  });
});
