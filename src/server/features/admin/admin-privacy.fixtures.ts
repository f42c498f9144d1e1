/**
 * One person in every table that holds personal data, for the privacy tests: the address is typed
 * in mixed case in places, as people type it. Returns what the tests check afterwards.
 */
import crypto from 'node:crypto';
import type { Database } from '../../db/client.ts';
import {
  bibleStudySignups,
  contactMessages,
  devotionalLeads,
  donations,
  emailOutbox,
  emailSubscribers,
  eventLeads,
  eventRsvps,
  events,
  houseChurches,
  houseChurchRegistrations,
  leaderApplications,
  prayerRequests,
} from '../../db/schema/index.ts';

export const PRIVATE_PRAYER = 'Please pray for my brother in hospital';

export async function seedSharedPlaces(db: Database) {
  const [event] = await db
    .insert(events)
    .values({
      title: 'Night of Worship',
      description: 'Worship together.',
      date: new Date('2026-07-01T00:00:00Z'),
      location: 'Austin',
      rsvpLimit: 20,
    })
    .returning({ id: events.id });
  const [church] = await db
    .insert(houseChurches)
    .values({
      name: 'Hyde Park Fellowship',
      city: 'Austin',
      meetingDay: 'Tuesday',
      meetingTime: '19:00:00',
      leaderName: 'Leader',
      currentMembers: 3,
      maxCapacity: 12,
    })
    .returning({ id: houseChurches.id });
  const [second] = await db
    .insert(houseChurches)
    .values({
      name: 'East Side House',
      city: 'Austin',
      meetingDay: 'Friday',
      meetingTime: '18:30:00',
      leaderName: 'Leader Two',
      currentMembers: 0,
      maxCapacity: 8,
    })
    .returning({ id: houseChurches.id });
  return { eventId: event!.id, churchId: church!.id, secondChurchId: second!.id };
}

/** `email` as stored (any case); `name` distinguishes the people. */
export async function seedPerson(
  db: Database,
  places: { eventId: number; churchId: number; secondChurchId: number },
  person: { email: string; name: string; guests: number },
) {
  const { email, name } = person;
  const [first, last] = [name.split(' ')[0]!, name.split(' ')[1] ?? 'Doe'];
  await db.insert(emailSubscribers).values({
    email,
    name,
    source: 'newsletter',
    unsubscribeToken: crypto.randomBytes(16).toString('hex'),
  });
  await db.insert(contactMessages).values([
    { name, email, subject: 'Hello', message: `A question from ${name}` },
    { name, email: email.toUpperCase(), subject: 'Again', message: 'Second message' },
  ]);
  await db
    .insert(prayerRequests)
    .values({ name, email, request: `${PRIVATE_PRAYER} (${name})`, isPrivate: true });
  await db.insert(devotionalLeads).values({ name, email, source: 'general_devotional' });
  await db.insert(eventLeads).values({ name, email, phone: '512-555-0100' });
  await db.insert(eventRsvps).values({ eventId: places.eventId, name, email, guests: person.guests });
  await db.insert(bibleStudySignups).values({ name, email, ageConfirmed: true, interests: 'Prophecy' });
  const [gift] = await db
    .insert(donations)
    .values({
      amountCents: 5000,
      name,
      email,
      message: `In memory of ${name}'s mother`,
      paymentStatus: 'paid',
      paidAt: new Date('2026-05-01T00:00:00Z'),
      stripeSessionId: `cs_test_${crypto.randomBytes(6).toString('hex')}`,
    })
    .returning({ id: donations.id });
  const decided = new Date('2026-05-02T00:00:00Z');
  await db.insert(houseChurchRegistrations).values([
    {
      houseChurchId: places.churchId,
      firstName: first,
      lastName: last,
      email,
      phone: '512-555-0101',
      status: 'approved',
      decidedAt: decided,
    },
    // Pending: holds no place, so erasing it gives none back.
    { houseChurchId: places.secondChurchId, firstName: first, lastName: last, email, phone: '512-555-0101' },
  ]);
  await db.insert(leaderApplications).values({
    firstName: first,
    lastName: last,
    email,
    phone: '512-555-0102',
    testimony: 'Saved at twelve',
    yearsSaved: 10,
    ministryExperience: 'Youth group',
    spiritualGifts: 'Teaching',
    reference1Name: 'Ref One',
    reference1Phone: '512-555-0103',
    reference1Email: 'ref.one@example.org',
    reference2Name: 'Ref Two',
    reference2Phone: '512-555-0104',
    reference2Email: 'ref.two@example.org',
    statementOfFaithAgreed: true,
    codeOfConductAgreed: true,
    ministryGuidelinesAgreed: true,
  });
  await db.insert(emailOutbox).values([
    {
      kind: 'newsletter.welcome',
      toAddress: email,
      subject: 'Welcome',
      textBody: 'Welcome!',
      status: 'sent',
    },
    { kind: 'events.rsvp', toAddress: email, subject: 'Your RSVP', textBody: 'See you', status: 'queued' },
    {
      kind: 'outreach.contact.staff',
      toAddress: 'staff@example.org',
      subject: 'New contact message',
      textBody: `From ${name} <${email}>`,
      status: 'held',
    },
  ]);
  return { donationId: gift!.id };
}
