/**
 * The Spanish words of testimonies and books (docs/product.md#languages): seeded from content/es/,
 * written by staff beside the English, cleared when left blank, and given to the public pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import devotionalWhomEs from '#content/es/devotional-whom.json' with { type: 'json' };
import pressEs from '#content/es/press.json' with { type: 'json' };
import booksEs from '#content/es/books.json' with { type: 'json' };
import type { Resource, Testimony } from '#shared/content/records-contract.ts';
import { seedContentRecords } from '#server/db/seed-content-records.ts';

const BOOK = {
  kind: 'book',
  title: 'The Quiet Years',
  summary: 'A book about hidden faithfulness.',
  link_url: 'https://books.example/quiet-years',
  link_label: 'Buy the book',
  cover_src: '/images/books/whom-will-god-glorify.svg',
  cover_alt: 'Cover of The Quiet Years',
  cover_width: 400,
  cover_height: 600,
};

describe('testimonies and books in Spanish', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
    await seedContentRecords(t.db, clock);
  });
  afterAll(() => t.close());

  it('seeds the demo records’ Spanish words; the books keep their English names', async () => {
    const [testimony] = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
    expect(testimony?.quote_es).toBe(devotionalWhomEs.testimonial.quote);
    const press = await t.app.services.contentRecords.publicResources('press');
    expect(press.downloads.map((d) => [d.title_es, d.summary_es, d.link_label_es])).toEqual(
      pressEs.downloads.map((d) => [d.title, d.text, d.button]),
    );
    expect(press.books.map((b) => [b.title_es, b.summary_es])).toEqual(booksEs.map((b) => [null, b.summary]));
    expect(press.books[0]?.link_label_es).toBe('Compre el libro');
  });

  it('saves the Spanish staff write beside the English, and clears a Spanish field left blank', async () => {
    const created = await api('POST', '/api/admin/testimonies/', {
      quote: 'Day twelve changed how I pray.',
      quote_es: '  El día doce cambió mi manera de orar.  ',
      name: 'Marcus T., Round Rock',
      page: '/devotional',
    });
    expect(created.statusCode).toBe(201);
    const testimony = created.json<Testimony>();
    expect(testimony.quote_es).toBe('El día doce cambió mi manera de orar.');
    const shown = await t.app.services.contentRecords.publicTestimonies('/devotional');
    expect(shown.map((row) => row.quote_es)).toEqual(['El día doce cambió mi manera de orar.']);
    const cleared = await api('PATCH', `/api/admin/testimonies/${testimony.id}/`, { quote_es: ' ' });
    expect(cleared.json<Testimony>().quote_es).toBeNull();

    const book = (
      await api('POST', '/api/admin/resources/', {
        ...BOOK,
        title_es: 'Los años callados',
        summary_es: 'Un libro sobre la fidelidad escondida.',
        link_label_es: 'Compre el libro',
      })
    ).json<Resource>();
    expect(book).toMatchObject({
      title_es: 'Los años callados',
      subtitle_es: null,
      summary_es: 'Un libro sobre la fidelidad escondida.',
      link_label_es: 'Compre el libro',
    });
    const edited = await api('PATCH', `/api/admin/resources/${book.id}/`, {
      subtitle_es: 'Fidelidad cuando nadie mira',
      title_es: '',
    });
    expect(edited.json<Resource>()).toMatchObject({
      title: 'The Quiet Years',
      title_es: null,
      subtitle_es: 'Fidelidad cuando nadie mira',
    });
    const tooLong = await api('PATCH', `/api/admin/resources/${book.id}/`, { title_es: 'x'.repeat(201) });
    expect(tooLong.json().fields).toEqual({ title_es: ['This is too long.'] });
  });
});
