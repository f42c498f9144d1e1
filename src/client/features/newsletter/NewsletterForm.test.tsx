import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_CLEAR_MS } from '#shared/newsletter.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

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

const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Subscrib/ }) as HTMLButtonElement;
const status = () => screen.getByRole('status');

async function submit(email: string) {
  fireEvent.change(input(), { target: { value: email } });
  await act(async () => {
    fireEvent.click(button());
  });
}

/** Lets the pending fetch settle and React render the outcome. */
async function settle(action: () => void) {
  await act(async () => {
    action();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('has a labelled email field, a Subscribe button and a live message region', () => {
    render(<NewsletterForm />);
    expect(input().type).toBe('email');
    expect(button().textContent).toBe('Subscribe');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(input().getAttribute('aria-describedby')).toBe(status().id);
  });

  it('sends nothing for an empty email and asks for one', async () => {
    const { fetchMock } = deferredFetch();
    render(<NewsletterForm />);
    await submit('   ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(status().textContent).toBe('Please enter your email address');
    expect(status().className).toContain('text-red-');
    expect(input().getAttribute('aria-invalid')).toBe('true');
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

  it('posts the email with the honeypot and the time the form was mounted', async () => {
    const { fetchMock } = deferredFetch();
    render(<NewsletterForm renderedAt={1} />);
    const mountedAt = Date.now();
    vi.advanceTimersByTime(4000);
    await submit(' friend@example.com ');
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/newsletter/subscribe/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'friend@example.com',
      website: '',
      form_started_at: mountedAt,
    });
  });

  it("shows the server's message in green, empties the field, and clears the message after 5 s", async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() => release(json(201, { message: 'Thank you for subscribing!' })));

    expect(status().textContent).toBe('Thank you for subscribing!');
    expect(status().className).toContain('text-green-');
    expect(input().value).toBe('');

    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS - 1));
    expect(status().textContent).toBe('Thank you for subscribing!');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it('shows the failure message in red when the server fails, and keeps what was typed', async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() => release(json(500, { error: 'Something went wrong on our side.' })));
    expect(status().textContent).toBe('There was an error subscribing. Please try again.');
    expect(status().textContent).toBe(NEWSLETTER_MESSAGES.failure);
    expect(status().className).toContain('text-red-');
    expect(input().value).toBe('friend@example.com');
    // An error does not clear itself.
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS * 2));
    expect(status().textContent).toBe(NEWSLETTER_MESSAGES.failure);
  });

  it('shows the failure message when the server cannot be reached', async () => {
    const { fail } = deferredFetch();
    render(<NewsletterForm />);
    await submit('friend@example.com');
    await settle(() => fail(new TypeError('Failed to fetch')));
    expect(status().textContent).toBe(NEWSLETTER_MESSAGES.failure);
  });

  it("shows the server's own message for an address it rejects", async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('a@b');
    await settle(() =>
      release(
        json(400, {
          error: 'Please correct the highlighted fields.',
          fields: { email: ['Please enter a valid email address'] },
        }),
      ),
    );
    expect(status().textContent).toBe('Please enter a valid email address');
  });

  it('a new submission cancels the pending clear of an earlier success', async () => {
    const { release } = deferredFetch();
    render(<NewsletterForm />);
    await submit('one@example.com');
    await settle(() => release(json(201, { message: 'First' })));
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_CLEAR_MS - 1000));
    await submit('two@example.com');
    await settle(() => release(json(201, { message: 'Second' })));
    act(() => vi.advanceTimersByTime(1000));
    expect(status().textContent).toBe('Second');
  });

  it('is a real form posting to /newsletter, so it works before JavaScript runs', () => {
    const { container } = render(<NewsletterForm renderedAt={1234} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/newsletter');
    expect(input().name).toBe('email');
    expect((container.querySelector('input[name="form_started_at"]') as HTMLInputElement).value).toBe('1234');
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the answer of the no-JavaScript post it was rendered with', () => {
    render(<NewsletterForm initialResult={{ ok: false, message: 'Please enter your email address' }} />);
    expect(status().textContent).toBe('Please enter your email address');
    expect(status().className).toContain('text-red-');
  });
});
