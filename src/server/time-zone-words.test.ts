/**
 * The ministry's time zone is a setting (docs/product.md#time-zone-and-dates): every word that names
 * it comes from the setting, so a ministry on the West Coast reads "Pacific" in its emails and
 * screens, never a city or zone written in the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import { STATEMENT_WORDS } from '#shared/giving/statements-format.ts';
import { applySiteSettings, site, type Site } from '#shared/site/settings.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { formatVideoDate } from '#shared/videos/format.ts';
import { rsvpConfirmationEmail } from '#server/features/events/events.emails.ts';

const seed = structuredClone(site);
const inZone = (timeZone: string) => applySiteSettings({ ...seed, timeZone } as Site);
afterEach(() => applySiteSettings(seed));

/** An RSVP email for an event at 7 PM local time on `date` (instants given in UTC). */
function rsvpEmailText(date: string, endDate: string): string {
  const event = buildEventJson({
    date,
    end_date: endDate,
    location: 'Ministry Center',
    location_address: '100 Ocean Ave, Santa Monica, CA 90401',
  });
  return rsvpConfirmationEmail({
    event,
    rsvp: { name: 'Ruth Nguyen', email: 'ruth@example.org', guests: 2, attending: true },
    answer: 'new',
    manageUrl: 'https://ministry.example/events/rsvp?token=x',
    publicUrl: 'https://ministry.example',
    now: new Date('2030-01-01T00:00:00Z'),
  }).text;
}

describe('the time zone in words follows the setting', () => {
  it('an RSVP email names the zone of the setting, by the season of the event', () => {
    inZone('America/Los_Angeles');
    // 7 PM PDT on Saturday, June 15, 2030 is 02:00 UTC the next day.
    const summer = rsvpEmailText('2030-06-16T02:00:00Z', '2030-06-16T04:30:00Z');
    expect(summer).toContain('Date: Saturday, June 15, 2030');
    expect(summer).toContain('Time: 7:00 PM – 9:30 PM PDT (Pacific Daylight Time)');
    // 7 PM PST on Saturday, December 14, 2030 is 03:00 UTC the next day.
    const winter = rsvpEmailText('2030-12-15T03:00:00Z', '2030-12-15T05:30:00Z');
    expect(winter).toContain('Time: 7:00 PM – 9:30 PM PST (Pacific Standard Time)');
    for (const text of [summer, winter]) {
      expect(text).not.toMatch(/Austin|Central|CST|CDT/);
    }
  });

  it('with the default zone, the RSVP email says Central Standard or Daylight Time by the date', () => {
    expect(rsvpEmailText('2030-06-16T00:00:00Z', '2030-06-16T02:30:00Z')).toContain(
      'Time: 7:00 PM – 9:30 PM CDT (Central Daylight Time)',
    );
    expect(rsvpEmailText('2030-12-15T01:00:00Z', '2030-12-15T03:30:00Z')).toContain(
      'Time: 7:00 PM – 9:30 PM CST (Central Standard Time)',
    );
  });

  it('a video published late in the evening on the West Coast is dated that day there', () => {
    // 11 PM on March 4 in Los Angeles; already 1 AM on March 5 in Chicago.
    expect(formatVideoDate('2025-03-05T07:00:00Z')).toBe('March 5, 2025');
    inZone('America/Los_Angeles');
    expect(formatVideoDate('2025-03-05T07:00:00Z')).toBe('March 4, 2025');
  });

  it('the year-end statements name the zone of the setting', () => {
    inZone('America/Los_Angeles');
    expect(zoneGenericName()).toBe('Pacific Time');
    const words = [STATEMENT_WORDS.yearNotOver(2031), STATEMENT_WORDS.netOfRefunds()];
    expect(words[0]).toBe(
      'The 2031 statements can be sent once the year has ended (after December 31, Pacific Time).',
    );
    expect(words[1]).toContain('the paid gifts of the year in Pacific Time');
    for (const text of words) expect(text).not.toMatch(/Austin|Central/);
  });
});

describe('no source file names the zone itself', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const sourceFiles = (dir: string): string[] =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));

  it('only content/site.json, the setting\'s default, says America/Chicago; no code says "Austin time"', () => {
    // The settings' list of zones to choose from names every US zone, Central among them; it chooses none.
    const zoneChoices = path.join('src', 'shared', 'content', 'admin-words.ts');
    const offenders = [...sourceFiles('src'), ...sourceFiles('scripts')].filter(
      (file) =>
        file !== zoneChoices &&
        /America\/Chicago|Austin time|Central Time/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8')).timeZone).toBe(
      'America/Chicago',
    );
  });
});
