/**
 * The privacy screen's two forms check themselves with the shared schemas the server enforces:
 * a mistyped address is never looked up, a mistyped confirmation never erases anyone. The whole
 * request against the real API is in the browser journey.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_WORDS } from '#shared/privacy/words.ts';
import { EraseDialog } from '#client/features/admin/privacy/EraseDialog.tsx';
import { LookupPanel } from '#client/features/admin/privacy/LookupPanel.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/admin/privacy', element },
      { path: '/admin/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/admin/privacy'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('privacy forms', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does not look up an address that is not one, and says so on the field', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderAt(<LookupPanel onLogged={() => {}} />);
    const email = screen.getByLabelText(/^Email address/);
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(descriptionOf(email)).toContain(PRIVACY_WORDS.emailRequired));
    fireEvent.change(email, { target: { value: 'lydia at example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(descriptionOf(email)).toContain(PRIVACY_WORDS.emailInvalid));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match, on the field, and erases nothing', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    const onErased = vi.fn();
    renderAt(<EraseDialog email="lydia@example.org" total={3} onClose={() => {}} onErased={onErased} />);
    const confirm = screen.getByLabelText(/^Type the address again/);
    fireEvent.change(confirm, { target: { value: 'xlydia@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase everything' }));
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(descriptionOf(confirm)).toContain(PRIVACY_WORDS.confirmMismatch);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('erases when the address is typed again, in any case', async () => {
    const answer = { message: PRIVACY_WORDS.erased, total: 3 };
    const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => json(200, answer));
    vi.stubGlobal('fetch', fetchStub);
    const onErased = vi.fn();
    renderAt(<EraseDialog email="lydia@example.org" total={3} onClose={() => {}} onErased={onErased} />);
    fireEvent.change(screen.getByLabelText(/^Type the address again/), {
      target: { value: 'Lydia@Example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Erase everything' }));
    await waitFor(() => expect(onErased).toHaveBeenCalledWith(answer));
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/admin/privacy/erase/');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'lydia@example.org',
      confirm_email: 'Lydia@Example.org',
    });
  });

  it('takes staff whose session ended to sign in, not to an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Authentication required.' })),
    );
    const router = renderAt(<LookupPanel onLogged={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'lydia@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits for the page to be ready: a click before hydration must not post the page', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/admin/privacy']}>
        <LookupPanel onLogged={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Look up<\/button>/);
  });
});
