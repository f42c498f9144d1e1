/**
 * The one path by which a paid gift's receipt (and the office's notice) is queued: a one-time gift
 * marked paid and every charge of a recurring gift alike, inside the transaction that marks it paid.
 */
import type { Executor } from '../../db/client.ts';
import { enqueueEmail } from '../../email/outbox.ts';
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
  await enqueueEmail(tx, receiptEmail({ donation, siteUrl: settings.publicUrl }));
  if (settings.staffEmail) await enqueueEmail(tx, staffGiftEmail({ donation, to: settings.staffEmail }));
}
