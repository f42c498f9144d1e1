/**
 * What every outreach form shares: one transaction that stores the record, makes an opted-in person
 * a subscriber and queues the emails. The contact/prayer service and the leads service both build on it.
 */
import type { Clock } from '#server/clock.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { type ConfirmationForm, enqueueConfirmation } from '#server/email/confirmations.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { enqueueStaffNotice, type StaffNoticeForm } from '#server/email/staff-notices.ts';
import type { ContentStore } from '#server/features/content/content.store.ts';
import type { EmailContext } from '#server/features/outreach/outreach.emails.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { unsubscribePageUrl } from '#server/features/newsletter/newsletter.emails.ts';
import {
  ensureSubscriber,
  existingSubscriberToken,
  type SubscriberDetails,
} from '#server/features/outreach/outreach.subscribers.ts';

export interface OutreachServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Where staff notifications go; none are sent when unset. */
  staffEmail: string | undefined;
  /** Posts of a form per 10 minutes that each get their own staff email (staff-notices.ts). */
  staffEmailsPerWindow: number;
  onEmailQueued: () => void;
  /** The published site content: the devotionals' files and the prayer page's times go in emails. */
  content: Pick<ContentStore, 'published'>;
}

export interface RecordOptions<T> {
  /**
   * Which form this is: its reply to the visitor goes at most once an hour per address, and its
   * staff notifications are gathered into a digest beyond a few per 10 minutes (staff-notices.ts).
   */
  form: StaffNoticeForm & ConfirmationForm;
  /** Stores the record; returns what the emails need. */
  store(tx: Transaction): Promise<T>;
  /** Set when the person asked to join the mailing list. */
  subscribe?: SubscriberDetails | undefined;
  visitorEmail: string;
  /** The language of the page the form was sent from: the visitor's email is in it. */
  locale: Locale;
  emails(record: T, context: EmailContext): { visitor: OutgoingEmail; staff?: OutgoingEmail | undefined };
}

export function createOutreachCore({
  db,
  clock,
  publicUrl,
  staffEmail: staff,
  staffEmailsPerWindow,
  onEmailQueued,
  content,
}: OutreachServiceDeps) {
  const unsubscribeUrl = (token: string, locale: Locale) => unsubscribePageUrl(publicUrl, token, locale);

  async function record<T>(options: RecordOptions<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const stored = await options.store(tx);
      const token = options.subscribe
        ? await ensureSubscriber(tx, clock, options.subscribe)
        : await existingSubscriberToken(tx, options.visitorEmail);
      const emails = options.emails(stored, {
        publicUrl,
        unsubscribeUrl: token ? unsubscribeUrl(token, options.locale) : null,
        locale: options.locale,
      });
      await enqueueConfirmation(tx, options.form, emails.visitor, clock.now());
      // Staff hear of every submission: the reply's limit is no limit on them. Beyond a few in 10
      // minutes they hear of them in one digest (docs/product.md#emails-and-the-outbox).
      if (emails.staff) {
        await enqueueStaffNotice(tx, {
          form: options.form,
          email: emails.staff,
          now: clock.now(),
          publicUrl,
          perWindow: staffEmailsPerWindow,
        });
      }
      return stored;
    });
    onEmailQueued();
    return result;
  }

  return { record, staffAddress: staff, publicUrl, clock, content };
}
export type OutreachCore = ReturnType<typeof createOutreachCore>;
