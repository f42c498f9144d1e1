/**
 * The Spanish giving pages as a donor receives them (built pages, docs/product.md#languages): the
 * giving form at /es/giving and the thank-you page at /es/donation-success, in Spanish words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { openPrivateLink } from '#tests/helpers/private-links.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
afterEach(() => t?.close());

/** The page's text between <main> and </main>, without tags. */
const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('/es/giving', () => {
  it('shows the giving form in Spanish, posting to the Spanish page', async () => {
    ensureServerBuild();
    t = await createTestApp({ pages: true, env: { DEMO_CHECKOUT: 'on' } });
    await seedContentDocuments(t.db, t.app.deps.clock);
    const response = await t.app.inject({ url: '/es/giving' });
    expect(response.statusCode).toBe(200);
    const text = mainText(response.body);
    for (const spanish of [
      'Los campos marcados con * son obligatorios.',
      '¿Con qué frecuencia?',
      'Elija una cantidad',
      'Cantidad (USD)',
      'Mínimo $1.00, máximo $100,000.00 en línea. En dólares estadounidenses.',
      'Ofrendar de forma anónima',
      'Ofrendar ahora',
      'Fondo de construcción',
      'Administrar mis ofrendas',
      'Envíenme un enlace para entrar',
    ]) {
      expect(text).toContain(spanish);
    }
    for (const english of [
      'Fields marked * are required.',
      'Give now',
      'Choose an amount',
      'Building Fund',
    ]) {
      expect(text).not.toContain(english);
    }
    expect(response.body).toMatch(/action="\/es\/giving[#"]/);
    expect(response.body).toMatch(/action="\/es\/giving\/manage\/sign-in[#"]/);
  }, 180_000);
});

describe('/es/donation-success', () => {
  const thankYou = async (query: string) =>
    mainText((await openPrivateLink(t.app, `/es/donation-success?${query}`)).page.body);

  it('thanks the donor in Spanish, amount in dollars, category in Spanish', async () => {
    ensureServerBuild();
    t = await createTestApp({ pages: true });
    const gift = await insertDonation(t.db, {
      name: 'María Núñez',
      amountCents: 5000,
      category: 'MISSIONS',
      paymentStatus: 'paid',
      paidAt: new Date('2026-12-01T12:00:00Z'),
    });
    const text = await thankYou(`donation_id=${gift.id}`);
    expect(text).toContain('¡Gracias, María Núñez!');
    expect(text).toContain(
      'Su ofrenda de $50.00 para Misiones nos ayuda a seguir acercando corazones a Dios.',
    );
    expect(text).toContain('Su recibo va en camino a su correo.');
    expect(text).toContain('Suscribirse al boletín');
    expect(text).not.toContain('Thank you');

    const monthly = await insertRecurringGift(t.db, { name: 'Ana', amountCents: 2500 });
    const recurring = await thankYou(`recurring_gift_id=${monthly.id}`);
    expect(recurring).toContain('Se repite cada mes');
    expect(recurring).toContain('Cámbiela o cancélela en su página de donante');
  }, 180_000);
});
