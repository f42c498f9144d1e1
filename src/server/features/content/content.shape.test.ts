import { describe, expect, it } from 'vitest';
import { findDocument } from '#shared/content/documents.ts';
import { seedDocument } from '#server/features/content/content.seed-files.ts';
import { currentShape } from '#server/features/content/content.store.ts';
import { inCurrentShape } from '#server/features/content/content.shape.ts';

describe('a document stored before the code changed shape', () => {
  it('reads a field added since from its content/ file, and keeps what staff published', () => {
    const {
      meetingPlace: _place,
      gathering: _gathering,
      heroButtonLink: _link,
      ...before
    } = seedDocument('site');
    const stored = { ...before, name: 'Hearts United' };
    expect(currentShape('site', stored)).toEqual({ ...seedDocument('site'), name: 'Hearts United' });
  });

  it('leaves out a field since removed, so the editor never sends it back', () => {
    const about = seedDocument('about');
    const stored = { ...about, join: { ...about.join, location: 'Location: TBD', time: 'Time: TBD' } };
    expect(currentShape('about', stored)).toEqual(about);
  });

  it('keeps an optional group staff set, and lists as they are', () => {
    const site = { ...seedDocument('site'), analytics: { gaMeasurementId: 'G-ABC123XYZ', metaPixelId: '' } };
    expect(currentShape('site', site)).toEqual(site);
    const field = findDocument('events')!.fields;
    const events = seedDocument('events');
    expect(inCurrentShape(field, events, undefined)).toEqual(events);
  });
});
