import { afterEach, describe, expect, it } from 'vitest';
import { applySiteSettings, site } from '#shared/site/settings.ts';
import {
  eventPlace,
  eventPlaceEmailLines,
  eventsBannerText,
  gatheringWhen,
  heroButtonHref,
} from '#shared/site/meeting-place.ts';

const seeded = structuredClone(site);
afterEach(() => applySiteSettings(structuredClone(seeded)));

const change = (settings: Partial<typeof site>) =>
  applySiteSettings({ ...structuredClone(seeded), ...settings });

describe('where and when, from the site settings (docs/product.md#content-and-settings)', () => {
  it('tells the gathering’s days and time in the zone the settings name, never a fixed zone', () => {
    expect(gatheringWhen()).toBe('Second and last Saturday of the month, 7:00 PM Central Time');
    change({ timeZone: 'America/Los_Angeles', gathering: { ...seeded.gathering, startTime: '18:30' } });
    expect(gatheringWhen()).toBe('Second and last Saturday of the month, 6:30 PM Pacific Time');
  });

  it('tells them in Spanish on a Spanish page, with the settings’ Spanish days (docs/product.md#languages)', () => {
    change({ gathering: { ...seeded.gathering, days: 'El segundo y el último sábado de cada mes' } });
    expect(gatheringWhen('es')).toBe('El segundo y el último sábado de cada mes, 7:00 p.m., hora central');
    expect(eventsBannerText('es')).toBe(
      'Undivided Hearts Gathering: El segundo y el último sábado de cada mes, 7:00 p.m., hora central.',
    );
  });

  it('names the gathering in the banner unless staff wrote their own text', () => {
    expect(eventsBannerText()).toBe(
      'Undivided Hearts Gathering: Second and last Saturday of the month, 7:00 PM Central Time.',
    );
    change({ eventsBanner: { ...seeded.eventsBanner, text: 'Easter service at 10 AM.' } });
    expect(eventsBannerText()).toBe('Easter service at 10 AM.');
  });

  it('sends the home button to the next gathering’s page unless staff chose another link', () => {
    expect(heroButtonHref('/events/12')).toBe('/events/12');
    expect(heroButtonHref(null)).toBe('/events');
    change({ heroButtonLink: 'https://www.eventbrite.com/e/gathering' });
    expect(heroButtonHref('/events/12')).toBe('https://www.eventbrite.com/e/gathering');
  });
});

describe('an event’s place', () => {
  const atCenter = {
    location: 'Undivided Hearts Ministry Center',
    location_address: null,
    location_map_url: null,
  };

  it('at the main meeting place, fills the street address, map link and parking note from the settings', () => {
    expect(eventPlace(atCenter)).toEqual({
      name: 'Undivided Hearts Ministry Center',
      address: '1817 E 12th St, Austin, TX 78702',
      mapUrl: seeded.meetingPlace.mapUrl,
      arrival: seeded.meetingPlace.arrival,
    });
    expect(eventPlaceEmailLines(atCenter)).toEqual([
      'Place: Undivided Hearts Ministry Center, 1817 E 12th St, Austin, TX 78702',
      `Parking and entry: ${seeded.meetingPlace.arrival}`,
    ]);
  });

  it('follows the settings when staff move the meeting place', () => {
    change({ meetingPlace: { ...seeded.meetingPlace, name: 'Chestnut Hall', address: '2300 Chestnut Ave' } });
    expect(eventPlace({ ...atCenter, location: 'Chestnut Hall' }).address).toBe('2300 Chestnut Ave');
    // The old name is just a place now: nothing is filled in for it.
    expect(eventPlace(atCenter).address).toBeNull();
  });

  it('keeps an event’s own address, and adds nothing to an event elsewhere', () => {
    expect(eventPlace({ ...atCenter, location_address: 'Room 2, 1817 E 12th St' }).address).toBe(
      'Room 2, 1817 E 12th St',
    );
    const elsewhere = {
      location: 'Zilker Park',
      location_address: '2207 Lou Neff Rd',
      location_map_url: null,
    };
    expect(eventPlace(elsewhere)).toEqual({
      name: 'Zilker Park',
      address: '2207 Lou Neff Rd',
      mapUrl: null,
      arrival: null,
    });
    expect(eventPlaceEmailLines(elsewhere)).toEqual(['Place: Zilker Park, 2207 Lou Neff Rd']);
  });
});
