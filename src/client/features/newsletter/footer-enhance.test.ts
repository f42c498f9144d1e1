/**
 * The footer form's script-free enhancement (footer-enhance.ts) on a Spanish page: it reads the
 * page's language from <html lang> and says everything in it, with the page's own config.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceFooterNewsletter } from '#client/features/newsletter/footer-enhance.ts';
import { footerEnhanceConfig } from '#client/features/newsletter/footer-enhance-script.ts';

function footerForm(action: string, locale: string) {
  document.body.innerHTML = `
    <footer><form method="post" action="${action}">
      <input type="hidden" name="locale" value="${locale}">
      <input id="footer-email" type="email" name="email">
      <button type="submit">x</button>
      <p role="status"></p>
    </form></footer>`;
  const form = document.querySelector('form')!;
  return {
    form,
    email: form.querySelector<HTMLInputElement>('#footer-email')!,
    button: form.querySelector<HTMLButtonElement>('button')!,
    message: form.querySelector<HTMLElement>('[role="status"], [role="alert"]')!,
  };
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('the footer form without React, on a Spanish page', () => {
  it('says in Spanish that the address is missing', () => {
    document.documentElement.lang = 'es';
    const { form, email } = footerForm('/es/newsletter#form-answer', 'es');
    enhanceFooterNewsletter(footerEnhanceConfig);
    submit(form);
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Escriba su correo electrónico');
  });

  it('shows “Suscribiendo...”, sends the language and shows the answer or the Spanish failure', async () => {
    document.documentElement.lang = 'es';
    const fetchMock = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { form, email, button, message } = footerForm('/es/newsletter#form-answer', 'es');
    enhanceFooterNewsletter(footerEnhanceConfig);
    email.value = 'marta@example.org';
    submit(form);
    expect(button.textContent).toBe('Suscribiendo...');
    await vi.advanceTimersByTimeAsync(footerEnhanceConfig.minFillMs);
    await settle();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ email: 'marta@example.org', locale: 'es' });
    expect(message.textContent).toBe('No pudimos completar su suscripción. Inténtelo de nuevo.');
    expect(button.textContent).toBe('Suscribirme');
  });

  it('keeps English on an English page', () => {
    document.documentElement.lang = 'en';
    const { form, email } = footerForm('/newsletter#form-answer', 'en');
    enhanceFooterNewsletter(footerEnhanceConfig);
    submit(form);
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Please enter your email address');
  });
});
