/**
 * The private manage page's forms (docs/product.md#managing-an-rsvp): with JavaScript the change goes
 * to the API as its body (no `intent`), the answer updates in place, a refusal is said above the
 * fields, and a cancel shows its message; the answers of posts made without JavaScript show the same.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedRsvp } from '#shared/events/contract.ts';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import { EVENT_WORDS, RSVP_MANAGE_WORDS } from '#shared/events/words.ts';
import { ManageRsvp } from '#client/features/events/ManageRsvp.tsx';

beforeAll(async () => {
  await import('#shared/events/rsvp-form-contract.ts');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'A'.repeat(43);
const rsvp = (overrides: Partial<ManagedRsvp> = {}): ManagedRsvp => ({
  event: buildEventJson({ title: 'Night of Worship' }),
  name: 'Ruth Nguyen',
  attending: true,
  guests: 2,
  can_change: true,
  can_cancel: true,
  ...overrides,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const guests = () => screen.getByLabelText(/Number of people/) as HTMLSelectElement;

describe('the manage page', () => {
  it('shows the join link of an online event to the person who registered', () => {
    const online = buildEventJson({ is_online: true, online_url: 'https://meet.example/room' });
    render(<ManageRsvp token={TOKEN} initialRsvp={rsvp({ event: online })} />);
    const link = screen.getByRole('link', { name: /meet\.example\/room/ });
    expect(link.getAttribute('href')).toBe('https://meet.example/room');
  });

  it('sends a change as the API body, and shows the saved answer in place', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { message: 'Saved. You are attending with 3 people.', rsvp: rsvp({ guests: 3 }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ManageRsvp token={TOKEN} initialRsvp={rsvp()} />);
    expect(screen.getByText('attending, 2 people')).toBeTruthy();
    expect(guests().value).toBe('2');

    fireEvent.change(guests(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/events/rsvp/?token=${TOKEN}`);
    expect(init.method).toBe('PUT');
    // The page's language goes along, for the answer's words.
    expect(JSON.parse(String(init.body))).toEqual({ attending: true, guests: 3, locale: 'en' });
    expect(screen.getByText('Saved. You are attending with 3 people.')).toBeTruthy();
    expect(screen.getByText('attending, 3 people')).toBeTruthy();
  });

  it('says a refusal above the fields and keeps the answer', async () => {
    vi.stubGlobal('fetch', async () => json(409, { error: EVENT_WORDS.eventFull }));
    render(<ManageRsvp token={TOKEN} initialRsvp={rsvp({ attending: false })} />);
    fireEvent.click(screen.getByLabelText('Yes, I will attend'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(EVENT_WORDS.eventFull);
    expect(screen.getByText('not attending')).toBeTruthy();
  });

  it('cancels with DELETE and shows the message with a way back to the event', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        message: RSVP_MANAGE_WORDS.cancelled,
        event: buildEventJson({ id: 4, title: 'Night' }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ManageRsvp token={TOKEN} initialRsvp={rsvp()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my RSVP' }));
    await settle();
    await settle();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
    expect(screen.getByText(RSVP_MANAGE_WORDS.cancelled)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Night' }).getAttribute('href')).toBe('/events/4');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    // The button that had focus is gone: the message takes it.
    expect(document.activeElement?.textContent).toContain(RSVP_MANAGE_WORDS.cancelled);
  });

  it('shows the answer to a post made without JavaScript on the form it was for, with the typed values', () => {
    render(
      <ManageRsvp
        token={TOKEN}
        initialRsvp={rsvp()}
        answer={{
          intent: 'change',
          outcome: {
            ok: false,
            message:
              'Sorry, only 1 more spot is left, so your party can be at most 3 people. Please choose fewer.',
            fields: {},
            values: { intent: 'change', attending: 'yes', guests: '5' },
          },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('your party can be at most 3 people');
    expect(guests().value).toBe('5');
    const forms = document.querySelectorAll('form');
    // The page's own clean URL: the token waits in its cookie (docs/product.md#private-links).
    expect([...forms].map((form) => form.getAttribute('action'))).toEqual([
      '/events/rsvp#form-answer',
      '/events/rsvp#form-answer',
    ]);
  });

  it('offers no change once the event has taken place, and no cancel', () => {
    render(
      <ManageRsvp
        token={TOKEN}
        initialRsvp={rsvp({ can_change: false, can_cancel: false, event: buildEventJson({ is_past: true }) })}
      />,
    );
    expect(screen.getByText(RSVP_MANAGE_WORDS.closedPast)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
