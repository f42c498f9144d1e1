/**
 * Contact messages and prayer requests, plus the pieces every outreach form shares: one transaction
 * that stores the record, makes an opted-in person a subscriber and queues the emails.
 */
import type { ContactInput, PrayerRequestInput } from '#shared/outreach.ts';
import { CONTACT_MESSAGES, PRAYER_MESSAGES } from '#shared/outreach.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { contactMessages, prayerRequests, type SubscriberSource } from '../../db/schema/index.ts';
import { enqueueEmail, type OutgoingEmail } from '../../email/outbox.ts';
import {
  detailLines,
  type EmailContext,
  greeting,
  signOff,
  staffEmail,
  visitorEmail,
} from './outreach.emails.ts';
import { ensureSubscriber, existingSubscriberToken, type SubscriberDetails } from './outreach.subscribers.ts';
import { createLeadsService } from './leads.service.ts';
import prayerContent from '../../../../content/prayer-request.json' with { type: 'json' };

export interface OutreachServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Where staff notifications go; none are sent when unset. */
  staffEmail: string | undefined;
  onEmailQueued: () => void;
}

export interface RecordOptions<T> {
  /** Stores the record; returns what the emails need. */
  store(tx: Transaction): Promise<T>;
  /** Set when the person asked to join the mailing list. */
  subscribe?: SubscriberDetails | undefined;
  visitorEmail: string;
  emails(record: T, context: EmailContext): { visitor: OutgoingEmail; staff?: OutgoingEmail | undefined };
}

export function createOutreachCore({
  db,
  clock,
  publicUrl,
  staffEmail: staff,
  onEmailQueued,
}: OutreachServiceDeps) {
  const unsubscribeUrl = (token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

  async function record<T>(options: RecordOptions<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const stored = await options.store(tx);
      const token = options.subscribe
        ? await ensureSubscriber(tx, clock, options.subscribe)
        : await existingSubscriberToken(tx, options.visitorEmail);
      const emails = options.emails(stored, {
        publicUrl,
        unsubscribeUrl: token ? unsubscribeUrl(token) : null,
      });
      await enqueueEmail(tx, emails.visitor);
      if (emails.staff) await enqueueEmail(tx, emails.staff);
      return stored;
    });
    onEmailQueued();
    return result;
  }

  return { record, staffAddress: staff, publicUrl, clock };
}
export type OutreachCore = ReturnType<typeof createOutreachCore>;

const subscriberOf = (
  input: { email: string; name: string; phone?: string | undefined },
  source: SubscriberSource,
  interests: readonly string[] = [],
): SubscriberDetails => ({ email: input.email, name: input.name, phone: input.phone, source, interests });

export function createOutreachService(deps: OutreachServiceDeps) {
  const core = createOutreachCore(deps);
  const staffTo = (build: (to: string) => OutgoingEmail) =>
    core.staffAddress ? build(core.staffAddress) : undefined;

  return {
    ...createLeadsService(core, subscriberOf),

    async contact(input: ContactInput) {
      await core.record({
        visitorEmail: input.email,
        subscribe: input.subscribe_to_newsletter ? subscriberOf(input, 'contact') : undefined,
        store: async (tx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
            .returning({ id: contactMessages.id });
          return row!;
        },
        emails: (_row, context) => ({
          visitor: visitorEmail(
            'contact.confirmation',
            input.email,
            'We received your message',
            [
              greeting(input.name),
              '',
              'Thank you for writing to us. Your message has reached our team and we will be in touch soon.',
              // The visitor's own words are not echoed: anyone can type any address into the form,
              // and a confirmation must not carry their text to a stranger's inbox.
              ...signOff,
            ],
            context,
          ),
          staff: staffTo((to) =>
            staffEmail('contact.staff', to, `New contact message: ${input.subject}`, [
              ...detailLines([
                ['From', `${input.name} <${input.email}>`],
                ['Subject', input.subject],
                ['Joined the mailing list', input.subscribe_to_newsletter ? 'yes' : 'no'],
              ]),
              '',
              input.message,
              '',
              `All messages: ${core.publicUrl}/admin/messages`,
            ]),
          ),
        }),
      });
      return { message: CONTACT_MESSAGES.success };
    },

    async prayerRequest(input: PrayerRequestInput) {
      await core.record({
        visitorEmail: input.email,
        store: async (tx) => {
          const [row] = await tx
            .insert(prayerRequests)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              request: input.request,
              isPrivate: input.is_private,
            })
            .returning({ id: prayerRequests.id });
          return row!;
        },
        emails: (row, context) => ({
          visitor: visitorEmail(
            'prayer.confirmation',
            input.email,
            'Your prayer request has been received',
            [
              greeting(input.name),
              '',
              'Your prayer request has been received. Our prayer team will be praying for you.',
              input.is_private
                ? 'You asked us to keep it private: only our prayer team will read it.'
                : 'You allowed us to share it with our praying community, without your contact details.',
              '',
              'You are welcome to pray with us:',
              ...prayerContent.schedule.map((item) => `- ${item.when}: ${item.what}`),
              ...signOff,
            ],
            context,
          ),
          // A private request's words never leave the database: staff follow the link to read it.
          staff: staffTo((to) =>
            staffEmail(
              'prayer.staff',
              to,
              input.is_private ? 'New private prayer request' : `New prayer request from ${input.name}`,
              [
                ...detailLines([
                  ['From', `${input.name} <${input.email}>`],
                  ['Phone', input.phone],
                  ['Private', input.is_private ? 'yes' : 'no'],
                ]),
                '',
                ...(input.is_private
                  ? ['This request is private, so its text is not included in this email.']
                  : ['Request:', input.request]),
                '',
                `Read it in the admin: ${core.publicUrl}/admin/prayer-requests?id=${row.id}`,
              ],
            ),
          ),
        }),
      });
      return { message: PRAYER_MESSAGES.success };
    },
  };
}

export type OutreachService = ReturnType<typeof createOutreachService>;
