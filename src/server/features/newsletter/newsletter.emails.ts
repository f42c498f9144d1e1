import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

export function welcomeEmail(options: {
  to: string;
  unsubscribeUrl: string;
  siteUrl: string;
}): OutgoingEmail {
  const text = [
    `Welcome to the ${site.name} newsletter!`,
    '',
    `Thank you for joining us. ${site.tagline}: that is what we are about, and we are glad you are here.`,
    '',
    'You will hear from us when there is something worth your time: new messages, upcoming gatherings,',
    'house churches near you, and free devotionals.',
    '',
    `Visit us any time: ${options.siteUrl}`,
    '',
    `"${site.scripture.text}" (${site.scripture.reference})`,
    '',
    `If you did not ask to subscribe, or want to stop these emails, unsubscribe here: ${options.unsubscribeUrl}`,
  ].join('\n');
  return {
    kind: 'newsletter.welcome',
    to: options.to,
    subject: `Welcome to ${site.name}`,
    text,
  };
}

/**
 * To an address already on the list that was typed into the sign-up form again: the site answered
 * as if it were new (who is on the list is private), so the owner is told here, with the way out in
 * case they did not ask.
 */
export function alreadySubscribedEmail(options: {
  to: string;
  unsubscribeUrl: string;
  siteUrl: string;
}): OutgoingEmail {
  const text = [
    `You're already on the ${site.name} newsletter list. Thank you for staying connected!`,
    '',
    'Someone, probably you, just asked to subscribe this email address again. Nothing has changed:',
    'you will keep hearing from us as before.',
    '',
    `Visit us any time: ${options.siteUrl}`,
    '',
    `If you did not ask, or want to stop these emails, unsubscribe here: ${options.unsubscribeUrl}`,
  ].join('\n');
  return {
    kind: 'newsletter.already-subscribed',
    to: options.to,
    subject: `You're already subscribed to ${site.name}`,
    text,
  };
}
