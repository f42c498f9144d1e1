/**
 * A Spanish donor's receipt quotes the ministry's tagline and verse in Spanish (the site settings'
 * Spanish words, docs/product.md#languages); an English donor's keeps the English ones.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteSettings, site, type Site } from '#shared/site/settings.ts';
import { receiptEmail, type PaidDonation } from '#server/features/giving/giving.emails.ts';
import siteEs from '#content/es/site.json' with { type: 'json' };

const english = structuredClone(site) as Site;
afterEach(() => applySiteSettings(structuredClone(english)));

const gift = (locale: 'en' | 'es'): PaidDonation => ({
  id: 'gift-1',
  name: 'Rut',
  email: 'rut@example.org',
  amountCents: 5000,
  feeCoverCents: 0,
  category: 'general',
  paidAt: new Date('2026-03-01T18:00:00Z'),
  isDemo: false,
  locale,
});

describe('the receipt’s words from the site settings', () => {
  it('are the Spanish tagline and verse for a gift given in Spanish, the English ones otherwise', () => {
    applySiteSettings(structuredClone(english), {
      ...structuredClone(english),
      tagline: siteEs.tagline,
      scripture: siteEs.scripture,
    });
    const spanish = receiptEmail({ donation: gift('es'), siteUrl: 'https://undivided.example' }).text;
    expect(spanish).toContain(siteEs.tagline.toLowerCase());
    expect(spanish).toContain(`"${siteEs.scripture.text}" (${siteEs.scripture.reference})`);
    expect(spanish).not.toContain(english.scripture.reference);

    const englishText = receiptEmail({ donation: gift('en'), siteUrl: 'https://undivided.example' }).text;
    expect(englishText).toContain(english.tagline.toLowerCase());
    expect(englishText).toContain(`(${english.scripture.reference})`);
  });
});
