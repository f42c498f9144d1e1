/**
 * The compose form's Spanish version (docs/product.md#newsletter-and-email-outbox): sent with the
 * English, counted by language in the answer, previewed with the Spanish footer, and tested per
 * language on its own.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ComposeForm } from '#client/features/admin/newsletter/ComposeForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(answers: Record<string, () => Response>) {
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? answers[url]!()
      : json(200, { by_source: [{ source: 'newsletter', active: 3 }] }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
const postsTo = (fetchStub: ReturnType<typeof stubApi>, url: string) =>
  fetchStub.mock.calls.filter(([to, init]) => to === url && init?.method === 'POST');

function renderForm() {
  const router = createMemoryRouter(
    [{ path: '/admin/newsletter', element: <ComposeForm onSent={() => {}} /> }],
    {
      initialEntries: ['/admin/newsletter'],
    },
  );
  render(<RouterProvider router={router} />);
}

async function fillInBoth() {
  fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Harvest news' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Dear friends' } });
  fireEvent.change(screen.getByLabelText(/^Spanish subject/), {
    target: { value: 'Noticias de la cosecha' },
  });
  fireEvent.change(screen.getByLabelText(/^Spanish message/), { target: { value: 'Queridos amigos' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Newsletter (3 active)' }));
}

describe('ComposeForm in two languages', () => {
  it('sends the Spanish version with the English and says how many got each', async () => {
    const fetchStub = stubApi({
      '/api/admin/newsletters/': () =>
        json(201, {
          campaign: {
            subject: 'Harvest news',
            subject_es: 'Noticias de la cosecha',
            recipient_count: 3,
            recipients_by_language: { en: 1, es: 2 },
          },
          duplicate: false,
        }),
    });
    renderForm();
    await fillInBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 3 subscribers' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Newsletter “Harvest news” sent to 3 subscribers (1 in English, 2 in Spanish).',
      ),
    );
    const body = JSON.parse(String(postsTo(fetchStub, '/api/admin/newsletters/')[0]![1]!.body));
    expect(body).toMatchObject({ subject_es: 'Noticias de la cosecha', body_es: 'Queridos amigos' });
  });

  it('previews the Spanish version with the Spanish footer', async () => {
    stubApi({});
    renderForm();
    await fillInBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Preview Spanish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spanish version' });
    expect(dialog.textContent).toContain('Noticias de la cosecha');
    expect(dialog.textContent).toContain('Queridos amigos');
    expect(dialog.textContent).toContain('Recibe este correo porque se suscribió en');
    expect(within(dialog).getByText('Cancelar la suscripción')).toBeTruthy();
  });

  it('sends a test of one language to the address typed, and no newsletter', async () => {
    const fetchStub = stubApi({
      '/api/admin/newsletters/test/': () =>
        json(201, { message: 'Test of the Spanish version sent to me@example.org.' }),
    });
    renderForm();
    await fillInBoth();
    fireEvent.change(screen.getByLabelText('Send a test to'), { target: { value: 'me@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Spanish test' }));
    await screen.findByText('Test of the Spanish version sent to me@example.org.');
    const [[, init]] = postsTo(fetchStub, '/api/admin/newsletters/test/') as unknown as [
      [string, RequestInit],
    ];
    expect(JSON.parse(String(init.body))).toMatchObject({
      language: 'es',
      to: 'me@example.org',
      subject_es: 'Noticias de la cosecha',
    });
    expect(postsTo(fetchStub, '/api/admin/newsletters/')).toHaveLength(0);
  });
});
