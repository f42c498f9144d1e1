/**
 * The event form's answers to failures the real API cannot be made to give on demand (a server
 * error, an ended session), and its check in the browser with the API's own schema; saving against
 * the real API is in the browser journey.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_WORDS } from '#shared/events/contract.ts';
import { EMPTY_EVENT } from '#client/features/admin/events/event-form-values.ts';
import { EventForm, SAVE_FAILED } from '#client/features/admin/events/EventForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const filled = { ...EMPTY_EVENT, title: 'T', date: '2030-06-14T19:00', location: 'L', description: 'D' };

function renderForm(onSaved = vi.fn(), initial = filled) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/events',
        element: <EventForm eventId={7} initial={initial} onSaved={onSaved} onCancel={() => {}} />,
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

  it('PUTs the event and shows the failure message when the save fails on the server', async () => {
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

  it('sends whether the join link is public, as the box says', async () => {
    const fetchStub = vi.fn(async () => json(200, { ...filled, id: 7 }));
    vi.stubGlobal('fetch', fetchStub);
    renderForm(vi.fn(), { ...filled, is_online: true, online_url: 'https://meet.example.org/x' });
    const box = screen.getByRole('checkbox', { name: 'Show the join link on the event page' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ is_online: true, online_link_public: true });
  });

  it('sends the Spanish title, subtitle and description staff typed, beside the English ones', async () => {
    const fetchStub = vi.fn(async () => json(200, { ...filled, id: 7 }));
    vi.stubGlobal('fetch', fetchStub);
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Title \(Spanish\)/), {
      target: { value: 'Noche de adoración' },
    });
    fireEvent.change(screen.getByLabelText(/^Subtitle \(Spanish\)/), { target: { value: 'Juntos' } });
    fireEvent.change(screen.getByLabelText(/^Description \(Spanish\)/), {
      target: { value: 'Una noche para adorar.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      title: 'T',
      title_es: 'Noche de adoración',
      subtitle_es: 'Juntos',
      description: 'D',
      description_es: 'Una noche para adorar.',
    });
  });

  it('starts from the Spanish words the event has', () => {
    renderForm(vi.fn(), { ...filled, title_es: 'Noche de adoración', description_es: 'Una noche.' });
    expect((screen.getByLabelText(/^Title \(Spanish\)/) as HTMLInputElement).value).toBe(
      'Noche de adoración',
    );
    expect((screen.getByLabelText(/^Description \(Spanish\)/) as HTMLTextAreaElement).value).toBe(
      'Una noche.',
    );
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

  it('shows the shared schema’s message under the right field, with focus on it, and sends nothing', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderForm(vi.fn(), {
      ...filled,
      end_date: '2030-06-14T18:00',
      location_map_url: 'maps/church',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const ends = screen.getByLabelText(/^Ends/);
    await waitFor(() => expect(document.activeElement).toBe(ends));
    expect(ends.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(describedBy(ends)).toBe(`Central Time. ${EVENT_WORDS.endDateBeforeStart}`);
    const map = screen.getByLabelText(/^Map link/);
    expect(map.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(map)).toContain(EVENT_WORDS.urlInvalid);
    expect(screen.getByLabelText(/^Title(?! \(Spanish\))/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(fetchStub).not.toHaveBeenCalled();

    // Editing a field clears its message; the other stays until it is fixed.
    fireEvent.change(ends, { target: { value: '2030-06-14T21:00' } });
    expect(ends.getAttribute('aria-invalid')).toBeNull();
    expect(map.getAttribute('aria-invalid')).toBe('true');
  });
});
