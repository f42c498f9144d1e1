/**
 * The newsletter form on a Spanish page (docs/product.md#newsletter-and-unsubscribe): its words are
 * Spanish, it sends the page's language so the subscriber's emails are Spanish, and it posts to
 * /es/newsletter without JavaScript.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { NewsletterForm } from '#client/features/newsletter/NewsletterForm.tsx';
import { LocaleContext } from '#client/lib/locale.ts';

const es = NEWSLETTER_WORDS.in('es');

async function settle(action: () => void = () => {}) {
  await act(async () => {
    action();
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

function renderSpanish() {
  render(
    <LocaleContext.Provider value="es">
      <NewsletterForm />
    </LocaleContext.Provider>,
  );
  return {
    input: () => screen.getByRole('textbox', { name: 'Correo electrónico' }) as HTMLInputElement,
    button: () => screen.getByRole('button', { name: /Suscrib/ }) as HTMLButtonElement,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewsletterForm on a Spanish page', () => {
  it('speaks Spanish and posts to the Spanish newsletter page without JavaScript', () => {
    const { input, button } = renderSpanish();
    expect(input().placeholder).toBe('usted@ejemplo.com');
    expect(button().textContent).toBe('Suscribirme');
    expect(input().form?.getAttribute('action')).toMatch(/^\/es\/newsletter(#|$)/);
  });

  it('says in Spanish that the address is missing', async () => {
    const { input, button } = renderSpanish();
    fireEvent.change(input(), { target: { value: '   ' } });
    await settle(() => fireEvent.click(button()));
    await vi.waitFor(() => screen.getByText(es('form.emptyEmail')));
    expect(screen.getByText(es('form.emptyEmail'))).toBeTruthy();
    expect(es('form.emptyEmail')).toBe('Escriba su correo electrónico');
  });

  it('sends the page’s language and shows “Suscribiendo...” while it waits', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { input, button } = renderSpanish();
    act(() => vi.advanceTimersByTime(MIN_FILL_MS));
    fireEvent.change(input(), { target: { value: 'marta@example.org' } });
    await settle(() => fireEvent.click(button()));
    // The schema loads on the first submit: wait for the post.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(button().textContent).toBe('Suscribiendo...');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ email: 'marta@example.org', locale: 'es' });
  });
});
