import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { NEWSLETTER_WORDS, NEWSLETTER_SUCCESS_CLEAR_MS } from '#shared/newsletter/contract.ts';
import { NewsletterForm } from '#client/features/newsletter/NewsletterForm.tsx';

// The English words, as a caller that sends no language gets them.
const EN_WORDS = NEWSLETTER_WORDS.in('en');

/** A fetch whose answer the test releases when it wants (to see the submitting state). */
function deferredFetch() {
  let release!: (response: Response) => void;
  let fail!: (error: unknown) => void;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: (r: Response) => release(r), fail: (e: unknown) => fail(e) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const input = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Subscrib/ }) as HTMLButtonElement;
/** The outcome line: a status, or an alert when something went wrong. */
const message = () => screen.queryByRole('status') ?? screen.getByRole('alert');

/** Lets pending promises (the schema's import, the answer) settle and React render the outcome. */
async function settle(action: () => void = () => {}) {
  await act(async () => {
    action();
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Types like a person who took their time: the form sends at once. */
async function submit(email: string) {
  act(() => vi.advanceTimersByTime(MIN_FILL_MS));
  fireEvent.change(input(), { target: { value: email } });
  await settle(() => fireEvent.click(button()));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('has a labelled email field, a Subscribe button and a message region', () => {
    render(<NewsletterForm />);
    expect(input().type).toBe('email');
    expect(input().autocomplete).toBe('email');
    expect(button().textContent).toBe('Subscribe');
    expect(message().textContent).toBe('');
  });

  it('sends nothing for an empty email, says why at the field, and puts focus there', async () => {
    const { fetchMock } = deferredFetch();
    render(<NewsletterForm />);
    await submit('   ');
    expect(fetchMock).not.toHaveBeenCalled();
    const error = screen.getByText(EN_WORDS('form.emptyEmail'));
    expect(error.className).toContain('text-red-');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(input());
  });

  it('says so at the field when the address is not one, before sending anything', async () => {
    const { fetchMock } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(EN_WORDS('form.invalidEmail'))).toBeTruthy();
    // Typing again clears the error.
    fireEvent.change(input(), { target: { value: 'friend@example.com' } });
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows "Subscribing..." on a disabled button while the request runs', async () => {
    const { fetchMock, release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Subscribing...');
    expect(button().disabled).toBe(true);
    await settle(() => release(json(201, { message: 'Thanks' })));
    expect(button().textContent).toBe('Subscribe');
    expect(button().disabled).toBe(false);
  });

  it('holds a submit made sooner than a person fills the form, then sends it (never refuses it)', async () => {
    const { fetchMock, release } = deferredFetch();
    render(<NewsletterForm />);
    fireEvent.change(input(), { target: { value: 'quick@example.com' } });
    await settle(() => fireEvent.click(button()));
    expect(button().textContent).toBe('Subscribing...');
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(() => vi.advanceTimersByTime(MIN_FILL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(() => release(json(201, { message: EN_WORDS('form.subscribed') })));
    expect(message().textContent).toBe(EN_WORDS('form.subscribed'));
  });

  it('posts the email with the honeypot, the time the page was made and its language', async () => {
    const { fetchMock } = deferredFetch();
    const router = createMemoryRouter([{ id: 'root', path: '/', Component: () => <NewsletterForm /> }], {
      hydrationData: { loaderData: { root: { renderedAt: 1234 } } },
    });
    render(<RouterProvider router={router} />);
    await submit('friend@example.com');
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/newsletter/subscribe/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'friend@example.com',
      website: '',
      form_started_at: 1234,
      submission_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      locale: 'en',
    });
  });

  it('sends a retry after a failure with the same submission key, and the next subscription with a new one', async () => {
    const { fetchMock, release, fail } = deferredFetch();
    render(<NewsletterForm />);
    const keyOf = (call: number) =>
      (
        JSON.parse((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body as string) as {
          submission_id: string;
        }
      ).submission_id;
    await submit('friend@example.com');
    await settle(() => fail(new TypeError('Failed to fetch')));
    await submit('friend@example.com');
    expect(keyOf(1)).toBe(keyOf(0));
    await settle(() => release(json(201, { message: EN_WORDS('form.subscribed') })));
    await submit('another@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("shows the server's message in green, empties the field, and clears the message after 5 s", async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() => release(json(201, { message: 'Thank you for subscribing!' })));

    expect(message().textContent).toBe('Thank you for subscribing!');
    expect(message().className).toContain('text-green-');
    expect(input().value).toBe('');

    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS - 1));
    expect(message().textContent).toBe('Thank you for subscribing!');
    act(() => vi.advanceTimersByTime(1));
    expect(message().textContent).toBe('');
    expect(button().textContent).toBe('Subscribe');
  });

  it('shows the failure message in red when the server fails, and keeps what was typed', async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() => release(json(500, { error: 'Something went wrong on our side.' })));
    expect(message().textContent).toBe('There was an error subscribing. Please try again.');
    expect(message().textContent).toBe(EN_WORDS('form.failure'));
    expect(message().className).toContain('text-red-');
    expect(input().value).toBe('friend@example.com');
    // An error does not clear itself.
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS * 2));
    expect(message().textContent).toBe(EN_WORDS('form.failure'));
  });

  it('shows the failure message when the server cannot be reached', async () => {
    const { fail } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() => fail(new TypeError('Failed to fetch')));
    expect(message().textContent).toBe(EN_WORDS('form.failure'));
  });

  it('shows the failure message, never a thank-you, when the server refuses the post as automated', async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() =>
      release(
        json(400, { error: 'We could not accept this submission. Please wait a moment and try again.' }),
      ),
    );
    expect(message().textContent).toBe(EN_WORDS('form.failure'));
    expect(screen.queryByText(EN_WORDS('form.subscribed'))).toBeNull();
  });

  it("shows the server's own message at the field for an address it rejects", async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() =>
      release(
        json(400, {
          error: 'Please correct the highlighted fields.',
          fields: { email: ['Please enter a valid email address'] },
        }),
      ),
    );
    const error = screen.getByText('Please enter a valid email address');
    expect(input().getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull();
  });

  it('a new submission cancels the pending clear of an earlier success', async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('one@example.com');
    await settle(() => release(json(201, { message: 'First' })));
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS - 1000));
    fireEvent.change(input(), { target: { value: 'two@example.com' } });
    await settle(() => fireEvent.click(button()));
    await settle(() => release(json(201, { message: 'Second' })));
    act(() => vi.advanceTimersByTime(1000));
    expect(message().textContent).toBe('Second');
  });

  it('is a real form posting to /newsletter, so it works before JavaScript runs', () => {
    const { container } = render(<NewsletterForm />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/newsletter#form-answer');
    expect(input().name).toBe('email');
    expect(container.querySelector('input[name="form_started_at"]')).not.toBeNull();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows a refused post made without JavaScript: the field error, and the address as typed', () => {
    render(
      <NewsletterForm
        initial={{
          ok: false,
          message: '',
          fields: { email: EN_WORDS('form.invalidEmail') },
          values: { email: 'friend@example' },
        }}
      />,
    );
    expect(input().value).toBe('friend@example');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(EN_WORDS('form.invalidEmail')).id).toBe(input().getAttribute('aria-describedby'));
  });

  it('shows the thank-you of a post made without JavaScript, and keeps it', () => {
    render(<NewsletterForm initial={{ ok: true, message: EN_WORDS('form.subscribed') }} />);
    expect(message().textContent).toBe(EN_WORDS('form.subscribed'));
    expect(message().className).toContain('text-green-');
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS * 2));
    expect(message().textContent).toBe(EN_WORDS('form.subscribed'));
  });
});
