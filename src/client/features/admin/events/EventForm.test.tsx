/**
 * The event form's answers to failures the real API cannot be made to give on demand (a server
 * error, an ended session); validation and saving against the real API are in the browser journey.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_EVENT } from './event-form-values.ts';
import { EventForm, SAVE_FAILED } from './EventForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const filled = { ...EMPTY_EVENT, title: 'T', date: '2030-06-14T19:00', location: 'L', description: 'D' };

function renderForm(onSaved = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/events',
        element: <EventForm eventId={7} initial={filled} onSaved={onSaved} onCancel={() => {}} />,
      },
      { path: '/admin/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/admin/events?filter=past'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('EventForm failures', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('PUTs the event and shows the spec 8 message when the save fails on the server', async () => {
    const fetchStub = vi.fn(async () => json(500, { error: 'Something went wrong on our side.' }));
    vi.stubGlobal('fetch', fetchStub);
    const onSaved = vi.fn();
    renderForm(onSaved);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED));
    expect(SAVE_FAILED).toBe('Failed to save event. Please try again later.');
    expect(fetchStub).toHaveBeenCalledWith('/api/events/7/', expect.objectContaining({ method: 'PUT' }));
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the server’s field messages under their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'x', fields: { location: ['Location is required'] } })),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('Location is required')).toBeTruthy());
    expect(screen.getByLabelText(/^Location/).getAttribute('aria-invalid')).toBe('true');
  });

  it('returns to sign-in, remembering the page, when the session has ended (401)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Please sign in to continue.' })),
    );
    const router = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fevents%3Ffilter%3Dpast');
  });
});
