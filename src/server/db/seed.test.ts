/**
 * The demo seed: idempotent, and it yields every kind of event, house church and video the pages
 * need to show, placed relative to the clock so "upcoming" stays upcoming.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '#tests/helpers/clock.ts';
import { createTestDatabase } from '#tests/helpers/database.ts';
import { insertEvent } from '#tests/helpers/generators/events.ts';
import { insertHouseChurch } from '#tests/helpers/generators/house-churches.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createEventSeriesService } from '#server/features/events/events.series.service.ts';
import {
  eventRsvps,
  eventSeries,
  events,
  houseChurches,
  images,
  imageVariants,
  videos,
} from '#server/db/schema/index.ts';
import { gatheringTimes } from '#server/db/seed-data/dates.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { site } from '#shared/site/settings.ts';

/** Wall-clock parts in the ministry's zone, read independently of the code under test. */
function central(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    weekday: 'long',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  const year = Number(get('year'));
  const month = Number(get('month'));
  const day = Number(get('day'));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { weekday: get('weekday'), day, daysInMonth, time: `${get('hour')}:${get('minute')}` };
}

function isGatheringTime(instant: Date): boolean {
  const { weekday, day, daysInMonth, time } = central(instant);
  const secondSaturday = day >= 8 && day <= 14;
  const lastSaturday = day + 7 > daysInMonth;
  return weekday === 'Saturday' && time === '19:00' && (secondSaturday || lastSaturday);
}

describe('seedDemoContent', () => {
  const clock = createTestClock(new Date('2026-06-01T15:00:00Z'));
  let database: DatabaseHandle;
  let firstRun: Awaited<ReturnType<typeof seedDemoContent>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    firstRun = await seedDemoContent(database.db, clock);
  });
  afterAll(() => database.close());

  const tableCounts = async () => ({
    events: (await database.db.select({ n: count() }).from(events))[0]!.n,
    eventRsvps: (await database.db.select({ n: count() }).from(eventRsvps))[0]!.n,
    houseChurches: (await database.db.select({ n: count() }).from(houseChurches))[0]!.n,
    videos: (await database.db.select({ n: count() }).from(videos))[0]!.n,
  });

  it('reports what it added, and adds nothing when run again, even months later', async () => {
    expect(firstRun).toEqual(await tableCounts());
    expect(firstRun.events).toBeGreaterThanOrEqual(8);
    expect(firstRun.houseChurches).toBeGreaterThanOrEqual(7);
    expect(firstRun.videos).toBe(15);
    const later = createTestClock(new Date('2026-09-15T15:00:00Z'));
    expect(await seedDemoContent(database.db, clock)).toEqual({
      events: 0,
      eventRsvps: 0,
      houseChurches: 0,
      videos: 0,
    });
    expect(await seedDemoContent(database.db, later)).toEqual({
      events: 0,
      eventRsvps: 0,
      houseChurches: 0,
      videos: 0,
    });
    expect(await tableCounts()).toEqual(firstRun);
  });

  it('gives three demo churches a library picture, stored in every size once however often it runs', async () => {
    const pictured = await database.db
      .select({ name: houseChurches.name, imageId: houseChurches.imageId })
      .from(houseChurches);
    expect(pictured.filter((church) => church.imageId !== null)).toHaveLength(3);
    expect(pictured.filter((church) => church.imageId === null).length).toBeGreaterThan(0);
    await seedDemoContent(database.db, clock);
    const library = await database.db.select().from(images);
    expect(library).toHaveLength(3);
    expect(library.every((image) => image.altText.length > 0 && image.width === 1280)).toBe(true);
    // 320, 640 and 1280 wide, each in WebP and JPEG.
    expect((await database.db.select({ n: count() }).from(imageVariants))[0]!.n).toBe(3 * 3 * 2);
  });

  it('seeds every kind of event the pages show, relative to now', async () => {
    const now = clock.now().getTime();
    const rows = await database.db.select().from(events).orderBy(asc(events.date));
    const rsvps = await database.db.select().from(eventRsvps);
    const upcoming = rows.filter((event) => event.date.getTime() > now);
    const seatsTaken = (id: number) =>
      rsvps.filter((r) => r.eventId === id && r.attending).reduce((sum, r) => sum + r.guests, 0);

    expect(rows.some((event) => event.date.getTime() < now)).toBe(true);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.some((event) => event.isFeatured)).toBe(true);
    const limited = upcoming.find((event) => event.rsvpLimit === 40);
    expect(limited).toMatchObject({ acceptsRsvp: true });
    expect(seatsTaken(limited!.id)).toBeGreaterThan(0);
    expect(seatsTaken(limited!.id)).toBeLessThan(40);
    expect(rsvps.some((r) => r.eventId === limited!.id && !r.attending)).toBe(true);
    expect(upcoming.find((event) => event.registrationRequired)?.registrationUrl).toMatch(/^https:\/\//);
    expect(upcoming.find((event) => event.isOnline)?.onlineUrl).toMatch(/^https:\/\//);
    expect(rows.some((event) => event.imageUrl === null)).toBe(true);
    expect(
      rows.some((event) => event.endDate && event.endDate.getTime() - event.date.getTime() > 24 * 3600_000),
    ).toBe(true);
    expect(new Set(rows.map((event) => event.eventType))).toEqual(
      new Set(['SERVICE', 'CONFERENCE', 'WORKSHOP', 'RETREAT', 'OTHER']),
    );
    // The adult Bible study and the Prophetic Restoration Service are TBD; one demo event is full.
    expect(
      rows
        .filter((event) => event.dateTbd)
        .map((event) => event.title)
        .sort(),
    ).toEqual(['Adult Bible Study (18+)', 'Prophetic Restoration Service']);
    expect(
      upcoming.some((event) => event.rsvpLimit !== null && seatsTaken(event.id) === event.rsvpLimit),
    ).toBe(true);
    expect(rows.map((event) => event.title)).toEqual(
      expect.arrayContaining([
        'Undivided Hearts Gathering',
        'Prophetic Restoration Service',
        "Restored Hearts Women's Retreat",
      ]),
    );
  });

  it('holds the Undivided Hearts Gathering on the second and last Saturday at 7 PM Central', async () => {
    const gatherings = (await database.db.select().from(events)).filter(
      (e) => e.title === 'Undivided Hearts Gathering',
    );
    expect(gatherings.filter((e) => e.date.getTime() > clock.now().getTime()).length).toBeGreaterThanOrEqual(
      2,
    );
    for (const gathering of gatherings)
      expect(isGatheringTime(gathering.date), gathering.date.toISOString()).toBe(true);
    // In winter too (CST, UTC-6), in a month with five Saturdays: January 2027 has the 2nd, 9th ... 30th.
    const winter = gatheringTimes(new Date('2027-01-05T12:00:00Z'), 0, 0);
    expect(winter.map((date) => date.toISOString())).toEqual([
      '2027-01-10T01:00:00.000Z',
      '2027-01-31T01:00:00.000Z',
    ]);
    expect(winter.every(isGatheringTime)).toBe(true);
  });

  it('holds the demo events at the main meeting place of the settings, with its street address and map', async () => {
    const rows = await database.db.select().from(events);
    const atCenter = rows.filter((e) => e.location === site.meetingPlace.name);
    expect(atCenter.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Undivided Hearts Gathering', 'Prophetic Restoration Service']),
    );
    for (const event of atCenter) {
      expect(event).toMatchObject({
        locationAddress: '1817 E 12th St, Austin, TX 78702',
        locationMapUrl: site.meetingPlace.mapUrl,
      });
    }
    const [series] = await database.db.select().from(eventSeries);
    expect(series).toMatchObject({
      location: site.meetingPlace.name,
      locationAddress: site.meetingPlace.address,
    });
  });

  it('makes the gathering a recurring series whose next dates the daily job adds a year ahead', async () => {
    const [series] = await database.db.select().from(eventSeries);
    expect(series).toMatchObject({
      title: 'Undivided Hearts Gathering',
      rrule: 'FREQ=MONTHLY;BYDAY=+2SA,-1SA',
    });
    const seeded = (await database.db.select().from(events)).filter(
      (e) => e.title === 'Undivided Hearts Gathering',
    );
    expect(seeded.every((e) => e.seriesId === series!.id)).toBe(true);

    const added = await createEventSeriesService({
      db: database.db,
      clock,
      events: { update: vi.fn() },
    }).extendAll();
    expect(added).toBeGreaterThanOrEqual(20);
    const dates = (await database.db.select().from(events)).filter((e) => e.seriesId === series!.id);
    expect(
      dates.every((e) => isGatheringTime(e.date)),
      'second and last Saturdays at 7 PM',
    ).toBe(true);
    expect(new Set(dates.map((e) => e.date.getTime())).size).toBe(dates.length);
  });

  it('seeds house churches of every kind across several cities and days', async () => {
    const churches = (await database.db.select().from(houseChurches)).filter((church) => church.isActive);
    expect(churches.filter((church) => church.isFlagship)).toHaveLength(1);
    expect(churches.some((church) => church.currentMembers === church.maxCapacity)).toBe(true);
    expect(
      churches.filter((church) => church.currentMembers < church.maxCapacity).length,
    ).toBeGreaterThanOrEqual(4);
    expect(churches.some((church) => church.acceptsChildren)).toBe(true);
    expect(churches.some((church) => !church.acceptsChildren)).toBe(true);
    expect(churches.some((church) => church.requiresVaccination)).toBe(true);
    expect(new Set(churches.map((church) => church.city))).toEqual(
      new Set(['Austin', 'Round Rock', 'Pflugerville', 'Cedar Park', 'Georgetown', 'San Marcos']),
    );
    expect(new Set(churches.map((church) => church.meetingDay)).size).toBeGreaterThanOrEqual(6);
    expect(
      churches.every(
        (church) => church.meetingDurationHours > 0 && /^\d\d:\d\d:00$/.test(church.meetingTime),
      ),
    ).toBe(true);
  });

  it('seeds YouTube-shaped demo videos with local thumbnails, newest in the past', async () => {
    const rows = await database.db.select().from(videos);
    expect(rows.every((video) => /^[A-Za-z0-9_-]{11}$/.test(video.videoId))).toBe(true);
    expect(rows.every((video) => /^\/images\/demo\/video-\d+\.svg$/.test(video.thumbnailHighUrl ?? ''))).toBe(
      true,
    );
    // Every poster the seed names is a real file the site serves.
    for (const video of rows) {
      expect(fs.existsSync(path.join('public', video.thumbnailHighUrl!))).toBe(true);
    }
    expect(rows.every((video) => /^PT(\d+H)?(\d+M)?(\d+S)?$/.test(video.duration))).toBe(true);
    expect(rows.every((video) => video.description.includes('\n\n'))).toBe(true);
    expect(rows.every((video) => video.publishedAt.getTime() < clock.now().getTime())).toBe(true);
    expect(rows.some((video) => video.duration.includes('H'))).toBe(true);
  });

  it('leaves the id sequences past the seeded ids, so new rows get new ids', async () => {
    const event = await insertEvent(database.db);
    const church = await insertHouseChurch(database.db);
    expect(event.id).toBeGreaterThan(firstRun.events);
    expect(church.id).toBeGreaterThan(firstRun.houseChurches);
  });
});
