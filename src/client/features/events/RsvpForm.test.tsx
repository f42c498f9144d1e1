import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_WORDS } from '#shared/events/words.ts';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { RsvpForm } from '#client/features/events/RsvpForm.tsx';

// The schema the form loads on first use, loaded once here so a test's clock decides the timing.
beforeAll(async () => {
  await import('#shared/events/rsvp-form-contract.ts');
});

// The hold of an early submit is timed with setTimeout and performance.now; the test moves both.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const event = { id: 11, title: 'Prayer Training' };

function renderForm(initial?: Parameters<typeof RsvpForm>[0]['initial']) {
  const onConfirmed = vi.fn();
  render(<RsvpForm event={event} onConfirmed={onConfirmed} initial={initial} />);
  return { onConfirmed, submit: () => screen.getByRole('button', { name: /Submit/ }) };
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

/** Lets the lazily loaded schema and the answers settle, and moves the clock by `ms`. */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RSVP form', () => {
  it('checks name and email with their messages before sending, and clears an error when its field is edited', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { submit } = renderForm();
    // The question counts the person answering, so "1" is just them.
    const party = screen.getByLabelText('How many people are coming, including you?', { exact: false });
    expect((party as HTMLSelectElement).value).toBe('1');
    expect((party as HTMLSelectElement).options).toHaveLength(10);
    expect((screen.getByLabelText('Yes, I will attend') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(submit());
    await settle();
    expect(screen.getByText(EVENT_WORDS.nameRequired)).toBeTruthy();
    expect(screen.getByText(EVENT_WORDS.emailRequired)).toBeTruthy();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).getAttribute('aria-describedby')).toContain('name-error');
    expect(document.activeElement).toBe(field(/^Name/));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field(/^Name/), { target: { value: 'Ruth' } });
    expect(screen.queryByText(EVENT_WORDS.nameRequired)).toBeNull();
    expect(screen.getByText(EVENT_WORDS.emailRequired)).toBeTruthy();

    fireEvent.change(field(/^Email/), { target: { value: 'ruth@' } });
    fireEvent.click(submit());
    await settle();
    expect(screen.getByText(EVENT_WORDS.emailInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Email/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds a quick submit as Submitting... until the minimum fill time, then sends it: never refused for being quick', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { submit, onConfirmed } = renderForm();
    fireEvent.change(field(/^Name/), { target: { value: 'Ruth Nguyen' } });
    fireEvent.change(field(/^Email/), { target: { value: 'ruth@example.org' } });
    fireEvent.change(field(/How many people are coming/), { target: { value: '3' } });
    fireEvent.click(submit());
    await settle();

    expect(submit().textContent).toBe('Submitting...');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(MIN_FILL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
      answer(json(201, { message: 'Thank you, Ruth! Your RSVP for 3 people is confirmed.', event: updated }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you, Ruth! Your RSVP for 3 people is confirmed.',
    );
    expect(onConfirmed).toHaveBeenCalledWith(updated);

    fireEvent.click(screen.getByRole('link', { name: 'Submit Another RSVP' }));
    expect(field(/^Name/).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit RSVP' })).toBeTruthy();
  });

  it('sends "No, I cannot attend" as attending: false', async () => {
    const fetchMock = vi.fn(async () =>
      json(201, { message: 'Thank you for letting us know, Boaz. We will miss you!', event: { id: 11 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { submit } = renderForm();
    await settle(MIN_FILL_MS);
    fireEvent.change(field(/^Name/), { target: { value: 'Boaz' } });
    fireEvent.change(field(/^Email/), { target: { value: 'boaz@example.org' } });
    fireEvent.click(screen.getByLabelText('No, I cannot attend'));
    fireEvent.click(submit());
    await settle();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ attending: false, guests: 1 });
    expect(screen.getByText('Thank you for letting us know, Boaz. We will miss you!')).toBeTruthy();
  });

  it("shows the server's error above the form, or the fallback message when there is none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: EVENT_WORDS.eventFull })),
    );
    const { submit } = renderForm();
    await settle(MIN_FILL_MS);
    fireEvent.change(field(/^Name/), { target: { value: 'Ann' } });
    fireEvent.change(field(/^Email/), { target: { value: 'ann@example.org' } });
    fireEvent.click(submit());
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(EVENT_WORDS.eventFull);
    // Above the fields.
    expect(alert.compareDocumentPosition(field(/^Name/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field(/^Name/).value).toBe('Ann');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.click(submit());
    await settle();
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
    fireEvent.click(submit());
    await settle();
    expect(screen.getByText('No more than 10 guests per RSVP')).toBeTruthy();
    expect(field(/How many people are coming/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the page's answer to a post without JavaScript: field errors with the values kept, or the thanks", () => {
    renderForm({
      ok: false,
      message: '',
      fields: { email: EVENT_WORDS.emailInvalid },
      values: { name: 'Ann Lee', email: 'ann@', guests: '3', attending: 'no' },
    });
    expect(field(/^Name/).value).toBe('Ann Lee');
    expect(field(/^Email/).value).toBe('ann@');
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/How many people are coming/) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('No, I cannot attend') as HTMLInputElement).checked).toBe(true);
    // The summary links to the field, as a reloaded page gives no focus.
    expect(screen.getByRole('link', { name: `Email: ${EVENT_WORDS.emailInvalid}` })).toBeTruthy();
    cleanup();

    renderForm({ ok: true, message: 'Thank you, Ann! Your RSVP for 3 people is confirmed.' });
    expect(screen.getByText('Thank you, Ann! Your RSVP for 3 people is confirmed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit Another RSVP' }).getAttribute('href')).toBe(
      '/events/11#rsvp',
    );
  });

  it('posts to the event page without JavaScript, with the guard fields', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'RSVP for Prayer Training' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/events/11#rsvp');
    expect(form.querySelector('input[name="website"]')).not.toBeNull();
    expect(form.querySelector('input[name="form_started_at"]')).not.toBeNull();
  });
});
