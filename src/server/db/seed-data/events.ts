/**
 * Demo events, placed relative to "now" so upcoming ones stay upcoming: past, upcoming, featured,
 * RSVP-limited, registration-required, online, multi-day. Fixed ids keep the seed idempotent.
 */
import { site } from '#shared/site/settings.ts';
import { toMinistryDateTimeInput } from '#shared/events/format.ts';
import type { eventRsvps, eventSeries, events } from '#server/db/schema/index.ts';
import {
  addDays,
  gatheringTimes,
  ministryDate,
  ministryTime,
  nextWeekday,
} from '#server/db/seed-data/dates.ts';
import { gatheringSpanish, SPANISH_BY_EVENT } from '#server/db/seed-data/events-spanish.ts';

type EventRow = typeof events.$inferInsert & { id: number };
type RsvpRow = typeof eventRsvps.$inferInsert & { id: string };
type SeriesRow = typeof eventSeries.$inferInsert & { id: number };

/** The Undivided Hearts Gathering is recurring series 1: the second and last Saturday, at the settings' start time. */
export const GATHERING_SERIES_ID = 1;
export const GATHERING_RRULE = 'FREQ=MONTHLY;BYDAY=+2SA,-1SA';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The main meeting place of the site settings, as a new event at it is filled in (docs/product.md#staff-events). */
const atMeetingPlace = () => ({
  location: site.meetingPlace.name,
  locationAddress: site.meetingPlace.address,
  locationMapUrl: site.meetingPlace.mapUrl,
});

const gatheringDescription = `An evening of wholehearted worship, teaching from the Word and prophetic ministry. Come as you are: this is a family gathering, and there is a seat saved for you.

Prayer begins half an hour before the gathering starts, for anyone who wants to come early and seek the Lord with us.

Childcare is available for little ones up to age 10. Coffee and something sweet afterwards.`;

/** Returns the demo events and RSVPs for a given moment. */
export function demoEvents(now: Date): { series: SeriesRow[]; events: EventRow[]; rsvps: RsvpRow[] } {
  const today = ministryDate(now);
  const gatherings = gatheringTimes(now, 2, 3);
  const upcoming = gatherings.filter((time) => time.getTime() > now.getTime() + 2 * HOUR);
  const past = gatherings.filter((time) => time.getTime() < now.getTime() - 6 * HOUR);
  const [nextGathering, followingGathering] = upcoming as [Date, Date];
  const lastGathering = past[past.length - 1]!;
  const at = (days: number, weekdayIndex: number, hour: number, minute = 0) =>
    ministryTime(nextWeekday(addDays(today, days), weekdayIndex), hour, minute);

  const restorationService = at(18, 0, 18); // a Sunday about two and a half weeks out
  const worshipNight = at(8, 4, 19); // a Thursday next week
  const bibleStudy = at(30, 2, 19); // a Tuesday about a month out
  const retreatStart = at(45, 5, 17); // a Friday about six weeks out
  const conferenceStart = at(90, 5, 9); // a Friday about three months out
  const workshop = at(-38, 6, 10); // a Saturday about five weeks ago
  const prayerNight = at(-75, 5, 19); // a Friday about ten weeks ago
  const prayerTraining = at(10, 6, 10); // a Saturday about ten days out
  const intercessorsBreakfast = at(12, 3, 7); // a Wednesday about two weeks out
  const onlinePrayer = at(5, 1, 12); // a Monday about a week out

  const eventRows: EventRow[] = [
    {
      id: 1,
      title: site.gathering.name,
      subtitle: 'Worship, the Word and prophetic ministry',
      eventType: 'SERVICE',
      description: gatheringDescription,
      imageUrl: '/images/events/gathering.svg',
      date: nextGathering,
      seriesId: GATHERING_SERIES_ID,
      seriesOccurrenceAt: nextGathering,
      endDate: new Date(nextGathering.getTime() + 2.5 * HOUR),
      ...atMeetingPlace(),
      isFeatured: true,
    },
    {
      id: 2,
      title: site.gathering.name,
      subtitle: 'Worship, the Word and prophetic ministry',
      eventType: 'SERVICE',
      description: gatheringDescription,
      imageUrl: '/images/events/gathering.svg',
      date: followingGathering,
      seriesId: GATHERING_SERIES_ID,
      seriesOccurrenceAt: followingGathering,
      endDate: new Date(followingGathering.getTime() + 2.5 * HOUR),
      ...atMeetingPlace(),
    },
    {
      id: 3,
      title: 'Prophetic Restoration Service',
      subtitle: 'He restores my soul',
      eventType: 'SERVICE',
      description: `A service set apart for those who feel worn thin, wounded by church, or far from the God they once knew. We will worship, hear the Word, and make room for personal prophetic prayer.

Seating is limited so that every person who wants prayer can receive it. Please RSVP for yourself and anyone coming with you.

"He restores my soul. He leads me in paths of righteousness for his name's sake." (Psalm 23:3)`,
      imageUrl: '/images/events/restoration.svg',
      // The Prophetic Restoration Service's date is still to be decided. The date orders it.
      date: restorationService,
      dateTbd: true,
      ...atMeetingPlace(),
      rsvpLimit: 40,
      isFeatured: true,
    },
    {
      id: 4,
      title: 'Night of Worship (Online)',
      subtitle: 'Join from wherever you are',
      eventType: 'OTHER',
      description: `An evening of unhurried worship and prayer, streamed live. Light a candle, gather your household, and worship with believers across Texas and beyond.

The stream opens fifteen minutes early. Prayer requests shared in the chat are prayed over live by our prayer team.`,
      imageUrl: '/images/events/worship-night.svg',
      date: worshipNight,
      endDate: new Date(worshipNight.getTime() + 1.5 * HOUR),
      location: 'Online',
      isOnline: true,
      // Registrants only: the link is in their confirmation and reminder emails.
      onlineUrl: `${site.social.find((s) => s.name === 'YouTube')?.url ?? 'https://www.youtube.com'}/live`,
    },
    {
      id: 5,
      title: 'Adult Bible Study (18+)',
      subtitle: 'Friendship with God: a study of the Book of James',
      eventType: 'WORKSHOP',
      description: `Eight weeks in the Book of James for adults who want to go deeper: honest questions, careful reading, and prayer for one another.

This first evening introduces the study and the small groups. Sign up on the Bible study page to receive the reading plan and a free devotional.`,
      imageUrl: null,
      // The adult Bible study's date is TBD; sign-ups go through /bible-study-signup.
      date: bibleStudy,
      dateTbd: true,
      ...atMeetingPlace(),
      rsvpLimit: 30,
      isFeatured: true,
    },
    {
      id: 6,
      title: "Restored Hearts Women's Retreat",
      subtitle: 'A weekend in the Hill Country',
      eventType: 'RETREAT',
      description: `Three days away with the Lord and with one another: worship by the river, teaching on the undivided heart, time for rest, and prayer ministry for every woman who wants it.

Registration includes two nights' lodging, all meals and retreat materials. Scholarships are available; nobody should stay home because of cost. Ask us when you register.`,
      imageUrl: '/images/events/retreat.svg',
      date: retreatStart,
      endDate: new Date(retreatStart.getTime() + 2 * DAY - 4 * HOUR),
      location: 'Cypress Creek Retreat Center',
      locationAddress: 'Wimberley, TX',
      locationMapUrl: mapUrl('Wimberley, TX'),
      registrationRequired: true,
      registrationUrl: site.ticketingUrl,
      acceptsRsvp: false,
      isFeatured: true,
    },
    {
      id: 7,
      title: 'Hearts Aflame Prophetic Conference',
      subtitle: 'Two days of worship, teaching and prophetic ministry',
      eventType: 'CONFERENCE',
      description: `Our yearly conference for everyone who longs to hear God clearly and live wholeheartedly for him. Sessions on prophetic ministry in the local church, the fear of the Lord, and friendship with God.

Breakout tracks for house-church leaders, worship teams and young adults. Lunch is provided both days.`,
      imageUrl: '/images/events/conference.svg',
      date: conferenceStart,
      endDate: new Date(conferenceStart.getTime() + DAY + 8 * HOUR),
      location: 'Palmer Events Center',
      locationAddress: '900 Barton Springs Rd, Austin, TX 78704',
      locationMapUrl: mapUrl('900 Barton Springs Rd, Austin, TX 78704'),
      registrationRequired: true,
      registrationUrl: site.ticketingUrl,
      acceptsRsvp: false,
    },
    {
      id: 8,
      title: site.gathering.name,
      subtitle: 'Worship, the Word and prophetic ministry',
      eventType: 'SERVICE',
      description: gatheringDescription,
      imageUrl: '/images/events/gathering.svg',
      date: lastGathering,
      seriesId: GATHERING_SERIES_ID,
      seriesOccurrenceAt: lastGathering,
      endDate: new Date(lastGathering.getTime() + 2.5 * HOUR),
      ...atMeetingPlace(),
    },
    {
      id: 9,
      title: 'Prophetic Worship Workshop',
      subtitle: 'For singers, musicians and intercessors',
      eventType: 'WORKSHOP',
      description: `A hands-on morning for worship teams: listening to the Holy Spirit while leading, spontaneous song, and serving the room with humility.

Bring your instrument. We close with an open time of worship together.`,
      imageUrl: '/images/events/workshop.svg',
      date: workshop,
      endDate: new Date(workshop.getTime() + 3 * HOUR),
      ...atMeetingPlace(),
      rsvpLimit: 25,
    },
    {
      id: 10,
      title: 'Night of Prayer and Fasting',
      subtitle: null,
      eventType: 'OTHER',
      description: `We set aside the evening to fast, pray and seek the Lord together for our city, our families and the house churches.

Come for any part of the evening. Water and tea will be available.`,
      imageUrl: null,
      date: prayerNight,
      endDate: new Date(prayerNight.getTime() + 3 * HOUR),
      ...atMeetingPlace(),
      isFeatured: true,
    },
    {
      id: 11,
      title: 'Hearing God: Prophetic Prayer Training',
      subtitle: 'A morning of teaching and practice',
      eventType: 'WORKSHOP',
      description: `Learn to listen to the Holy Spirit in prayer and to share what you sense with humility and love. Teaching from Scripture, then practice in small groups.

Seating is limited to keep the groups small. Please RSVP for yourself and anyone coming with you. Coffee and breakfast tacos from 9:30.`,
      imageUrl: '/images/events/prayer.svg',
      date: prayerTraining,
      endDate: new Date(prayerTraining.getTime() + 3 * HOUR),
      ...atMeetingPlace(),
      rsvpLimit: 20,
    },
    {
      id: 12,
      title: "Intercessors' Breakfast",
      subtitle: 'Praying for the city before work',
      eventType: 'OTHER',
      description: `An early breakfast for our intercessors: we pray for Austin, for the house churches and for the coming gatherings, then head to work.

This breakfast is fully booked; watch for the next one.`,
      imageUrl: null,
      date: intercessorsBreakfast,
      endDate: new Date(intercessorsBreakfast.getTime() + 1.5 * HOUR),
      ...atMeetingPlace(),
      rsvpLimit: 8,
    },
    {
      id: 13,
      title: 'Midday Prayer Online',
      subtitle: 'Half an hour of prayer from wherever you are',
      eventType: 'OTHER',
      description: `Thirty minutes of prayer for the city, the nations and one another, on a video call. Join from your desk, your car or your kitchen table; come late or leave early as you need.

The link is on this page: anyone may join. An RSVP helps us know who to pray for by name.`,
      imageUrl: '/images/events/prayer.svg',
      date: onlinePrayer,
      endDate: new Date(onlinePrayer.getTime() + 0.5 * HOUR),
      location: 'Online',
      isOnline: true,
      // The link is public: the page shows Join Online to everyone (docs/product.md#event-detail-and-rsvp).
      onlineUrl: 'https://meet.example.org/undivided-hearts-midday-prayer',
      onlineLinkPublic: true,
    },
  ];

  // The series starts at the last gathering seeded as past; its dates up to the following one are the
  // rows above, and the daily job (events.series.service.ts) makes the rest a year ahead.
  const gatheringSeries: SeriesRow = {
    id: GATHERING_SERIES_ID,
    rrule: GATHERING_RRULE,
    startsLocal: toMinistryDateTimeInput(lastGathering),
    timeZone: site.timeZone,
    durationMinutes: 150,
    materializedThrough: followingGathering,
    title: site.gathering.name,
    subtitle: 'Worship, the Word and prophetic ministry',
    eventType: 'SERVICE',
    description: gatheringDescription,
    imageUrl: '/images/events/gathering.svg',
    ...atMeetingPlace(),
    isFeatured: true,
  };

  const rsvp = (n: number, eventId: number, name: string, guests: number, attending = true): RsvpRow => {
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`;
    const createdAt = new Date(now.getTime() - (n + 1) * 7 * HOUR);
    return { id: demoUuid(n), eventId, name, email, guests, attending, createdAt, updatedAt: createdAt };
  };
  const rsvps: RsvpRow[] = [
    rsvp(1, 3, 'Maria Delgado', 2),
    rsvp(2, 3, 'James Okafor', 4),
    rsvp(3, 3, 'Hannah Lee', 1),
    rsvp(4, 3, 'Samuel Brooks', 3),
    rsvp(5, 3, 'Ruth Nguyen', 2),
    rsvp(6, 3, 'Peter Alvarez', 2, false),
    rsvp(7, 1, 'Esther Kim', 2),
    rsvp(8, 1, 'David Mensah', 5),
    rsvp(9, 8, 'Lydia Carter', 3),
    rsvp(10, 8, 'Caleb Johnson', 1),
    rsvp(11, 9, 'Miriam Santos', 1),
    rsvp(12, 9, 'Joel Patterson', 2),
    rsvp(13, 11, 'Naomi Fischer', 2),
    rsvp(14, 11, 'Isaac Romero', 1),
    rsvp(15, 11, 'Grace Adeyemi', 3),
    // The breakfast is full: 8 of 8 seats.
    rsvp(16, 12, 'Deborah Walsh', 3),
    rsvp(17, 12, 'Aaron Mitchell', 2),
    rsvp(18, 12, 'Priya Thomas', 3),
  ];
  // Two attendees answered in Spanish: staff see it, and their emails are Spanish.
  const spanishRsvps = new Set([1, 14]);
  return {
    series: [{ ...gatheringSeries, ...gatheringSpanish }],
    events: eventRows.map((row) => ({ ...row, ...SPANISH_BY_EVENT[row.id!] })),
    rsvps: rsvps.map((row, index) => (spanishRsvps.has(index + 1) ? { ...row, locale: 'es' } : row)),
  };
}

/** A valid, recognisable UUID for seeded rows: 00000000-0000-4000-8000-00000000000n. */
export function demoUuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
}
