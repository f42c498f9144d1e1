/**
 * One person in every table that holds personal data, for the privacy tests: the address is typed
 * in mixed case in places, as people type it. Returns what the tests check afterwards.
 */
import crypto from 'node:crypto';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { buildRsvp, insertEvent } from '#tests/helpers/generators/events.ts';
import { buildJoinRequest, insertHouseChurch } from '#tests/helpers/generators/house-churches.ts';
import { insertLeaderApplication } from '#tests/helpers/generators/leader-applications.ts';
import { buildOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import {
  buildBibleStudySignup,
  buildContactMessage,
  buildDevotionalLead,
  buildEventLead,
  buildPrayerRequest,
} from '#tests/helpers/generators/outreach.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import type { Database } from '#server/db/client.ts';
import {
  bibleStudySignups,
  contactMessages,
  devotionalLeads,
  emailOutbox,
  eventLeads,
  eventRsvps,
  eventWaitlist,
  houseChurchRegistrations,
  prayerRequests,
} from '#server/db/schema/index.ts';

export const PRIVATE_PRAYER = 'Please pray for my brother in hospital';

export async function seedSharedPlaces(db: Database) {
  const event = await insertEvent(db, { title: 'Night of Worship', rsvpLimit: 20 });
  // A full event, where the people wait in line.
  const full = await insertEvent(db, { title: 'Retreat', rsvpLimit: 1 });
  await db.insert(eventRsvps).values(buildRsvp({ eventId: full.id, email: 'seated@example.org' }));
  const church = await insertHouseChurch(db, {
    name: 'Hyde Park Fellowship',
    currentMembers: 3,
    maxCapacity: 12,
  });
  const second = await insertHouseChurch(db, { name: 'East Side House', currentMembers: 0, maxCapacity: 8 });
  return { eventId: event.id, fullEventId: full.id, churchId: church.id, secondChurchId: second.id };
}

/** `email` as stored (any case); `name` distinguishes the people. */
export async function seedPerson(
  db: Database,
  places: Awaited<ReturnType<typeof seedSharedPlaces>>,
  person: { email: string; name: string; guests: number },
) {
  const { email, name } = person;
  const [first, last] = [name.split(' ')[0]!, name.split(' ')[1] ?? 'Doe'];
  await insertSubscriber(db, { email, name });
  await db
    .insert(contactMessages)
    .values([
      buildContactMessage({ name, email, message: `A question from ${name}` }),
      buildContactMessage({ name, email: email.toUpperCase(), subject: 'Again' }),
    ]);
  await db
    .insert(prayerRequests)
    .values(buildPrayerRequest({ name, email, request: `${PRIVATE_PRAYER} (${name})`, isPrivate: true }));
  await db.insert(devotionalLeads).values(buildDevotionalLead({ name, email, source: 'general_devotional' }));
  await db.insert(eventLeads).values(buildEventLead({ name, email }));
  await db
    .insert(eventRsvps)
    .values(buildRsvp({ eventId: places.eventId, name, email, guests: person.guests }));
  // In line at the full event (an entry keeps name, email and phone).
  await db.insert(eventWaitlist).values({
    eventId: places.fullEventId,
    name,
    email: email.toUpperCase(),
    phone: '512-555-0100',
    guests: 2,
  });
  await db.insert(bibleStudySignups).values(buildBibleStudySignup({ name, email, interests: 'Prophecy' }));
  const gift = await insertDonation(db, {
    amountCents: 5000,
    name,
    email,
    message: `In memory of ${name}'s mother`,
    paymentStatus: 'paid',
    paidAt: new Date('2026-05-01T00:00:00Z'),
    stripeSessionId: `cs_test_${crypto.randomBytes(6).toString('hex')}`,
  });
  // Already ended (cancelling a running one is giving.donor-recurring.test.ts's): kept, erased.
  const recurring = await insertRecurringGift(db, {
    name,
    email,
    amountCents: 1500,
    interval: 'week',
    status: 'cancelled',
    stripeSubscriptionId: `sub_${crypto.randomBytes(6).toString('hex')}`,
    stripeCustomerId: `cus_${crypto.randomBytes(6).toString('hex')}`,
  });
  const applicant = { firstName: first, lastName: last, email };
  await db.insert(houseChurchRegistrations).values([
    buildJoinRequest({
      houseChurchId: places.churchId,
      ...applicant,
      status: 'approved',
      decidedAt: new Date('2026-05-02T00:00:00Z'),
    }),
    // Pending: holds no place, so erasing it gives none back.
    buildJoinRequest({ houseChurchId: places.secondChurchId, ...applicant }),
  ]);
  await insertLeaderApplication(db, { ...applicant, yearsSaved: 10, reference1Name: 'Ref One' });
  await db.insert(emailOutbox).values([
    buildOutboxEmail({ kind: 'newsletter.welcome', toAddress: email, status: 'sent' }),
    buildOutboxEmail({ kind: 'events.rsvp', toAddress: email, status: 'queued' }),
    buildOutboxEmail({
      kind: 'outreach.contact.staff',
      toAddress: 'staff@example.org',
      textBody: `From ${name} <${email}>`,
      status: 'held',
    }),
  ]);
  return { donationId: gift.id, recurringGiftId: recurring.id };
}
