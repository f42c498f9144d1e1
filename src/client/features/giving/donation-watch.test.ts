import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_NOTE, watchDonation } from '#client/features/giving/donation-watch.ts';

const API = '/api/donations/5e0b6a39-4d7a-4b8e-9d4c-1f2e3a4b5c6d/';

/** The thank-you page's parts as the server writes them, for a gift in `state`. */
function parts(state: 'pending' | 'paid') {
  const heading = state === 'pending' ? 'Processing your gift…' : 'Thank you, Lydia!';
  return `
    <div role="status" aria-live="polite" data-donation-part="status"><h1>${heading}</h1>
      <p hidden ${SLOW_NOTE}="">It is taking longer than usual.</p></div>
    <dl data-donation-part="details"><dt>Amount</dt><dd>$30.00</dd></dl>
    <nav data-donation-part="next"><a href="/giving">${state === 'pending' ? 'Back to Giving' : 'Give again'}</a></nav>`;
}

function answers(statuses: string[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === API) return Response.json({ payment_status: statuses.shift() ?? 'pending' });
      return new Response(`<!DOCTYPE html><html><body>${parts('paid')}</body></html>`, {
        headers: { 'content-type': 'text/html' },
      });
    }),
  );
  return calls;
}

const config = { api: API, intervalMs: 2000, attempts: 3 };
const status = () => document.querySelector('[data-donation-part="status"]')!;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = parts('pending');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the thank-you page while the gift is processing', () => {
  it('asks every two seconds and, once Stripe has answered, shows the page as the server renders it', async () => {
    const calls = answers(['pending', 'paid']);
    watchDonation(config);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([API]);
    expect(status().textContent).toContain('Processing your gift…');

    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([API, API, window.location.href]);
    // In the live region itself, so a screen reader hears the answer; the details and links follow.
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toContain('Thank you, Lydia!');
    expect(document.querySelector('nav')!.textContent).toBe('Give again');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('stops after its last try and says it is taking longer, without asking again', async () => {
    const calls = answers([]);
    watchDonation(config);
    await vi.advanceTimersByTimeAsync(4000);
    expect(document.querySelector(`[${SLOW_NOTE}]`)!.hasAttribute('hidden')).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([API, API, API]);
    expect(document.querySelector(`[${SLOW_NOTE}]`)!.hasAttribute('hidden')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('keeps asking through a moment offline', async () => {
    const calls: string[] = [];
    let offline = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (offline) throw new TypeError('Failed to fetch');
        return Response.json({ payment_status: 'pending' });
      }),
    );
    watchDonation(config);
    await vi.advanceTimersByTimeAsync(2000);
    offline = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([API, API]);
    expect(status().textContent).toContain('Processing your gift…');
  });
});
