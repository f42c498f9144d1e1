/**
 * Searching the directory by place (docs/product.md#house-church-directory): a ZIP code, a
 * neighborhood or a city lists the churches nearest first with how far each is; the visitor's own
 * position likewise, and it is never kept; a place not found says what to type.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CHURCH_WORDS, NEARBY_MILES, type PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { houseChurches } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { demoHouseChurches } from '#server/db/seed-data/house-churches.ts';

const LIST = '/api/house-church/house-churches/';

describe('GET /api/house-church/house-churches/ near a place', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.db, createTestClock());
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `${LIST}?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as PublicHouseChurch[];
  };
  const nearestFirst = (churches: PublicHouseChurch[]) => {
    const miles = churches.map((church) => church.distance_miles);
    expect(miles.every((value) => value !== null)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a! - b!));
  };

  it('by ZIP code: every church of the area, nearest first, each with its distance', async () => {
    const churches = await search('near=78723');
    nearestFirst(churches);
    expect(churches[0]).toMatchObject({ name: 'Mueller Flagship House Church' });
    expect(churches[0]!.distance_miles).toBeLessThan(3);
    expect(churches.map((church) => church.name)).toContain('Georgetown Saturday Breakfast');
    // The archived church stays out, as in every list.
    expect(churches.map((church) => church.name)).not.toContain('Hutto Home Fellowship');
    expect(churches.every((church) => church.distance_miles! <= NEARBY_MILES)).toBe(true);
  });

  it('by neighborhood: Mueller and East Austin each find their own church first', async () => {
    const mueller = await search('near=Mueller');
    nearestFirst(mueller);
    expect(mueller[0]).toMatchObject({ name: 'Mueller Flagship House Church' });
    expect(mueller[0]!.distance_miles).toBeLessThan(1);

    const east = await search('near=east%20austin');
    nearestFirst(east);
    expect(east[0]).toMatchObject({ name: 'East Austin Sunday Supper' });
    expect(east[0]!.distance_miles).toBeLessThan(1);
    expect(east.length).toBeGreaterThan(1);
  });

  it('by city: the town itself first, then its neighbors', async () => {
    const churches = await search('near=Round%20Rock');
    nearestFirst(churches);
    expect(churches[0]).toMatchObject({ name: 'Round Rock Family House Church' });
    expect(churches.map((church) => church.city)).toContain('Pflugerville');
  });

  it('keeps the other filters with a place', async () => {
    const churches = await search('near=78723&meeting_day=Sunday&has_spots=true');
    nearestFirst(churches);
    expect(churches.length).toBeGreaterThan(0);
    expect(churches.every((church) => church.meeting_day === 'Sunday' && church.spots_available > 0)).toBe(
      true,
    );
  });

  it('a known place far from every church lists none (the page says none match yet)', async () => {
    expect(await search('near=Dallas')).toEqual([]);
    expect(await search('near=79901')).toEqual([]);
  });

  it('still matches part of a city or neighborhood name that is no place of its own, without distances', async () => {
    const churches = await search('near=Pfluger');
    expect(churches.map((church) => church.name)).toEqual(['Pflugerville Supper Church']);
    expect(churches[0]!.distance_miles).toBeNull();
  });

  it('refuses a place it cannot find with a message saying what to type, on the search field', async () => {
    for (const place of ['Gotham', '99999', '787']) {
      const response = await t.request({ method: 'GET', url: `${LIST}?near=${place}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: HOUSE_CHURCH_WORDS.in('en')('directory.placeNotFound'),
        fields: { near: [HOUSE_CHURCH_WORDS.in('en')('directory.placeNotFound')] },
      });
    }
    // The directory itself is untouched.
    expect((await search('')).length).toBe(demoHouseChurches.filter((row) => row.isActive !== false).length);
  });

  it('measures from the church’s area, never its street address or exact position', async () => {
    // Move Mueller's private position far away: its distance must not change.
    const before = (await search('near=78723'))[0]!;
    expect(before.distance_miles).not.toBeNull();
    await t.db.update(houseChurches).set({ latitude: 40.7, longitude: -74 }).where(eq(houseChurches.id, 1));
    expect((await search('near=78723'))[0]).toEqual(before);
    const body = JSON.stringify(await search('near=78723'));
    for (const row of demoHouseChurches) {
      for (const value of [row.streetAddress, row.postalCode, row.arrivalNotes]) {
        if (value) expect(body).not.toContain(value);
      }
    }
    expect(body).not.toMatch(/latitude|longitude|area_/);
  });

  it('without a place: the same list as before, without distances', async () => {
    const churches = await search('');
    expect(churches.every((church) => church.distance_miles === null)).toBe(true);
    expect(churches[0]!.is_flagship).toBe(true);
    // The older city filter is kept for existing links and clients.
    expect((await search('city=ROUND')).map((church) => church.name)).toEqual([
      'Round Rock Family House Church',
    ]);
  });
});

describe('GET /api/house-church/house-churches/ near the visitor’s position', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ responseCache: true, log: { level: 'info', lines: logLines } });
    await seedDemoContent(t.db, createTestClock());
  });
  afterAll(() => t.close());

  it('lists the nearest first, and neither a cache nor the log keeps the position', async () => {
    const url = `${LIST}?lat=30.3&lng=-97.71`;
    const first = await t.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const churches = first.json() as PublicHouseChurch[];
    expect(churches[0]).toMatchObject({ name: 'Mueller Flagship House Church' });
    expect(churches[0]!.distance_miles).toBeLessThan(1);
    expect(first.headers['cache-control']).toBe('private, no-store');
    // The site's own pages may ask the browser (it asks the visitor); embedded frames may not.
    expect(first.headers['permissions-policy']).toContain('geolocation=(self)');
    const again = await t.request({ method: 'GET', url });
    expect(again.headers['x-cache']).toBeUndefined();
    // Any other list is still kept for everyone.
    await t.request({ method: 'GET', url: `${LIST}?near=78723` });
    expect((await t.request({ method: 'GET', url: `${LIST}?near=78723` })).headers['x-cache']).toBe('hit');
    expect(logLines.join('\n')).toContain('lat=[redacted]&lng=[redacted]');
    expect(logLines.join('\n')).not.toContain('30.3');
  });

  it('refuses half a position or one that is not a number', async () => {
    for (const query of ['lat=30.3', 'lng=-97.7', 'lat=abc&lng=-97.7', 'lat=95&lng=-97.7']) {
      const response = await t.request({ method: 'GET', url: `${LIST}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(
        HOUSE_CHURCH_WORDS.in('en')('directory.positionInvalid'),
      );
    }
  });
});
