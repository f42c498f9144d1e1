/**
 * Contact messages and prayer requests, plus the leads of outreach.leads.service.ts: the outreach service the
 * routes use. The transaction every form shares is in outreach.core.ts.
 */
import type { ContactInput, PrayerRequestInput } from '#shared/outreach/contract.ts';
import { CONTACT_WORDS, PRAYER_WORDS } from '#shared/outreach/contract.ts';
import { contactMessages, prayerRequests } from '#server/db/schema/index.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { createOutreachCore, type OutreachServiceDeps } from '#server/features/outreach/outreach.core.ts';
import {
  detailLines,
  greeting,
  signOff,
  staffEmail,
  visitorEmail,
} from '#server/features/outreach/outreach.emails.ts';
import { subscriberOf } from '#server/features/outreach/outreach.subscribers.ts';
import { createLeadsService } from '#server/features/outreach/outreach.leads.service.ts';

export function createOutreachService(deps: OutreachServiceDeps) {
  const core = createOutreachCore(deps);
  const staffTo = (build: (to: string) => OutgoingEmail) =>
    core.staffAddress ? build(core.staffAddress) : undefined;

  return {
    ...createLeadsService(core),

    async contact(input: ContactInput) {
      await core.record({
        form: 'contact',
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
              ...signOff(),
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
      return { message: CONTACT_WORDS.success };
    },

    async prayerRequest(input: PrayerRequestInput) {
      // The reply invites the person to the times of prayer the prayer page shows.
      const { schedule } = await core.content.published('prayer-request');
      await core.record({
        form: 'prayer',
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
              ...schedule.map((item) => `- ${item.when}: ${item.what}`),
              ...signOff(),
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
      return { message: PRAYER_WORDS.success };
    },
  };
}

export type OutreachService = ReturnType<typeof createOutreachService>;
