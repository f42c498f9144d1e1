/**
 * The resource form checks itself with the shared schema the server enforces (same messages), sends
 * a cleared field as blank (an edit is a PATCH, which keeps what it is not sent), and puts the
 * server's answers where staff look. Saving against the real API is in the browser journey.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_RECORD_WORDS, type Resource } from '#shared/content/records-rules.ts';
import {
  emptyResource,
  ResourceForm,
  valuesFromResource,
} from '#client/features/admin/content/ResourceForm.tsx';
import { FIX_FIELDS } from '#client/features/admin/content/use-record-form.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const book: Resource = {
  id: 'b1',
  kind: 'book',
  title: 'Fulfill Your Days',
  subtitle: 'A study of Psalm 90',
  author: 'A. Writer',
  published_label: 'January 2025',
  summary: 'Numbering our days.',
  link_url: 'https://books.example.org/fulfill',
  link_label: 'Buy the book',
  title_es: null,
  subtitle_es: null,
  summary_es: null,
  link_label_es: null,
  cover_src: '/images/books/fulfill.svg',
  cover_alt: 'The cover',
  cover_width: 400,
  cover_height: 600,
  cover_image_id: null,
  cover_image: null,
  release_date: null,
  store_links: [],
  share_image_src: null,
  is_new_release: true,
  is_featured: false,
  devotional_href: null,
  devotional_label: null,
  press_kit_href: null,
  on_resources_page: true,
  on_press_page: false,
  sort_order: 1,
  visible: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderForm(props: Partial<React.ComponentProps<typeof ResourceForm>> = {}) {
  const onSaved = vi.fn();
  const element = (
    <ResourceForm
      resourceId={null}
      initial={emptyResource('download')}
      onSaved={onSaved}
      onCancel={() => {}}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/admin/resources', element }], {
    initialEntries: ['/admin/resources'],
  });
  render(<RouterProvider router={router} />);
  return { onSaved };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const sentBody = (fetchStub: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchStub.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>;

describe('ResourceForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a bad link with the shared schema’s message on the field, focused, and sends nothing', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderForm();
    type(/^Title/, 'Sermon notes');
    type(/^Text/, 'Notes from the last gathering.');
    type(/^Link \(file or page\)/, 'javascript:alert(1)');
    type(/^Button label/, 'Download notes');
    fireEvent.click(screen.getByRole('button', { name: 'Add download' }));

    const link = field(/^Link \(file or page\)/);
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(description(link)).toContain(CONTENT_RECORD_WORDS.linkInvalid);
    expect(screen.getByRole('alert').textContent).toBe(FIX_FIELDS);
    expect(fetchStub).not.toHaveBeenCalled();

    // Editing the field clears its message.
    type(/^Link \(file or page\)/, '/press/notes.pdf');
    expect(link.getAttribute('aria-invalid')).toBeNull();
  });

  it('lists every field to fix, in screen order, and focuses the first', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm({ initial: emptyResource('book') });
    fireEvent.click(screen.getByRole('button', { name: 'Add book' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Title/)));
    const summary = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(Array.from(summary.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      `Title: ${CONTENT_RECORD_WORDS.titleRequired}`,
      `Summary: ${CONTENT_RECORD_WORDS.summaryRequired}`,
      `Bookstore link: ${CONTENT_RECORD_WORDS.linkRequired}`,
      `Cover image: ${CONTENT_RECORD_WORDS.coverRequired}`,
    ]);
  });

  it('PATCHes an edit with cleared fields sent blank, and hands back the saved record', async () => {
    const fetchStub = vi.fn(async () => json(200, { ...book, subtitle: null }));
    vi.stubGlobal('fetch', fetchStub);
    const { onSaved } = renderForm({ resourceId: 'b1', initial: valuesFromResource(book) });
    type(/^Subtitle/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...book, subtitle: null }));
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/admin/resources/b1/',
      expect.objectContaining({ method: 'PATCH' }),
    );
    expect(sentBody(fetchStub)).toMatchObject({
      kind: 'book',
      title: book.title,
      subtitle: '',
      cover_width: '400',
      is_new_release: true,
      on_press_page: false,
    });
  });

  it('sends the Spanish words staff type beside the English, and a cleared one blank', async () => {
    const spanish = { ...book, title_es: 'Cumpla sus días', summary_es: 'Contar nuestros días.' };
    const fetchStub = vi.fn(async () => json(200, spanish));
    vi.stubGlobal('fetch', fetchStub);
    const { onSaved } = renderForm({
      resourceId: 'b1',
      initial: valuesFromResource({ ...book, link_label_es: 'Compre el libro' }),
    });
    type(/^Spanish title/, 'Cumpla sus días');
    type(/^Spanish summary/, 'Contar nuestros días.');
    type(/^Spanish button label/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(spanish));
    expect(sentBody(fetchStub)).toMatchObject({
      title: book.title,
      title_es: 'Cumpla sus días',
      summary_es: 'Contar nuestros días.',
      subtitle_es: '',
      link_label_es: '',
    });
  });

  it('clears a book’s own fields when it becomes a download', async () => {
    const fetchStub = vi.fn(async () => json(200, { ...book, kind: 'download' }));
    vi.stubGlobal('fetch', fetchStub);
    renderForm({ resourceId: 'b1', initial: valuesFromResource(book) });
    fireEvent.change(field(/^Kind/), { target: { value: 'download' } });
    expect(screen.queryByLabelText(/^Author/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    expect(sentBody(fetchStub)).toMatchObject({
      kind: 'download',
      author: '',
      published_label: '',
      is_new_release: false,
    });
  });

  it('puts the server’s field messages under their fields, and says when the record is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'Invalid', fields: { link_label: ['This is too long.'] } })),
    );
    renderForm({ resourceId: 'b1', initial: valuesFromResource(book) });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const label = field(/^Button label/);
    await waitFor(() => expect(document.activeElement).toBe(label));
    expect(description(label)).toContain('This is too long.');
    expect(screen.getByRole('alert').textContent).toBe(FIX_FIELDS);
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: 'Not found' })),
    );
    renderForm({ resourceId: 'b1', initial: valuesFromResource(book) });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CONTENT_RECORD_WORDS.notFound));
  });
});
