import { formatUsd, frequencyAdjective } from '#shared/giving/words.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { DEMO_GIFT_NOTICE } from '#server/features/giving/giving.emails.ts';

/**
 * A renewal could not be charged (invoice.payment_failed): one email per failed invoice, saying so
 * and how to update the card on the donor's own page.
 */
export function paymentFailedEmail({
  gift,
  siteUrl,
}: {
  gift: {
    name: string;
    email: string;
    amountCents: number;
    feeCoverCents: number;
    interval: 'month' | 'week';
    isDemo: boolean;
  };
  siteUrl: string;
}): OutgoingEmail {
  const charge = formatUsd((gift.amountCents + gift.feeCoverCents) / 100);
  return {
    kind: 'donation.recurring_payment_failed',
    to: gift.email,
    subject: `Your ${frequencyAdjective(gift.interval)} gift to ${site.name}: your card could not be charged`,
    text: [
      ...(gift.isDemo ? [DEMO_GIFT_NOTICE, ''] : []),
      `Dear ${gift.name},`,
      '',
      `Thank you for giving to ${site.name} every ${gift.interval}. This time your card could not be charged ${charge}, so this gift has not gone through.`,
      '',
      'To keep your gift going, please update your card on your giving page:',
      `  ${siteUrl}/giving/manage`,
      '',
      'We will try your card again over the next few days. If you meant to stop giving, you can cancel there too.',
      '',
      `Questions? Reply to ${site.contact.email} or call ${site.contact.phone}.`,
    ].join('\n'),
  };
}
