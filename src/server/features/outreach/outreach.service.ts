/**
 * Contact messages and prayer requests, plus the leads of outreach.leads.service.ts: the outreach service the
 * routes use. The transaction every form shares is in outreach.core.ts.
 */
import type { ContactInput, PrayerRequestInput } from '#shared/outreach/contract.ts';
import { OUTREACH_ANSWER_KEYS } from '#shared/outreach/contract.ts';
import { contactMessages, prayerRequests } from '#server/db/schema/index.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { createOutreachCore, type OutreachServiceDeps } from '#server/features/outreach/outreach.core.ts';
import {
  detailLines,
  greeting,
  STAFF_LANGUAGE_NAMES,
  signOff,
  staffEmail,
  visitorEmail,
  visitorWords,
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
        locale: input.locale,
        subscribe: input.subscribe_to_newsletter ? subscriberOf(input, 'contact') : undefined,
        store: async (tx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({
              name: input.name,
              email: input.email,
              subject: input.subject,
              message: input.message,
              locale: input.locale,
            })
            .returning({ id: contactMessages.id });
          return row!;
        },
        emails: (_row, context) => ({
          visitor: visitorEmail(
            'contact.confirmation',
            input.email,
            visitorWords(context)('email.contact.subject'),
            [
              greeting(context, input.name),
              '',
              visitorWords(context)('email.contact.body'),
              // The visitor's own words are not echoed: anyone can type any address into the form,
              // and a confirmation must not carry their text to a stranger's inbox.
              ...signOff(context),
            ],
            context,
          ),
          staff: staffTo((to) =>
            staffEmail('contact.staff', to, `New contact message: ${input.subject}`, [
              ...detailLines([
                ['From', `${input.name} <${input.email}>`],
                ['Subject', input.subject],
                ['Language', STAFF_LANGUAGE_NAMES[input.locale]],
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
      return { message: OUTREACH_ANSWER_KEYS.contactSuccess };
    },

    async prayerRequest(input: PrayerRequestInput) {
      // The reply invites the person to the times of prayer the prayer page shows.
      const { schedule } = await core.content.published('prayer-request');
      await core.record({
        form: 'prayer',
        visitorEmail: input.email,
        locale: input.locale,
        store: async (tx) => {
          const [row] = await tx
            .insert(prayerRequests)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              request: input.request,
              isPrivate: input.is_private,
              locale: input.locale,
            })
            .returning({ id: prayerRequests.id });
          return row!;
        },
        emails: (row, context) => ({
          visitor: visitorEmail(
            'prayer.confirmation',
            input.email,
            visitorWords(context)('email.prayer.subject'),
            [
              greeting(context, input.name),
              '',
              visitorWords(context)('email.prayer.body'),
              visitorWords(context)(input.is_private ? 'email.prayer.private' : 'email.prayer.shared'),
              '',
              visitorWords(context)('email.prayer.invite'),
              ...schedule.map((item) => `- ${item.when}: ${item.what}`),
              ...signOff(context),
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
                  ['Language', STAFF_LANGUAGE_NAMES[input.locale]],
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
      return { message: OUTREACH_ANSWER_KEYS.prayerSuccess };
    },
  };
}

export type OutreachService = ReturnType<typeof createOutreachService>;
