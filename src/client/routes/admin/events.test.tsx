/**
 * The admin events screen's messages for failures the real API cannot be made to give on
 * demand (it is up in the journeys): the list and a delete failing on the server; and a new
 * event's starting place, which the route's loader reads from the site settings.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminEvents, { DELETE_FAILED } from '#client/routes/admin/events.tsx';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import { site } from '#shared/site/settings.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const anEvent = buildEventJson({ title: 'Prayer Night' });

function renderScreen(meetingPlace = site.meetingPlace) {
  const router = createMemoryRouter(
    [{ path: '/admin/events', element: <AdminEvents />, loader: () => ({ meetingPlace }) }],
    { initialEntries: ['/admin/events'] },
  );
  render(<RouterProvider router={router} />);
}

describe('admin events screen failures', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the events could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'boom' })),
    );
    renderScreen();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Failed to load events. Please try again later.',
      ),
    );
  });

  it('says a delete failed and keeps the event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'DELETE' ? json(500, { error: 'boom' }) : json(200, [anEvent]),
      ),
    );
    renderScreen();
    fireEvent.click(
      await screen.findByRole('button', { name: /^Delete\s*Prayer Night$/ }, { timeout: 3000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Confirm delete/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(DELETE_FAILED));
    expect(DELETE_FAILED).toBe('Failed to delete event. Please try again later.');
    expect(screen.getByRole('rowheader').textContent).toBe('Prayer Night');
  });

  it('starts a new event at the main meeting place as the settings have it now', async () => {
    // jsdom has <dialog> without its modal methods.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, [anEvent])),
    );
    renderScreen({
      ...site.meetingPlace,
      name: 'Chestnut Hall',
      address: '2300 Chestnut Ave',
      mapUrl: 'https://maps.example/chestnut',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }, { timeout: 3000 }));
    expect((screen.getByLabelText(/^Location/) as HTMLInputElement).value).toBe('Chestnut Hall');
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('2300 Chestnut Ave');
    expect((screen.getByLabelText(/^Map link/) as HTMLInputElement).value).toBe(
      'https://maps.example/chestnut',
    );
  });
});
