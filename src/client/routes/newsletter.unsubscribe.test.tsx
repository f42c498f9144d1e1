/**
 * /es/unsubscribe, the page a Spanish subscriber's emails link to (docs/product.md#newsletter-and-unsubscribe):
 * the question, the answer and a bad link's words in Spanish, and the way home to the Spanish site.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Unsubscribe from '#client/routes/newsletter.unsubscribe.tsx';
import { LocaleContext } from '#client/lib/locale.ts';

afterEach(cleanup);

function renderSpanish(loaderData: { email: string | null; subscribed: boolean }, done = false) {
  const props = { loaderData, actionData: done ? { done } : undefined } as unknown as Parameters<
    typeof Unsubscribe
  >[0];
  const page = <Unsubscribe {...props} />;
  const router = createMemoryRouter(
    [
      {
        path: '/es/unsubscribe',
        element: <LocaleContext.Provider value="es">{page}</LocaleContext.Provider>,
      },
    ],
    { initialEntries: ['/es/unsubscribe'] },
  );
  render(<RouterProvider router={router} />);
}

describe('/es/unsubscribe', () => {
  it('asks in Spanish, with the Spanish button', () => {
    renderSpanish({ email: 'm•••@example.org', subscribed: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cancelar la suscripción');
    expect(screen.getByText('¿Dejamos de enviar correos a m•••@example.org?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar la suscripción' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' }).getAttribute('href')).toBe(
      '/es',
    );
  });

  it('says in Spanish that the address will get no more emails', () => {
    renderSpanish({ email: 'm•••@example.org', subscribed: true }, true);
    expect(screen.getByRole('status').textContent).toBe(
      'm•••@example.org ya no recibirá nuestros correos. Si fue un error, puede suscribirse de nuevo al pie de cualquier página.',
    );
  });

  it('says in Spanish that a bad link is not valid', () => {
    renderSpanish({ email: null, subscribed: false });
    expect(
      screen.getByText(
        'Este enlace para cancelar la suscripción no es válido. Puede que no se haya copiado completo del correo.',
      ),
    ).toBeTruthy();
  });
});
