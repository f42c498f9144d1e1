/**
 * Newsletters staff compose: who would receive one (active subscribers per source), the ones sent,
 * and the send itself. A send is one transaction: the campaign row, one outbox email per active
 * subscriber of the chosen sources, and their sent counts; so it happens wholly or not at all.
 * The form's idempotency key is the campaign's id, so a double click or a resubmit sends once.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_NEWSLETTER_WORDS,
  type NewsletterAudience,
  type NewsletterCampaign,
  type NewsletterComposeInput,
  type NewsletterSendResponse,
} from '#shared/newsletter/admin-contract.ts';
import type { AdminListQuery } from '#shared/lists/contract.ts';
import { SUBSCRIBER_SOURCES } from '#shared/subscribers/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { newestFirst, type Page, readTablePage } from '#server/db/list-query.ts';
import { emailSubscribers, newsletterCampaigns } from '#server/db/schema/index.ts';
import { enqueueEmails } from '#server/email/outbox.ts';
import { AppError } from '#server/errors.ts';
import { newsletterCampaignEmail } from '#server/features/newsletter/newsletter.admin.emails.ts';

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
  sources: row.sources,
  recipient_count: row.recipientCount,
  sent_by: row.sentBy,
  created_at: row.createdAt.toISOString(),
});

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
          .returning({ email: emailSubscribers.email, unsubscribeToken: emailSubscribers.unsubscribeToken });
        if (recipients.length === 0) {
          throw new AppError(400, ADMIN_NEWSLETTER_WORDS.noRecipients, {
            sources: [ADMIN_NEWSLETTER_WORDS.noRecipients],
          });
        }
        await enqueueEmails(
          tx,
          recipients.map((recipient) =>
            newsletterCampaignEmail({
              to: recipient.email,
              subject: input.subject,
              body: input.body,
              unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token(recipient.unsubscribeToken)}`,
              oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe/?token=${token(recipient.unsubscribeToken)}`,
              siteUrl: publicUrl,
            }),
          ),
        );
        const [campaign] = await tx
          .update(newsletterCampaigns)
          .set({ recipientCount: recipients.length })
          .where(eq(newsletterCampaigns.id, input.idempotency_key))
          .returning();
        return { campaign: toCampaign(campaign!), duplicate: false };
      });
      if (!result.duplicate) onEmailQueued();
      return result;
    },
  };
}

export type NewsletterAdminService = ReturnType<typeof createNewsletterAdminService>;
