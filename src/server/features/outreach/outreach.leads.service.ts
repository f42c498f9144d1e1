/**
 * Devotional leads, event leads and Bible study signups. One row per person (per devotional for
 * devotional leads): coming back updates the row instead of adding a second one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type {
  BibleStudySignupInput,
  DevotionalLeadInput,
  EventLeadInput,
} from '#shared/outreach/contract.ts';
import { site } from '#shared/site/settings.ts';
import { gatheringWhen, meetingPlaceLine } from '#shared/site/meeting-place.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import { OUTREACH_ANSWER_KEYS } from '#shared/outreach/contract.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { bibleStudySignups, devotionalLeads, eventLeads } from '#server/db/schema/index.ts';
import type { OutreachCore } from '#server/features/outreach/outreach.core.ts';
import {
  detailLines,
  greeting,
  STAFF_LANGUAGE_NAMES,
  pageUrl,
  signOff,
  staffEmail,
  visitorEmail,
  visitorWords,
} from '#server/features/outreach/outreach.emails.ts';
import { subscriberOf } from '#server/features/outreach/outreach.subscribers.ts';

type Devotionals = ContentDocuments['devotionals'];

/**
 * The devotional a lead asked for, from the published `devotionals` document: by source, else the
 * 7-day one (the general landing page's).
 */
export function devotionalFor(devotionals: Devotionals, source: DevotionalLeadInput['source']) {
  return source === 'whom_will_god_glorify_devotional' ? devotionals.whom : devotionals.fulfill;
}

/**
 * How a Bible study signup's devotional choice reads in its emails: the devotionals' own titles,
 * "both devotionals" in the reader's language (staff read English).
 */
function choiceLabel(
  devotionals: Devotionals,
  choice: BibleStudySignupInput['devotional_choice'],
  locale: Locale = 'en',
): string {
  const labels: Record<BibleStudySignupInput['devotional_choice'], string> = {
    none: 'none',
    avoiding_untimely_death: devotionals.fulfill.title,
    whom_will_god_glorify: devotionals.whom.title,
    both: OUTREACH_WORDS.in(locale)('email.bibleStudy.bothDevotionals'),
  };
  return labels[choice];
}

export function createLeadsService(core: OutreachCore) {
  const now = () => core.clock.now();
  const staffTo = core.staffAddress;

  return {
    async devotionalLead(input: DevotionalLeadInput, ipAddress: string | undefined) {
      const devotional = devotionalFor(await core.content.published('devotionals'), input.source);
      const downloadUrl = `${core.publicUrl}${devotional.pdf}`;
      const values = {
        name: input.name,
        phone: input.phone ?? null,
        interests: input.interests,
        bookTitle: input.book_title ?? null,
        downloadedAt: now(),
        subscribedToNewsletter: input.subscribe_to_newsletter,
        ipAddress: ipAddress ?? null,
        locale: input.locale,
      };
      await core.record({
        form: 'devotional-lead',
        visitorEmail: input.email,
        locale: input.locale,
        subscribe: input.subscribe_to_newsletter
          ? subscriberOf(input, 'devotional', input.interests)
          : undefined,
        store: async (tx) => {
          const sameLead = and(
            sql`lower(${devotionalLeads.email}) = lower(${input.email})`,
            sql`coalesce(${devotionalLeads.source}, '') = ${input.source ?? ''}`,
          );
          const [existing] = await tx
            .select({ id: devotionalLeads.id })
            .from(devotionalLeads)
            .where(sameLead)
            .for('update');
          if (existing) {
            // Coming back keeps an earlier opt-in: only a new "yes" changes it.
            const { subscribedToNewsletter, ...rest } = values;
            await tx
              .update(devotionalLeads)
              .set(subscribedToNewsletter ? values : rest)
              .where(eq(devotionalLeads.id, existing.id));
            return;
          }
          await tx
            .insert(devotionalLeads)
            .values({ ...values, email: input.email, source: input.source ?? null, createdAt: now() })
            .onConflictDoNothing();
        },
        emails: (_row, context) => ({
          visitor: visitorEmail(
            'devotional-lead.confirmation',
            input.email,
            visitorWords(context)('email.devotional.subject', { title: devotional.title }),
            [
              greeting(context, input.name),
              '',
              visitorWords(context)('email.devotional.body', { title: devotional.title }),
              downloadUrl,
              // The devotionals are English files (docs/product.md#devotional-downloads-and-leads).
              ...(context.locale === 'en' ? [] : [visitorWords(context)('email.devotional.inEnglish')]),
              '',
              visitorWords(context)('email.devotional.closing'),
              ...signOff(context),
            ],
            context,
          ),
          staff: staffTo
            ? staffEmail(
                'devotional-lead.staff',
                staffTo,
                `New devotional download: ${devotional.shortTitle}`,
                [
                  ...detailLines([
                    ['Name', input.name],
                    ['Email', input.email],
                    ['Phone', input.phone],
                    ['Devotional', devotional.title],
                    ['Book', input.book_title],
                    ['Interests', input.interests.join(', ')],
                    ['Language', STAFF_LANGUAGE_NAMES[input.locale]],
                    ['Joined the mailing list', input.subscribe_to_newsletter ? 'yes' : 'no'],
                  ]),
                  '',
                  `All leads: ${core.publicUrl}/admin/subscribers`,
                ],
              )
            : undefined,
        }),
      });
      return { message: OUTREACH_ANSWER_KEYS.devotionalSuccess, download_url: devotional.pdf };
    },

    async eventLead(input: EventLeadInput) {
      await core.record({
        form: 'event-lead',
        visitorEmail: input.email,
        locale: input.locale,
        subscribe: input.subscribe_to_newsletter ? subscriberOf(input, 'event', input.interests) : undefined,
        store: async (tx) => {
          const values = {
            name: input.name,
            phone: input.phone,
            interests: input.interests,
            registeredAt: now(),
            locale: input.locale,
          };
          const [existing] = await tx
            .select({ id: eventLeads.id })
            .from(eventLeads)
            .where(sql`lower(${eventLeads.email}) = lower(${input.email})`)
            .for('update');
          if (existing) {
            await tx
              .update(eventLeads)
              .set(input.subscribe_to_newsletter ? { ...values, subscribedToNewsletter: true } : values)
              .where(eq(eventLeads.id, existing.id));
            return;
          }
          await tx
            .insert(eventLeads)
            .values({ ...values, email: input.email, subscribedToNewsletter: input.subscribe_to_newsletter })
            .onConflictDoNothing();
        },
        emails: (_row, context) => ({
          visitor: visitorEmail(
            'event-lead.confirmation',
            input.email,
            visitorWords(context)('email.event.subject'),
            [
              greeting(context, input.name),
              '',
              visitorWords(context)('email.event.body'),
              '',
              // The gathering and meeting place of the site settings, the time in their zone
              // (docs/product.md#content-and-settings, #time-zone-and-dates).
              VISIT_WORDS.in(context.locale)('gatheringLine', {
                gathering: site.gathering.name,
                when: gatheringWhen(context.locale),
                place: meetingPlaceLine(),
              }),
              visitorWords(context)('email.event.upcoming', { url: pageUrl(context, '/events') }),
              ...signOff(context),
            ],
            context,
          ),
          staff: staffTo
            ? staffEmail('event-lead.staff', staffTo, `New event lead: ${input.name}`, [
                ...detailLines([
                  ['Name', input.name],
                  ['Email', input.email],
                  ['Phone', input.phone],
                  ['Interests', input.interests.join(', ')],
                  ['Language', STAFF_LANGUAGE_NAMES[input.locale]],
                  ['Joined the mailing list', input.subscribe_to_newsletter ? 'yes' : 'no'],
                ]),
                '',
                `All leads: ${core.publicUrl}/admin/subscribers`,
              ])
            : undefined,
        }),
      });
      return { message: OUTREACH_ANSWER_KEYS.eventSuccess };
    },

    async bibleStudySignup(input: BibleStudySignupInput) {
      const devotionals = await core.content.published('devotionals');
      const choice = choiceLabel(devotionals, input.devotional_choice);
      const values = {
        name: input.name,
        phone: input.phone ?? null,
        ageConfirmed: input.age_confirmed,
        interests: input.interests ?? null,
        notificationsEnabled: input.notifications_enabled,
        devotionalChoice: input.devotional_choice,
        updatedAt: now(),
        locale: input.locale,
      };
      await core.record({
        form: 'bible-study',
        visitorEmail: input.email,
        locale: input.locale,
        // The study is a gathering: its notifications put the person on the list as 'event'.
        subscribe: input.notifications_enabled ? subscriberOf(input, 'event') : undefined,
        store: async (tx) => {
          const [existing] = await tx
            .select({ id: bibleStudySignups.id })
            .from(bibleStudySignups)
            .where(sql`lower(${bibleStudySignups.email}) = lower(${input.email})`)
            .for('update');
          if (existing) {
            await tx.update(bibleStudySignups).set(values).where(eq(bibleStudySignups.id, existing.id));
            return;
          }
          await tx
            .insert(bibleStudySignups)
            .values({ ...values, email: input.email, createdAt: now() })
            .onConflictDoNothing();
        },
        emails: (_row, context) => ({
          visitor: visitorEmail(
            'bible-study.confirmation',
            input.email,
            visitorWords(context)('email.bibleStudy.subject'),
            [
              greeting(context, input.name),
              '',
              visitorWords(context)('email.bibleStudy.body'),
              ...(input.devotional_choice === 'none'
                ? []
                : [
                    '',
                    visitorWords(context)('email.bibleStudy.devotional', {
                      choice: choiceLabel(devotionals, input.devotional_choice, context.locale),
                      url: pageUrl(context, '/resources'),
                    }),
                    ...(context.locale === 'en' ? [] : [visitorWords(context)('email.devotional.inEnglish')]),
                  ]),
              ...signOff(context),
            ],
            context,
          ),
          staff: staffTo
            ? staffEmail('bible-study.staff', staffTo, `New Bible study signup: ${input.name}`, [
                ...detailLines([
                  ['Name', input.name],
                  ['Email', input.email],
                  ['Phone', input.phone],
                  ['Confirmed 18 or older', 'yes'],
                  ['Devotional choice', choice],
                  ['Notifications', input.notifications_enabled ? 'yes' : 'no'],
                  ['Interests', input.interests],
                  ['Language', STAFF_LANGUAGE_NAMES[input.locale]],
                ]),
              ])
            : undefined,
        }),
      });
      return { message: OUTREACH_ANSWER_KEYS.bibleStudySuccess };
    },
  };
}
