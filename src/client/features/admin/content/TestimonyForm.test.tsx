/**
 * The testimony form sends the Spanish quote staff type beside the English one, and a cleared one
 * blank (which the server stores as none: the Spanish page then shows the English quote).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimony } from '#shared/content/records-rules.ts';
import { TestimonyForm, valuesFromTestimony } from '#client/features/admin/content/TestimonyForm.tsx';

const testimony: Testimony = {
  id: 't1',
  quote: 'Day three found me.',
  quote_es: null,
  name: 'Ruth M., Austin',
  page: '/devotional-whom',
  photo_image_id: null,
  photo: null,
  sort_order: 1,
  visible: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(initial: Testimony) {
  const onSaved = vi.fn();
  const element = (
    <TestimonyForm
      testimonyId={initial.id}
      initial={valuesFromTestimony(initial)}
      onSaved={onSaved}
      onCancel={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/admin/testimonies', element }], {
    initialEntries: ['/admin/testimonies'],
  });
  render(<RouterProvider router={router} />);
  return { onSaved };
}

const sentBody = (fetchStub: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchStub.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>;

describe('TestimonyForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the Spanish quote beside the English one', async () => {
    const saved = { ...testimony, quote_es: 'El tercer día me encontró.' };
    const fetchStub = vi.fn(async () => json(200, saved));
    vi.stubGlobal('fetch', fetchStub);
    const { onSaved } = renderForm(testimony);
    fireEvent.change(screen.getByLabelText(/^Spanish quote/), {
      target: { value: 'El tercer día me encontró.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sentBody(fetchStub)).toMatchObject({
      quote: 'Day three found me.',
      quote_es: 'El tercer día me encontró.',
    });
  });

  it('sends a cleared Spanish quote blank', async () => {
    const fetchStub = vi.fn(async () => json(200, testimony));
    vi.stubGlobal('fetch', fetchStub);
    renderForm({ ...testimony, quote_es: 'El tercer día me encontró.' });
    fireEvent.change(screen.getByLabelText(/^Spanish quote/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    expect(sentBody(fetchStub)).toMatchObject({ quote_es: '' });
  });
});
