/**
 * The outreach forms on a Spanish page (docs/product.md#languages): Spanish labels and buttons, the
 * shared schema's messages in Spanish before anything is sent, and the page's language posted with
 * the form (its record and its emails are in it).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '#client/features/outreach/ContactForm.tsx';
import { PrayerForm } from '#client/features/outreach/PrayerForm.tsx';
import { LocaleContext } from '#client/lib/locale.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inSpanish = (node: React.ReactNode) =>
  render(<LocaleContext.Provider value="es">{node}</LocaleContext.Provider>);
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the contact form on a Spanish page', () => {
  it('reads in Spanish and posts to the Spanish page with its language', () => {
    const { container } = inSpanish(<ContactForm />);
    expect(field(/^Nombre/)).toBeTruthy();
    expect(field(/^Asunto/)).toBeTruthy();
    expect(field(/^Mensaje/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeTruthy();
    expect(screen.queryByText(/Send Message|Subject/)).toBeNull();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toMatch(/^\/es\/contact/);
    expect((form.elements.namedItem('locale') as HTMLInputElement).value).toBe('es');
  });

  it('names what is missing in Spanish, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    inSpanish(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    await waitFor(() => expect(field(/^Nombre/).getAttribute('aria-invalid')).toBe('true'), {
      timeout: 5000,
    });
    expect(describedText(field(/^Nombre/))).toContain('Escriba su nombre.');
    expect(describedText(field(/^Asunto/))).toContain('Escriba un asunto.');
    expect(screen.getByText('Por favor, corrija lo siguiente:')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('thanks in Spanish, from the server’s answer to a Spanish form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'outreach:contact.success' }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    inSpanish(<ContactForm />);
    fireEvent.change(field(/^Nombre/), { target: { value: 'Rut' } });
    fireEvent.change(field(/^Correo electrónico/), { target: { value: 'rut@example.org' } });
    fireEvent.change(field(/^Asunto/), { target: { value: 'Visita' } });
    fireEvent.change(field(/^Mensaje/), { target: { value: '¿Cuándo se reúnen?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText(
        'Gracias por su mensaje. ¡Pronto nos pondremos en contacto con usted!',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar otro' }).getAttribute('href')).toBe('/es/contact');
  });
});

describe('the prayer request form on a Spanish page', () => {
  it('marks the optional phone in Spanish and explains it', () => {
    inSpanish(<PrayerForm privateLabel="Mantener mi petición en privado" />);
    expect(field(/^Teléfono \(opcional\)$/).type).toBe('tel');
    expect(screen.getByText('Solo si desea que alguien le llame.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar petición de oración' })).toBeTruthy();
  });
});
