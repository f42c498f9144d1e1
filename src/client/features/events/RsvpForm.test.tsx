import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '#shared/events-messages.ts';
import { RsvpForm } from './RsvpForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = { id: 11, title: 'Prayer Training' };

function renderForm() {
  const onConfirmed = vi.fn();
  render(<RsvpForm event={event} onConfirmed={onConfirmed} />);
  const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
  return { onConfirmed, field, submit: () => screen.getByRole('button', { name: /Submit/ }) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RSVP form', () => {
  it('checks name and email with the spec messages before sending, and clears an error when its field is edited', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { field, submit } = renderForm();
    expect((field(/Number of guests/) as unknown as HTMLSelectElement).value).toBe('1');
    expect((field(/Number of guests/) as unknown as HTMLSelectElement).options).toHaveLength(10);

    fireEvent.click(submit());
    expect(screen.getByText(EVENT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.emailRequired)).toBeTruthy();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field(/^Name/), { target: { value: 'Ruth' } });
    expect(screen.queryByText(EVENT_MESSAGES.nameRequired)).toBeNull();
    expect(screen.getByText(EVENT_MESSAGES.emailRequired)).toBeTruthy();

    fireEvent.change(field(/^Email/), { target: { value: 'ruth@' } });
    fireEvent.click(submit());
    expect(screen.getByText(EVENT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the RSVP, shows Submitting... while it waits, then the thanks and Submit Another RSVP', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { field, submit, onConfirmed } = renderForm();
    fireEvent.change(field(/^Name/), { target: { value: 'Ruth Nguyen' } });
    fireEvent.change(field(/^Email/), { target: { value: ' ruth@example.org ' } });
    fireEvent.change(field(/Number of guests/), { target: { value: '3' } });
    fireEvent.click(submit());

    expect(submit().textContent).toBe('Submitting...');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events/11/rsvp/');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Ruth Nguyen',
      email: 'ruth@example.org',
      guests: 3,
      attending: true,
      website: '',
    });

    const updated = { id: 11, rsvp_count: 9, spots_remaining: 11 };
    await act(async () => {
      answer(json(201, { message: 'Thank you, Ruth! Your RSVP for 3 guests is confirmed.', event: updated }));
    });
    expect(screen.getByText('Thank you, Ruth! Your RSVP for 3 guests is confirmed.')).toBeTruthy();
    expect(onConfirmed).toHaveBeenCalledWith(updated);

    fireEvent.click(screen.getByRole('button', { name: 'Submit Another RSVP' }));
    expect(field(/^Name/).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit RSVP' })).toBeTruthy();
  });

  it("shows the server's error above the form, or the spec's fallback when there is none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: EVENT_MESSAGES.eventFull })),
    );
    const { field, submit } = renderForm();
    fireEvent.change(field(/^Name/), { target: { value: 'Ann' } });
    fireEvent.change(field(/^Email/), { target: { value: 'ann@example.org' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe(EVENT_MESSAGES.eventFull);
    expect(field(/^Name/).value).toBe('Ann');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe('Failed to submit your RSVP. Please try again later.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: 'Please correct the highlighted fields.',
          fields: { guests: ['No more than 10 guests per RSVP'] },
        }),
      ),
    );
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('No more than 10 guests per RSVP')).toBeTruthy();
  });
});
