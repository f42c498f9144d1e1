/**
 * Testimonies and resources over the real API and a real database: the seed from content/, staff
 * add, change, hide, reorder and delete, every validation rule that guards a public page (no
 * javascript: links), the public readers showing only visible items in staff order, and the guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import books from '#content/books.json' with { type: 'json' };
import devotionalWhom from '#content/devotional-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resourcesCopy from '#content/resources.json' with { type: 'json' };
import type { Resource, Testimony } from '#shared/content/records-contract.ts';
import { seedContentRecords } from '#server/db/seed-content-records.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

const BOOK = {
  kind: 'book',
  title: 'The Quiet Years',
  subtitle: 'Faithfulness when nobody is watching',
  author: 'Joshua Adeyemi',
  published_label: 'March 2027',
  summary: 'A book about hidden faithfulness.',
  link_url: 'https://books.example/quiet-years',
  link_label: 'Buy the book',
  cover_src: '/images/books/whom-will-god-glorify.svg',
  cover_alt: 'Cover of The Quiet Years',
  cover_width: 400,
  cover_height: 600,
  on_resources_page: true,
  on_press_page: false,
};

describe('testimonies and resources', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
  });
  afterAll(() => t.close());

  describe('the seed from content/', () => {
    it('fills testimonies, books and downloads once; a second run adds nothing', async () => {
      expect(await seedContentRecords(t.db, clock)).toEqual({
        testimonies: 1,
        resources: books.length + press.downloads.length + resourcesCopy.devotionals.length,
      });
      expect(await seedContentRecords(t.db, clock)).toEqual({ testimonies: 0, resources: 0 });
    });

    it('gives the public pages exactly what content/ held, in its order', async () => {
      const whom = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
      expect(whom.map(({ quote, name }) => ({ quote, name }))).toEqual([devotionalWhom.testimonial]);
      expect(await t.app.services.contentRecords.publicTestimonies('/devotional')).toEqual([]);

      const onResources = await t.app.services.contentRecords.publicResources('resources');
      expect(onResources.books.map((b) => [b.title, b.link_url, b.cover_src])).toEqual(
        books.map((b) => [b.title, b.purchaseUrl, b.cover.src]),
      );
      expect(onResources.books.map((b) => b.press_kit_href)).toEqual(['/press/whom-will-god-glorify', null]);
      expect(onResources.downloads.map((d) => [d.subtitle, d.title, d.link_url, d.link_label])).toEqual(
        resourcesCopy.devotionals.map((d) => [d.length, d.title, d.href, d.button]),
      );
      const onPress = await t.app.services.contentRecords.publicResources('press');
      expect(onPress.books).toHaveLength(books.length);
      expect(onPress.downloads.map((d) => [d.title, d.summary, d.link_url, d.link_label])).toEqual(
        press.downloads.map((d) => [d.title, d.text, d.href, d.button]),
      );
    });

    it('never overwrites what staff changed since', async () => {
      const { results } = (await api('GET', '/api/admin/testimonies/')).json<{ results: Testimony[] }>();
      const seeded = results[0]!;
      await api('PATCH', `/api/admin/testimonies/${seeded.id}/`, { quote: 'Edited by staff.' });
      await seedContentRecords(t.db, clock);
      const after = (await api('GET', '/api/admin/testimonies/')).json<{ results: Testimony[] }>();
      expect(after.results.find((row) => row.id === seeded.id)?.quote).toBe('Edited by staff.');
      await api('PATCH', `/api/admin/testimonies/${seeded.id}/`, { quote: devotionalWhom.testimonial.quote });
    });
  });

  describe('testimonies', () => {
    it('staff add one; it shows last on its page, and edits show at once', async () => {
      const created = await api('POST', '/api/admin/testimonies/', {
        quote: '  Day twelve changed how I pray.  ',
        name: 'Marcus T., Round Rock',
        page: '/devotional-whom',
      });
      expect(created.statusCode).toBe(201);
      const testimony = created.json<Testimony>();
      expect(testimony).toMatchObject({ quote: 'Day twelve changed how I pray.', visible: true });
      let shown = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
      expect(shown.map((row) => row.name)).toEqual([
        devotionalWhom.testimonial.name,
        'Marcus T., Round Rock',
      ]);

      const edited = await api('PATCH', `/api/admin/testimonies/${testimony.id}/`, { quote: 'New words.' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Testimony>()).toMatchObject({ quote: 'New words.', name: 'Marcus T., Round Rock' });
      shown = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
      expect(shown.at(-1)?.quote).toBe('New words.');

      // Reorder: up puts it first, and the page follows.
      const moved = await api('POST', `/api/admin/testimonies/${testimony.id}/move/`, { direction: 'up' });
      expect(moved.statusCode).toBe(200);
      shown = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
      expect(shown.map((row) => row.quote)).toEqual(['New words.', devotionalWhom.testimonial.quote]);
      // Moving the first one up again changes nothing.
      await api('POST', `/api/admin/testimonies/${testimony.id}/move/`, { direction: 'up' });
      shown = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
      expect(shown[0]?.quote).toBe('New words.');

      // Hidden: gone from the page at once, still listed for staff.
      await api('PATCH', `/api/admin/testimonies/${testimony.id}/`, { visible: false });
      shown = await t.app.services.contentRecords.publicTestimonies('/devotional-whom');
      expect(shown.map((row) => row.quote)).toEqual([devotionalWhom.testimonial.quote]);
      const all = (await api('GET', '/api/admin/testimonies/')).json<{ results: Testimony[] }>();
      expect(all.results.find((row) => row.id === testimony.id)?.visible).toBe(false);

      const deleted = await api('DELETE', `/api/admin/testimonies/${testimony.id}/`);
      expect(deleted.statusCode).toBe(204);
      expect((await api('DELETE', `/api/admin/testimonies/${testimony.id}/`)).statusCode).toBe(404);
      expect((await api('PATCH', `/api/admin/testimonies/not-a-uuid/`, { visible: true })).statusCode).toBe(
        404,
      );
    });

    it('refuses a testimony without words, a name or a known page, field by field', async () => {
      const response = await api('POST', '/api/admin/testimonies/', { quote: ' ', page: '/about' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Please correct the highlighted fields.',
        fields: {
          quote: ['Please enter the words of the testimony.'],
          name: ['Please enter who said it.'],
          page: ['Choose the devotional page it shows on.'],
        },
      });
      const patched = await api('PATCH', `/api/admin/testimonies/${(await firstTestimony()).id}/`, {
        name: '',
      });
      expect(patched.json().fields).toEqual({ name: ['Please enter who said it.'] });
      expect(
        (
          await api('POST', '/api/admin/testimonies/', {
            quote: 'x',
            name: 'y',
            page: '/devotional',
            extra: 1,
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  async function firstTestimony(): Promise<Testimony> {
    return (await api('GET', '/api/admin/testimonies/')).json<{ results: Testimony[] }>().results[0]!;
  }

  describe('resources', () => {
    it('staff add a book, hide it, show it, and delete it', async () => {
      const created = await api('POST', '/api/admin/resources/', BOOK);
      expect(created.statusCode).toBe(201);
      const book = created.json<Resource>();
      expect(book).toMatchObject({ ...BOOK, visible: true, is_new_release: false, press_kit_href: null });
      const titles = async (page: 'resources' | 'press') =>
        (await t.app.services.contentRecords.publicResources(page)).books.map((b) => b.title);
      expect((await titles('resources')).at(-1)).toBe('The Quiet Years');
      expect(await titles('press')).not.toContain('The Quiet Years');

      await api('PATCH', `/api/admin/resources/${book.id}/`, { visible: false });
      expect(await titles('resources')).not.toContain('The Quiet Years');
      await api('PATCH', `/api/admin/resources/${book.id}/`, { visible: true, on_press_page: true });
      expect(await titles('press')).toContain('The Quiet Years');

      expect((await api('DELETE', `/api/admin/resources/${book.id}/`)).statusCode).toBe(204);
      expect(await titles('resources')).not.toContain('The Quiet Years');
    });

    it('reorders downloads among downloads, and /press follows', async () => {
      const hrefs = async () =>
        (await t.app.services.contentRecords.publicResources('press')).downloads.map((d) => d.link_url);
      const before = await hrefs();
      const { results } = (await api('GET', '/api/admin/resources/')).json<{ results: Resource[] }>();
      const last = results.filter((r) => r.kind === 'download' && r.on_press_page).at(-1)!;
      const moved = await api('POST', `/api/admin/resources/${last.id}/move/`, { direction: 'up' });
      expect(moved.statusCode).toBe(200);
      const after = await hrefs();
      expect(after).toEqual([...before.slice(0, -2), before.at(-1), before.at(-2)]);
      // The order is kept: numbered 1..n among the downloads, books untouched.
      const list = moved.json<{ results: Resource[] }>().results;
      expect(list.filter((r) => r.kind === 'download').map((r) => r.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
      await api('POST', `/api/admin/resources/${last.id}/move/`, { direction: 'down' });
      expect(await hrefs()).toEqual(before);
      expect(
        (await api('POST', `/api/admin/resources/${last.id}/move/`, { direction: 'left' })).statusCode,
      ).toBe(400);
    });

    it('refuses links that are not http(s) or site paths, and says what each field needs', async () => {
      const response = await api('POST', '/api/admin/resources/', {
        ...BOOK,
        title: '',
        summary: '',
        link_url: 'javascript:alert(1)',
        cover_src: '//evil.example/cover.png',
        cover_width: 'wide',
        devotional_href: 'data:text/html,hi',
        on_resources_page: false,
        on_press_page: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        title: ['Please enter a title.'],
        summary: ['Please enter the text shown under the title.'],
        link_url: ['Use a web address starting with https:// or a site path starting with /.'],
        cover_src: ['Use a web address starting with https:// or a site path starting with /.'],
        cover_width: ['Enter the size in pixels (a whole number from 1 to 10000).'],
        devotional_href: ['Use a web address starting with https:// or a site path starting with /.'],
        devotional_label: ['Please enter the text of the devotional link.'],
        on_resources_page: ['Choose at least one page: Resources or Press.'],
      });
      const book = await api('POST', '/api/admin/resources/', { ...BOOK, cover_src: '', cover_alt: '' });
      expect(book.json().fields).toEqual({ cover_src: ['A book needs a cover image.'] });
      const download = await api('POST', '/api/admin/resources/', {
        kind: 'download',
        title: 'Sermon notes',
        summary: 'Notes',
        link_url: '/press/notes.pdf',
        link_label: '',
        devotional_href: '/devotional',
      });
      expect(download.json().fields).toEqual({
        link_label: ['Please enter the button label.'],
        devotional_label: ['Please enter the text of the devotional link.'],
      });
      const { results } = (await api('GET', '/api/admin/resources/')).json<{ results: Resource[] }>();
      const patched = await api('PATCH', `/api/admin/resources/${results[0]!.id}/`, {
        link_url: 'JavaScript:void(0)',
      });
      expect(patched.statusCode).toBe(400);
      expect(results.some((r) => r.title === 'Sermon notes')).toBe(false);
    });
  });

  it('answers 401 without a session, and 403 for a write from another site', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/testimonies/'],
      ['POST', '/api/admin/testimonies/'],
      ['GET', '/api/admin/resources/'],
      ['PATCH', '/api/admin/resources/00000000-0000-0000-0000-000000000000/'],
      ['POST', '/api/admin/resources/00000000-0000-0000-0000-000000000000/move/'],
    ] as const) {
      const response = await t.request({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    }
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/admin/testimonies/',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { quote: 'x', name: 'y', page: '/devotional' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
