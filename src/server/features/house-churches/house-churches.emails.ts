/**
 * The house-church emails. The registrant's confirmation names the neighborhood and city only: the
 * exact place is shared by the leader after approval. Leader and staff notifications carry the
 * registrant's contact details, which they need to follow up.
 */
import {
  formatDurationHours,
  formatLocation,
  formatMeetingTime,
  JOIN_NEXT_STEPS,
  LEADER_TIMELINE,
  type HouseChurchJoinInput,
  type LeaderApplicationInput,
  type PublicHouseChurch,
  YEARS_SAVED_OPTIONS,
} from '#shared/house-churches/contract.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');

function meetingLine(church: PublicHouseChurch): string {
  return `${church.meeting_day}s at ${formatMeetingTime(church.meeting_time)} (${formatDurationHours(church.meeting_duration_hours)}), ${formatLocation(church)}`;
}

export function joinConfirmationEmail(options: {
  church: PublicHouseChurch;
  registrant: HouseChurchJoinInput;
  publicUrl: string;
}): OutgoingEmail {
  const { church, registrant, publicUrl } = options;
  const text = [
    `Dear ${registrant.first_name},`,
    '',
    `Thank you for asking to join ${church.name}. We have received your registration.`,
    '',
    `${church.name}`,
    meetingLine(church),
    `Led by ${church.leader_name}`,
    '',
    'What happens next:',
    ...JOIN_NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Meanwhile, read why we meet in homes: ${publicUrl}/house-churches/why`,
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.confirmation',
    to: registrant.email,
    subject: `Your request to join ${church.name}`,
    text,
  };
}

/**
 * To the address of a request that was already made: the site answered as if it were new (who asked
 * to join is private), so the owner of the address is the one told. It names only the church, which
 * the registrant chose, and carries nothing typed in this time.
 */
export function joinAlreadyAskedEmail(options: {
  church: PublicHouseChurch;
  to: string;
  publicUrl: string;
}): OutgoingEmail {
  const { church, to, publicUrl } = options;
  const text = [
    'Hello,',
    '',
    `We received another request to join ${church.name} from this email address. You had already asked to join, so nothing has changed: the house church leader will be in touch, and there is no need to register again.`,
    '',
    'If you did not send this request, you do not need to do anything.',
    '',
    `Questions? Write to us at ${site.contact.email} or visit ${publicUrl}/contact`,
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.already-asked',
    to,
    subject: `You have already asked to join ${church.name}`,
    text,
  };
}

export function joinNotificationEmail(options: {
  to: string;
  audience: 'leader' | 'staff';
  church: PublicHouseChurch;
  registrant: HouseChurchJoinInput;
}): OutgoingEmail {
  const { to, audience, church, registrant: r } = options;
  const text = [
    audience === 'leader'
      ? `Someone has asked to join your house church, ${church.name}.`
      : `A new request to join ${church.name} (led by ${church.leader_name}).`,
    '',
    `Name: ${r.first_name} ${r.last_name}`,
    `Email: ${r.email}`,
    `Phone: ${r.phone}`,
    `Testimony: ${orDash(r.testimony)}`,
    `Spiritual gifts: ${orDash(r.spiritual_gifts)}`,
    `Ministry interests: ${orDash(r.ministry_interests)}`,
    `Receive emails: ${yesNo(r.receive_emails)}`,
    `Receive text messages: ${yesNo(r.receive_sms)}`,
    '',
    `Members now: ${church.current_members}/${church.max_capacity}. The request takes a seat only once it is approved.`,
    '',
    'Please review the request within 24-48 hours. When it is approved, the registrant receives the address and meeting details by email.',
  ].join('\n');
  return {
    kind: audience === 'leader' ? 'house-church.join.leader' : 'house-church.join.staff',
    to,
    subject: `New request to join ${church.name}: ${r.first_name} ${r.last_name}`,
    text,
  };
}

const yearsLabel = (years: number) =>
  YEARS_SAVED_OPTIONS.find((option) => option.value === years)?.label ?? String(years);

export function leaderApplicationConfirmationEmail(options: {
  application: LeaderApplicationInput;
  publicUrl: string;
}): OutgoingEmail {
  const { application: a, publicUrl } = options;
  const text = [
    `Dear ${a.first_name},`,
    '',
    'Thank you for applying to lead a house church. We have received your application and are praying with you.',
    '',
    'What happens next:',
    ...LEADER_TIMELINE.map((step) => `- ${step.title} (${step.when}): ${step.text}`),
    '',
    `Questions? Write to us at ${site.contact.email} or visit ${publicUrl}/contact`,
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.leader-application.confirmation',
    to: a.email,
    subject: 'We received your application to lead a house church',
    text,
  };
}

export function leaderApplicationStaffEmail(options: {
  to: string;
  application: LeaderApplicationInput;
  applicationId: string;
}): OutgoingEmail {
  const { to, application: a, applicationId } = options;
  const reference = (n: 1 | 2) =>
    [
      `Reference ${n}: ${a[`reference${n}_name`]}`,
      `  Relationship: ${orDash(a[`reference${n}_relationship`])}`,
      `  Email: ${a[`reference${n}_email`]}`,
      `  Phone: ${a[`reference${n}_phone`]}`,
    ].join('\n');
  const text = [
    `A new application to lead a house church (id ${applicationId}).`,
    '',
    `Name: ${a.first_name} ${a.last_name}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone}`,
    `Years saved: ${yearsLabel(a.years_saved)}`,
    `Current church: ${orDash(a.current_church)}`,
    '',
    `Testimony:\n${a.testimony}`,
    '',
    `Ministry experience:\n${a.ministry_experience}`,
    '',
    `Spiritual gifts:\n${a.spiritual_gifts}`,
    '',
    reference(1),
    reference(2),
    '',
    'Agreed to the statement of faith, the code of conduct and the ministry guidelines.',
    'Next: initial review within 1-3 days, then the reference check (3-5 days).',
  ].join('\n');
  return {
    kind: 'house-church.leader-application.staff',
    to,
    subject: `New house church leader application: ${a.first_name} ${a.last_name}`,
    text,
  };
}
