/**
 * The newsletter's Spanish pages as production serves them (docs/product.md#newsletter-and-unsubscribe):
 * /es/newsletter in Spanish, the footer form of a Spanish page posting to it, and a post without
 * JavaScript answered with the Spanish page and a Spanish subscriber.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers } from '#server/db/schema/index.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
}, 180_000);
afterAll(() => t?.close());

describe('/es/newsletter', () => {
  it('is in Spanish, and a Spanish page’s footer form posts to it', async () => {
    const page = await t.app.inject({ url: '/es/newsletter' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Manténgase en contacto');
    expect(page.body).toContain('Suscribirme');
    const footer = await t.app.inject({ url: '/es/about' });
    const footerForm = /<footer[\s\S]*(<form[^>]*>)/.exec(footer.body)?.[1] ?? '';
    expect(footerForm).toContain('action="/es/newsletter#form-answer"');
  });

  it('answers a post without JavaScript in Spanish and makes a Spanish subscriber', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/es/newsletter',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_PUBLIC_URL,
        host: 'localhost:3000',
      },
      payload: new URLSearchParams({
        email: 'marta@example.org',
        locale: 'es',
        website: '',
        form_started_at: String(Date.now() - 8000),
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '¡Gracias por suscribirse! Revise su bandeja de entrada: le enviamos un correo.',
    );
    const [row] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'marta@example.org'));
    expect(row).toMatchObject({ locale: 'es', source: 'newsletter' });
  });
});
