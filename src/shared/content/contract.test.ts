/**
 * The documents' schemas (docs/product.md#site-content): every content/ file as it is today is a
 * valid draft and a publishable document, and the limits, formats and required fields hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFieldErrors, documentSchema, CONTENT_WORDS as M } from '#shared/content/contract.ts';
import { CONTENT_DOCUMENTS, CONTENT_KEYS } from '#shared/content/documents.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const seed = (key: string) => JSON.parse(fs.readFileSync(path.join(contentDir, `${key}.json`), 'utf8'));

function errorsOf(key: string, check: 'draft' | 'publish', value: unknown) {
  const result = documentSchema(key, check)!.safeParse(value);
  return result.success ? {} : contentFieldErrors(result.error.issues);
}

describe('the site-content documents', () => {
  it('have one document per content/ file but the books (records in Resources), each with a page to preview on', () => {
    const files = fs
      .readdirSync(contentDir)
      .filter((name) => name.endsWith('.json') && name !== 'books.json')
      .map((name) => name.replace(/\.json$/, ''));
    expect([...CONTENT_KEYS].sort()).toEqual(files.sort());
    for (const document of CONTENT_DOCUMENTS) expect(document.page).toMatch(/^\//);
  });

  for (const key of CONTENT_KEYS) {
    it(`accept content/${key}.json as it is, as a draft and for publishing`, () => {
      expect(errorsOf(key, 'draft', seed(key))).toEqual({});
      expect(errorsOf(key, 'publish', seed(key))).toEqual({});
    });
  }

  it('let a draft leave a required field blank, but not a publish', () => {
    const about = seed('about');
    about.mission.text = '  ';
    expect(errorsOf('about', 'draft', about)).toEqual({});
    expect(errorsOf('about', 'publish', about)).toEqual({ 'mission.text': [M.requiredToPublish] });
  });

  it('hold every field to its limit, drafts too', () => {
    const about = seed('about');
    about.mission.text = 'x'.repeat(2001);
    about.story.paragraphs[1] = 'x'.repeat(4001);
    expect(errorsOf('about', 'draft', about)).toEqual({
      'mission.text': [M.tooLong(2000)],
      'story.paragraphs.1': [M.tooLong(4000)],
    });
  });

  it('refuse fields a document does not have and keys it does not know', () => {
    expect(errorsOf('about', 'draft', { ...seed('about'), extra: 'x' })).toHaveProperty('_');
    expect(documentSchema('no-such-page', 'draft')).toBeUndefined();
  });

  it('check addresses, time zones, emails and analytics IDs', () => {
    const site = seed('site');
    site.timeZone = 'Mars/Olympus';
    site.contact.email = 'not-an-email';
    site.social[0].url = 'javascript:alert(1)';
    site.eventsBanner.href = 'javascript:alert(1)';
    site.analytics = { gaMeasurementId: 'UA-1', metaPixelId: '' };
    expect(errorsOf('site', 'draft', site)).toEqual({
      timeZone: [M.timeZone],
      'contact.email': [M.email],
      'social.0.url': [M.url],
      'eventsBanner.href': [M.href],
      'analytics.gaMeasurementId': [M.gaMeasurementId],
    });
    site.timeZone = 'Europe/London';
    site.contact.email = 'office@example.org';
    site.social[0].url = 'https://example.org/us';
    site.eventsBanner.href = '/events';
    site.analytics = { gaMeasurementId: 'G-ABC123XYZ', metaPixelId: '123456789' };
    expect(errorsOf('site', 'publish', site)).toEqual({});
  });

  it('check the meeting place and the gathering’s start time, and let the home button link be blank', () => {
    const site = seed('site');
    site.gathering.startTime = '7 PM';
    site.meetingPlace.mapUrl = 'maps';
    site.heroButtonLink = 'javascript:alert(1)';
    site.meetingPlace.address = '';
    expect(errorsOf('site', 'publish', site)).toEqual({
      'gathering.startTime': [M.clockTime],
      'meetingPlace.mapUrl': [M.url],
      'meetingPlace.address': [M.requiredToPublish],
      heroButtonLink: [M.href],
    });
    site.gathering.startTime = '18:30';
    site.meetingPlace.mapUrl = 'https://maps.example.org/place';
    site.meetingPlace.address = '2300 Chestnut Ave, Austin, TX 78722';
    site.heroButtonLink = '';
    expect(errorsOf('site', 'publish', site)).toEqual({});
    site.heroButtonLink = 'https://www.eventbrite.com/e/gathering';
    expect(errorsOf('site', 'publish', site)).toEqual({});
  });

  it('refuse a link or file path that a browser reads as another site (//host, /\\host)', () => {
    for (const elsewhere of ['//evil.example', '/\\evil.example']) {
      const site = seed('site');
      site.eventsBanner.href = elsewhere;
      expect(errorsOf('site', 'draft', site)).toEqual({ 'eventsBanner.href': [M.href] });
    }
  });

  it('take a library image in place of a seed picture, and need alt text on a seed picture', () => {
    const founders = seed('founders');
    founders[0].image = { imageId: '7b4d3c7e-1f1a-4a55-9d6e-0d1f2a3b4c5d' };
    expect(errorsOf('founders', 'publish', founders)).toEqual({});
    founders[1].image.alt = '';
    expect(errorsOf('founders', 'draft', founders)).toEqual({});
    expect(Object.keys(errorsOf('founders', 'publish', founders))).toEqual(['1.image.alt']);
  });

  it('keep lists within their bounds when publishing', () => {
    const coreValues = seed('core-values');
    expect(errorsOf('core-values', 'draft', [])).toEqual({});
    expect(errorsOf('core-values', 'publish', [])).toEqual({ _: [M.tooFew(1)] });
    const many = Array.from({ length: 13 }, () => coreValues[0]);
    expect(errorsOf('core-values', 'draft', many)).toEqual({ _: [M.tooMany(12)] });
  });
});
