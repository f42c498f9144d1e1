/**
 * The emails of staff decisions. Approval is the one moment the exact place is shared: the
 * registrant receives the address, arrival notes, meeting day and time, and the leader's contact.
 * A decline and the answers to leader applications are written to be kind.
 */
import { formatDurationHours, formatMeetingTime } from '#shared/house-churches/contract.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import type { houseChurches } from '#server/db/schema/index.ts';

type Church = typeof houseChurches.$inferSelect;
interface Person {
  first_name: string;
  email: string;
}

/** Street, ZIP, city and state as one line; what is missing is left out. */
export function fullAddress(church: Church): string {
  const cityLine = [church.city, [church.state, church.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [church.streetAddress, cityLine].filter(Boolean).join(', ');
}

export function joinApprovedEmail(options: {
  church: Church;
  person: Person;
  publicUrl: string;
}): OutgoingEmail {
  const { church, person, publicUrl } = options;
  const map =
    church.latitude !== null && church.longitude !== null
      ? `https://www.google.com/maps/search/?api=1&query=${church.latitude},${church.longitude}`
      : null;
  const contact = [church.leaderEmail, church.leaderPhone].filter(Boolean).join(' or ');
  const text = [
    `Dear ${person.first_name},`,
    '',
    `Good news: your request to join ${church.name} has been approved. We are glad you are coming!`,
    '',
    'Where and when you meet:',
    `${church.name}`,
    `Address: ${fullAddress(church)}`,
    ...(church.neighborhood ? [`Neighborhood: ${church.neighborhood}`] : []),
    ...(map ? [`Map: ${map}`] : []),
    `When: ${church.meetingDay}s at ${formatMeetingTime(church.meetingTime)} (${formatDurationHours(Number(church.meetingDurationHours))})`,
    ...(church.arrivalNotes ? [`Arriving: ${church.arrivalNotes}`] : []),
    '',
    `Your leader: ${church.leaderName}${contact ? `, ${contact}` : ''}`,
    '',
    'Please keep the address to yourself: it is a family home, shared only with members.',
    `Read why we meet in homes: ${publicUrl}/house-churches/why`,
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.approved',
    to: person.email,
    subject: `Welcome to ${church.name}: where and when we meet`,
    text,
  };
}

export function joinDeclinedEmail(options: {
  church: Church;
  person: Person;
  publicUrl: string;
}): OutgoingEmail {
  const { church, person, publicUrl } = options;
  const text = [
    `Dear ${person.first_name},`,
    '',
    `Thank you for asking to join ${church.name}. We are sorry that it cannot welcome you this time; it is usually a matter of room or of the group's season, not of you.`,
    '',
    `There are other house churches meeting around Austin, and one may suit you well: ${publicUrl}/house-churches`,
    `If you would like help finding one, simply reply or write to us at ${site.contact.email}.`,
    '',
    'We are praying for you and would love to see you find a home.',
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.declined',
    to: person.email,
    subject: `About your request to join ${church.name}`,
    text,
  };
}

export function applicationDecisionEmail(options: {
  decision: 'approved' | 'declined';
  person: Person;
  publicUrl: string;
}): OutgoingEmail {
  const { decision, person, publicUrl } = options;
  const body =
    decision === 'approved'
      ? [
          'Thank you for your application to lead a house church. After reading it, speaking with your references and praying, we are glad to say yes.',
          '',
          'Someone from our team will contact you this week to plan your interview and leader training (weeks 3-4), and then to help you open your home.',
        ]
      : [
          'Thank you for your application to lead a house church and for the heart behind it. After prayer and careful review, we do not feel this is the right time for you to lead one.',
          '',
          `This is not a judgement of your faith or your worth. We would love you to keep growing with us, perhaps as a member of a house church near you: ${publicUrl}/house-churches`,
          `If you would like to talk about it, write to us at ${site.contact.email}.`,
        ];
  return {
    kind: `house-church.leader-application.${decision}`,
    to: person.email,
    subject:
      decision === 'approved'
        ? 'Your application to lead a house church: approved'
        : 'Your application to lead a house church',
    text: [`Dear ${person.first_name},`, '', ...body, '', 'With gratitude,', `${site.name}`].join('\n'),
  };
}
