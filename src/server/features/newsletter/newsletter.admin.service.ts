/**
 * Newsletters staff compose: who would receive one (active subscribers per source), the ones sent,
 * and the send itself. A send is one transaction: the campaign row, one outbox email per active
 * subscriber of the chosen sources, and their sent counts; so it happens wholly or not at all.
 * The form's idempotency key is the campaign's id, so a double click or a resubmit sends once.
 * Each subscriber gets the version in their language when there is one, else the English
 * (docs/product.md#newsletter-and-email-outbox).
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_NEWSLETTER_WORDS,
  type NewsletterAudience,
  type NewsletterCampaign,
  type NewsletterComposeInput,
  type NewsletterSendResponse,
  type NewsletterTestInput,
  spanishVersion,
} from '#shared/newsletter/admin-contract.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import type { AdminListQuery } from '#shared/lists/contract.ts';
import { SUBSCRIBER_SOURCES } from '#shared/subscribers/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { newestFirst, type Page, readTablePage } from '#server/db/list-query.ts';
import { emailSubscribers, newsletterCampaigns } from '#server/db/schema/index.ts';
import { enqueueEmails } from '#server/email/outbox.ts';
import { AppError } from '#server/errors.ts';
import {
  NEWSLETTER_TEST_KIND,
  newsletterCampaignEmail,
} from '#server/features/newsletter/newsletter.admin.emails.ts';
import { unsubscribePageUrl } from '#server/features/newsletter/newsletter.emails.ts';

export interface NewsletterAdminDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  onEmailQueued: () => void;
}

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

const toCampaign = (row: CampaignRow): NewsletterCampaign => ({
  id: row.id,
  subject: row.subject,
  subject_es: row.subjectEs,
  sources: row.sources,
  recipient_count: row.recipientCount,
  recipients_by_language: {
    en: row.recipientCount - row.spanishRecipientCount,
    es: row.spanishRecipientCount,
  },
  sent_by: row.sentBy,
  created_at: row.createdAt.toISOString(),
});

/** The version a subscriber gets: theirs when it was written, else the English. */
export function versionFor(
  locale: Locale,
  input: Pick<NewsletterComposeInput, 'subject' | 'body' | 'subject_es' | 'body_es'>,
): { locale: Locale; subject: string; body: string } {
  const spanish = spanishVersion(input);
  if (locale === 'es' && spanish) return { locale: 'es', ...spanish };
  return { locale: 'en', subject: input.subject, body: input.body };
}

export function createNewsletterAdminService({ db, clock, publicUrl, onEmailQueued }: NewsletterAdminDeps) {
  const token = (value: string) => encodeURIComponent(value);

  return {
    async audience(): Promise<NewsletterAudience> {
      const rows = await db
        .select({ source: emailSubscribers.source, active: count() })
        .from(emailSubscribers)
        .where(eq(emailSubscribers.subscribed, true))
        .groupBy(emailSubscribers.source);
      const bySource = new Map(rows.map((row) => [row.source, row.active]));
      return {
        by_source: SUBSCRIBER_SOURCES.map((source) => ({ source, active: bySource.get(source) ?? 0 })),
      };
    },

    listCampaigns(query: AdminListQuery): Promise<Page<NewsletterCampaign>> {
      const t = newsletterCampaigns;
      const orderBy = newestFirst(t.createdAt, t.id);
      return readTablePage(db, query, { from: t, where: undefined, orderBy }, toCampaign);
    },

    async send(input: NewsletterComposeInput, sentBy: string): Promise<NewsletterSendResponse> {
      const result = await db.transaction(async (tx) => {
        // A concurrent submit of the same form waits here for the first to commit, then finds it.
        const [inserted] = await tx
          .insert(newsletterCampaigns)
          .values({
            id: input.idempotency_key,
            subject: input.subject,
            body: input.body,
            subjectEs: spanishVersion(input)?.subject ?? null,
            bodyEs: spanishVersion(input)?.body ?? null,
            sources: input.sources,
            recipientCount: 0,
            sentBy,
            createdAt: clock.now(),
          })
          .onConflictDoNothing({ target: newsletterCampaigns.id })
          .returning({ id: newsletterCampaigns.id });
        if (!inserted) {
          const [existing] = await tx
            .select()
            .from(newsletterCampaigns)
            .where(eq(newsletterCampaigns.id, input.idempotency_key));
          return { campaign: toCampaign(existing!), duplicate: true };
        }
        // Counting the send and choosing the recipients is one statement, so the two always agree.
        const recipients = await tx
          .update(emailSubscribers)
          .set({ totalEmailsSent: sql`${emailSubscribers.totalEmailsSent} + 1` })
          .where(and(eq(emailSubscribers.subscribed, true), inArray(emailSubscribers.source, input.sources)))
          .returning({
            email: emailSubscribers.email,
            unsubscribeToken: emailSubscribers.unsubscribeToken,
            locale: emailSubscribers.locale,
          });
        if (recipients.length === 0) {
          throw new AppError(400, ADMIN_NEWSLETTER_WORDS.noRecipients, {
            sources: [ADMIN_NEWSLETTER_WORDS.noRecipients],
          });
        }
        const emails = recipients.map((recipient) =>
          newsletterCampaignEmail({
            to: recipient.email,
            ...versionFor(recipient.locale, input),
            unsubscribeUrl: unsubscribePageUrl(publicUrl, recipient.unsubscribeToken, recipient.locale),
            oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe/?token=${token(recipient.unsubscribeToken)}`,
            siteUrl: publicUrl,
          }),
        );
        await enqueueEmails(tx, emails);
        const spanish = recipients.filter((recipient) => versionFor(recipient.locale, input).locale === 'es');
        const [campaign] = await tx
          .update(newsletterCampaigns)
          .set({ recipientCount: recipients.length, spanishRecipientCount: spanish.length })
          .where(eq(newsletterCampaigns.id, input.idempotency_key))
          .returning();
        return { campaign: toCampaign(campaign!), duplicate: false };
      });
      if (!result.duplicate) onEmailQueued();
      return result;
    },

    /**
     * One copy of the version a language's subscribers would get, to the address staff give, marked
     * as a test; its unsubscribe link is the page in that language, without a subscriber's token.
     */
    async sendTest(input: NewsletterTestInput): Promise<{ message: string }> {
      const version = versionFor(input.language, input);
      const email = newsletterCampaignEmail({
        to: input.to,
        ...version,
        subject: `[Test] ${version.subject}`,
        unsubscribeUrl: `${publicUrl}${pathInLocale('/unsubscribe', version.locale)}`,
        oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe/`,
        siteUrl: publicUrl,
      });
      await enqueueEmails(db, [{ ...email, kind: NEWSLETTER_TEST_KIND }]);
      onEmailQueued();
      return {
        message: `Test of the ${version.locale === 'es' ? 'Spanish' : 'English'} version sent to ${input.to}.`,
      };
    },
  };
}

export type NewsletterAdminService = ReturnType<typeof createNewsletterAdminService>;
