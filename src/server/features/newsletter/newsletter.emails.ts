import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '../../email/outbox.ts';

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
