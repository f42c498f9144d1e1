/**
 * The compose form: the shared schema's messages on the fields before anything is asked, a
 * confirmation before anything is sent, one send per key, and the server's failures said plainly.
 * Delivery through the real outbox and SMTP server is in the browser journey.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_NEWSLETTER_WORDS as M } from '#shared/newsletter/admin-words.ts';
import { ComposeForm } from '#client/features/admin/newsletter/ComposeForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const AUDIENCE = {
  by_source: [
    { source: 'newsletter', active: 3 },
    { source: 'event', active: 0 },
  ],
};

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

/** The audience for GETs; `send` answers the POST. */
function stubApi(send: () => Response) {
  const fetchStub = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? send() : json(200, AUDIENCE),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderForm() {
  const onSent = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/admin/newsletter', element: <ComposeForm onSent={onSent} /> }],
    {
      initialEntries: ['/admin/newsletter'],
    },
  );
  render(<RouterProvider router={router} />);
  return { onSent };
}

const posts = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST');

async function fillIn() {
  fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Harvest news' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Dear friends' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Newsletter (3 active)' }));
  await screen.findByText('3 subscribers will receive this newsletter.');
}

describe('ComposeForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what is missing under each field, focuses the first, and asks nothing', async () => {
    const fetchStub = stubApi(() => json(500, {}));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    const subject = screen.getByLabelText(/^Subject/);
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(screen.getByText(M.subjectRequired)).toBeTruthy();
    expect(screen.getByText(M.bodyRequired)).toBeTruthy();
    expect(screen.getByText(M.sourcesRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(fetchStub)).toHaveLength(0);
  });

  it('refuses groups with nobody active in them', async () => {
    stubApi(() => json(500, {}));
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Hello' } });
    const event = await screen.findByRole('checkbox', { name: 'Event (0 active)' });
    fireEvent.click(event);
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    await waitFor(() => expect(screen.getByText(M.noRecipients)).toBeTruthy());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Devotional (0 active)' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends only after the confirmation, once, then empties the form and renews the key', async () => {
    const fetchStub = stubApi(() =>
      json(201, { campaign: { subject: 'Harvest news', recipient_count: 3 }, duplicate: false }),
    );
    const { onSent } = renderForm();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    const send = await screen.findByRole('button', { name: 'Send to 3 subscribers' });
    expect(posts(fetchStub)).toHaveLength(0);
    fireEvent.click(send);
    fireEvent.click(send);

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Newsletter “Harvest news” sent to 3 subscribers.'),
    );
    expect(posts(fetchStub)).toHaveLength(1);
    const body = JSON.parse(String(posts(fetchStub)[0]![1]!.body));
    expect(body).toMatchObject({ subject: 'Harvest news', body: 'Dear friends', sources: ['newsletter'] });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(onSent).toHaveBeenCalled();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('No subscribers chosen yet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next newsletter has a key of its own: the server does not take it for the same one.
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 3 subscribers' }));
    await waitFor(() => expect(posts(fetchStub)).toHaveLength(2));
    const next = JSON.parse(String(posts(fetchStub)[1]![1]!.body));
    expect(next.idempotency_key).not.toBe(body.idempotency_key);
  });

  it('sends nothing when the confirmation is cancelled, and can be reviewed again', async () => {
    const fetchStub = stubApi(() => json(500, {}));
    renderForm();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchStub)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByRole('button', { name: 'Send to 3 subscribers' })).toBeTruthy();
  });

  it('says the send failed when the server could not send it', async () => {
    stubApi(() => json(500, { error: 'Something went wrong on our side.' }));
    renderForm();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 3 subscribers' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.sendFailed));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Kept for another try.
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Harvest news');
  });
});
