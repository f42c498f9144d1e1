/**
 * The one path by which a paid gift's receipt (and the office's notice) is queued: a one-time gift
 * marked paid and every charge of a recurring gift alike, inside the transaction that marks it paid.
 * Every receipt carries a one-time sign-in link to the donor's own page, issued in that transaction
 * (docs/product.md#the-donors-own-page). A demo gift's receipt is held to the rule of a public form's
 * reply (at most one an hour per address): anyone may finish a demo gift for any address, at no cost
 * (docs/product.md#donations-and-payments).
 */
import { readLocale } from '#shared/i18n/locales.ts';
import type { Transaction } from '#server/db/client.ts';
import { DEMO_GIFT_RECEIPT, enqueueConfirmation } from '#server/email/confirmations.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { donorLinkUrl, issueDonorLink } from '#server/features/giving/giving.donor-access.ts';
import { type PaidDonation, receiptEmail, staffGiftEmail } from '#server/features/giving/giving.emails.ts';

export interface ReceiptSettings {
  publicUrl: string;
  staffEmail: string | undefined;
}

export async function queueReceipt(
  tx: Transaction,
  donation: PaidDonation,
  settings: ReceiptSettings,
): Promise<void> {
  const token = await issueDonorLink(tx, { email: donation.email, purpose: 'receipt', now: donation.paidAt });
  const manageUrl = donorLinkUrl(settings.publicUrl, token, readLocale(donation.locale));
  const receipt = receiptEmail({ donation, siteUrl: settings.publicUrl, manageUrl });
  if (donation.isDemo) await enqueueConfirmation(tx, DEMO_GIFT_RECEIPT, receipt, donation.paidAt);
  else await enqueueEmail(tx, receipt);
  if (settings.staffEmail) await enqueueEmail(tx, staffGiftEmail({ donation, to: settings.staffEmail }));
}
