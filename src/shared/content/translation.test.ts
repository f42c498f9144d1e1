/**
 * How a Spanish page reads a document (docs/product.md#site-content): the Spanish words over the
 * English, the English (a fallback) where the Spanish is missing or blank; names, addresses and
 * settings are never words, so they are never a fallback and never need translation.
 */
import { describe, expect, it } from 'vitest';
import { findDocument } from '#shared/content/documents.ts';
import { missingWords, overlayWords, wordsOf } from '#shared/content/translation.ts';
import site from '#content/site.json' with { type: 'json' };

const fields = findDocument('site')!.fields;

describe('the Spanish laid over the English', () => {
  it('takes each Spanish word, and the English where the Spanish is blank', () => {
    const { value, fallbacks } = overlayWords(fields, site, {
      tagline: 'Acercando corazones a Dios',
      footer: { blurb: '   ' },
      images: { ogImageAlt: 'Ministerios Undivided Hearts' },
      timeZone: 'Europe/Madrid',
    });
    const shown = value as typeof site;
    expect(shown.tagline).toBe('Acercando corazones a Dios');
    expect(shown.footer.blurb).toBe(site.footer.blurb);
    expect(shown.images.ogImageAlt).toBe('Ministerios Undivided Hearts');
    // A setting is the English one whatever the Spanish holds.
    expect(shown.timeZone).toBe(site.timeZone);
    expect(fallbacks).toContain('footer.blurb');
    expect(fallbacks).not.toContain('tagline');
    // The ministry's name and its address read the same in both languages.
    expect(fallbacks).not.toContain('name');
    expect(fallbacks).not.toContain('meetingPlace.address');
    expect(fallbacks).not.toContain('timeZone');
  });

  it('counts as missing only the words the English has', () => {
    const missing = missingWords(fields, site, wordsOf(fields, site));
    expect(missing).toEqual([]);
    expect(missingWords(fields, site, {})).toContain('gathering.expect');
  });
});
