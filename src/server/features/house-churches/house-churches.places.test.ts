import { describe, expect, it } from 'vitest';
import {
  churchArea,
  findPlace,
  milesBetween,
} from '#server/features/house-churches/house-churches.places.ts';

const near = (place: { latitude: number; longitude: number } | null, latitude: number, longitude: number) => {
  expect(place).not.toBeNull();
  expect(place!.latitude).toBeCloseTo(latitude, 1);
  expect(place!.longitude).toBeCloseTo(longitude, 1);
};

describe('finding a place typed in the directory', () => {
  it('finds a ZIP code at its centre, with or without its four extra digits', () => {
    near(findPlace('78723'), 30.31, -97.68);
    near(findPlace(' 78704-1234 '), 30.24, -97.77);
    expect(findPlace('78723')!.name).toBe('78723');
  });

  it('finds an Austin neighborhood by its name or another name people use, in any case', () => {
    expect(findPlace('Mueller')).toMatchObject({ name: 'Mueller, Austin' });
    near(findPlace('mueller'), 30.3, -97.7);
    expect(findPlace('East Austin')).toMatchObject({ name: 'East Austin, Austin' });
    expect(findPlace('east side')).toMatchObject({ name: 'East Austin, Austin' });
    expect(findPlace('Hyde  Park')).toMatchObject({ name: 'Hyde Park, Austin' });
    // A name two cities share: Austin's alone, the other's with its city.
    expect(findPlace('Downtown')).toMatchObject({ name: 'Downtown, Austin' });
    expect(findPlace('Downtown San Marcos')).toMatchObject({ name: 'Downtown, San Marcos' });
  });

  it('finds a Texas city at the middle of its ZIP codes, with or without the state', () => {
    near(findPlace('Round Rock'), 30.5, -97.67);
    expect(findPlace('round rock, TX')).toEqual(findPlace('Round Rock'));
    near(findPlace('Dallas'), 32.8, -96.8);
  });

  it('finds nothing for a ZIP code that does not exist or a name it does not know', () => {
    expect(findPlace('00000')).toBeNull();
    expect(findPlace('99999')).toBeNull();
    expect(findPlace('Gotham')).toBeNull();
    expect(findPlace('   ')).toBeNull();
  });
});

describe('where the directory places a church', () => {
  it('uses its neighborhood when known in its city, else its ZIP code, else its city, rounded to 2 decimals', () => {
    expect(churchArea({ neighborhood: 'Mueller', city: 'Austin', postalCode: '78702' })).toEqual({
      name: 'Mueller, Austin',
      latitude: 30.3,
      longitude: -97.7,
    });
    // A neighborhood the list does not know, or one of another city: the ZIP code's centre.
    expect(churchArea({ neighborhood: 'Nowhere Acres', city: 'Austin', postalCode: '78723' })).toEqual({
      name: 'ZIP 78723',
      latitude: 30.31,
      longitude: -97.68,
    });
    expect(churchArea({ neighborhood: 'Mueller', city: 'Round Rock', postalCode: null })).toMatchObject({
      name: 'Round Rock',
    });
    expect(churchArea({ neighborhood: null, city: 'Gotham', postalCode: null })).toBeNull();
  });

  it('never gives more than 2 decimals, whatever the source had', () => {
    const area = churchArea({ neighborhood: null, city: 'Austin', postalCode: '78741' })!;
    for (const value of [area.latitude, area.longitude]) {
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });
});

describe('the distance between two places', () => {
  it('is zero at the same place and about 69 miles a degree of latitude', () => {
    const austin = { latitude: 30.27, longitude: -97.74 };
    expect(milesBetween(austin, austin)).toBe(0);
    expect(milesBetween(austin, { latitude: 31.27, longitude: -97.74 })).toBeCloseTo(69.1, 0);
  });

  it('is the distance as the crow flies: Austin to Dallas is about 182 miles, either way', () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(milesBetween(austin, dallas)).toBeGreaterThan(178);
    expect(milesBetween(austin, dallas)).toBeLessThan(186);
    expect(milesBetween(dallas, austin)).toBeCloseTo(milesBetween(austin, dallas), 6);
  });
});
