/**
 * The one path by which a paid gift's receipt (and the office's notice) is queued: a one-time gift
 * marked paid and every charge of a recurring gift alike, inside the transaction that marks it paid.
 * Every receipt carries a one-time sign-in link to the donor's own page, issued in that transaction
 * (docs/product.md#the-donors-own-page).
 */
import type { Executor } from '../../db/client.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { donorLinkUrl, issueDonorLink } from './giving.donor-access.ts';
import { type PaidDonation, receiptEmail, staffGiftEmail } from './giving.emails.ts';

export interface ReceiptSettings {
  publicUrl: string;
  staffEmail: string | undefined;
}

export async function queueReceipt(
  tx: Executor,
  donation: PaidDonation,
  settings: ReceiptSettings,
): Promise<void> {
  const token = await issueDonorLink(tx, { email: donation.email, purpose: 'receipt', now: donation.paidAt });
  const manageUrl = donorLinkUrl(settings.publicUrl, token);
  await enqueueEmail(tx, receiptEmail({ donation, siteUrl: settings.publicUrl, manageUrl }));
  if (settings.staffEmail) await enqueueEmail(tx, staffGiftEmail({ donation, to: settings.staffEmail }));
}
