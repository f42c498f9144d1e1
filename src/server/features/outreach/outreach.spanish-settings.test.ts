/**
 * A visitor's email from the Spanish site ends with the ministry's tagline in Spanish: the server
 * applies the published Spanish site settings (content/es/site.json as seeded, then every publish)
 * for its emails as for its pages (docs/product.md#site-content, #languages).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { human, startOutreachKit, type OutreachKit } from '#tests/helpers/outreach-kit.ts';
import siteSeed from '#content/site.json' with { type: 'json' };
import siteEs from '#content/es/site.json' with { type: 'json' };

const contact = { name: 'Rut', email: 'rut@example.org', subject: 'Visita', message: '¿Cuándo se reúnen?' };

let kit: OutreachKit;
beforeAll(async () => {
  kit = await startOutreachKit();
  // A new site's content, English and Spanish, published; the settings applied as on a publish.
  await seedContentDocuments(kit.t.db, kit.t.app.deps.clock);
  await kit.t.app.services.contentStore.contentChanged('site');
});
afterAll(() => kit.close());
beforeEach(() => kit.reset());

describe('the contact confirmation’s closing lines', () => {
  it('give the Spanish tagline to a visitor who wrote from the Spanish site, the English one from the English site', async () => {
    expect((await kit.post('/api/contact/', { ...contact, ...human(), locale: 'es' })).statusCode).toBe(201);
    const spanish = await kit.smtp.waitForEmailTo(contact.email);
    expect(spanish.text).toContain(`${siteEs.tagline} · `);
    expect(spanish.text).not.toContain(siteSeed.tagline);
    await kit.reset();

    expect((await kit.post('/api/contact/', { ...contact, ...human(), locale: 'en' })).statusCode).toBe(201);
    const english = await kit.smtp.waitForEmailTo(contact.email);
    expect(english.text).toContain(`${siteSeed.tagline} · `);
    expect(english.text).not.toContain(siteEs.tagline);
  });
});
