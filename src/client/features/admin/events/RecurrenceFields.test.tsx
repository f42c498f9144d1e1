/**
 * A new event that repeats: the form says the rule in words and lists the next dates before saving,
 * then sends the series (with its plain-language rule) to the staff series API; without "Repeats" it
 * is still a single event. Saving against the real API is in events.series.test.ts.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_EVENT } from '#client/features/admin/events/event-form-values.ts';
import { EventForm } from '#client/features/admin/events/EventForm.tsx';
import { NO_REPEAT } from '#client/features/admin/events/series-form.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const filled = {
  ...EMPTY_EVENT,
  title: 'Undivided Hearts Gathering',
  date: '2026-11-28T19:00',
  end_date: '2026-11-28T21:30',
  location: 'Ministry Center',
  description: 'Worship.',
};

function renderForm(onSaved = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/events',
        element: (
          <EventForm
            eventId={null}
            initial={filled}
            recurrence={NO_REPEAT}
            onSaved={onSaved}
            onCancel={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/admin/events'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a repeating event in the event form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "second and last Saturday" in words and its next dates, then creates the series', async () => {
    const fetchStub = vi.fn(async () => json(201, { title: 'Undivided Hearts Gathering' }));
    vi.stubGlobal('fetch', fetchStub);
    const onSaved = vi.fn();
    renderForm(onSaved);

    const repeats = screen.getByRole('group', { name: 'Repeats' });
    fireEvent.click(
      within(repeats).getByLabelText('Every month on a weekday (the second and last Saturday)'),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Which weeks of the month' })).getByLabelText('Second'),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Which weeks of the month' })).getByLabelText('Last'),
    );
    fireEvent.click(within(screen.getByRole('group', { name: 'On which day' })).getByLabelText('Saturday'));

    await waitFor(() =>
      expect(screen.getByText('Every month on the second and last Saturday at 7:00 PM')).toBeTruthy(),
    );
    const next = within(screen.getByRole('list', { name: 'Next dates' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(next).toEqual([
      'Saturday, November 28, 2026, 7:00 PM',
      'Saturday, December 12, 2026, 7:00 PM',
      'Saturday, December 26, 2026, 7:00 PM',
      'Saturday, January 9, 2027, 7:00 PM',
      'Saturday, January 30, 2027, 7:00 PM',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/event-series/');
    expect(JSON.parse(init.body as string)).toMatchObject({
      repeat: 'monthly_weekday',
      positions: ['2', '-1'],
      weekdays: ['SA'],
      ends: 'never',
      date: '2026-11-28T19:00',
    });
  });

  it('asks for the days of a weekly rule and sends nothing', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderForm();
    fireEvent.click(screen.getByLabelText('Every week, or every few weeks, on chosen days'));
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.getAllByText('Choose at least one day.').length).toBeGreaterThan(0));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('is a single event when it does not repeat', async () => {
    const fetchStub = vi.fn(async () => json(201, { title: 'Undivided Hearts Gathering' }));
    vi.stubGlobal('fetch', fetchStub);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events/');
    expect(JSON.parse(init.body as string)).not.toHaveProperty('weekdays');
  });
});
