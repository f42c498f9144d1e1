/**
 * The reply a public form sends to the address a visitor typed in. Anyone can type anyone's address, so
 * posting a form again and again, from as many IP addresses as one likes, would fill a stranger's inbox
 * ("email bombing"; docs/product.md#emails-and-the-outbox). The rule, here and only here: at most one
 * reply per form and address an hour, by the site's clock. The submission is still stored and staff
 * still hear of it; only the reply is left out, and the visitor's answer does not change, so the limit
 * reveals nothing. A form's "you are already signed up" email is its reply too, under the same rule.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { type OutgoingEmail, outboxRow } from '#server/email/outbox.ts';

/** The public forms that reply to the visitor's address (docs/product.md#emails-and-the-outbox). */
export const CONFIRMATION_FORMS = [
  'contact',
  'prayer',
  'devotional-lead',
  'event-lead',
  'bible-study',
  'house-church-join',
  'leader-application',
  'newsletter',
  'rsvp',
  'waitlist',
] as const;
export type ConfirmationForm = (typeof CONFIRMATION_FORMS)[number];

/**
 * Not a form's reply, but sent to whatever address was typed in all the same: the receipt of a gift
 * finished on the demo checkout, which anyone may finish for any address (docs/product.md#giving).
 */
export const DEMO_GIFT_RECEIPT = 'demo-gift-receipt';
/** What the rule counts replies of: a public form, or the demo checkout's receipts. */
export type ConfirmationKind = ConfirmationForm | typeof DEMO_GIFT_RECEIPT;

/** One reply per form and address within this long. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;

/**
 * Queues `email`, the reply of `form` to `email.to`, in the caller's transaction, unless a reply of
 * the same form to the same address (whatever its case) was queued in the last hour. Returns
 * whether it was queued.
 */
export async function enqueueConfirmation(
  tx: Transaction,
  form: ConfirmationKind,
  email: OutgoingEmail,
  now: Date,
): Promise<boolean> {
  // Two posts for one address at the same moment wait for each other here, so they cannot both
  // find no reply yet. The lock ends with the transaction.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${form}:`} || lower(${email.to})))`,
  );
  const since = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS);
  const [recent] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.confirmationForm, form),
        sql`lower(${emailOutbox.toAddress}) = lower(${email.to})`,
        gt(emailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return false;
  await tx.insert(emailOutbox).values({ ...outboxRow(email), confirmationForm: form, createdAt: now });
  return true;
}
