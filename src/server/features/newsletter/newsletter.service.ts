import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_WORDS, type NewsletterSubscribeInput } from '#shared/newsletter/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { emailSubscribers } from '#server/db/schema/index.ts';
import { enqueueConfirmation } from '#server/email/confirmations.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  alreadySubscribedEmail,
  unsubscribePageUrl,
  welcomeEmail,
} from '#server/features/newsletter/newsletter.emails.ts';

export interface NewsletterServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Called after a commit that queued email, so it goes out at once. */
  onEmailQueued: () => void;
}

export function createNewsletterService({ db, clock, publicUrl, onEmailQueued }: NewsletterServiceDeps) {
  return {
    /**
     * Subscribes an address. A new address, one that left and one already on the list all get the
     * same answer (docs/product.md#mailing-list-and-unsubscribing): who is on the list is private. The
     * owner of the address is told by email instead: a welcome, or "you are already on our list"
     * with the way to leave it (each at most once an hour, enqueueConfirmation), in the language of
     * the form just used: the latest sign-up's language is the subscriber's from now on.
     * The answer is a words key (`localizeMessage` turns it into the form's language).
     */
    async subscribe(
      input: Pick<NewsletterSubscribeInput, 'email'> & { locale?: Locale | undefined },
    ): Promise<{ message: string }> {
      const email = input.email.trim();
      const locale = input.locale ?? 'en';
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(emailSubscribers)
          .where(sql`lower(${emailSubscribers.email}) = lower(${email})`)
          .for('update');
        if (existing?.subscribed) {
          const to = existing.email;
          const link = unsubscribePageUrl(publicUrl, existing.unsubscribeToken, locale);
          if (existing.locale !== locale) {
            await tx.update(emailSubscribers).set({ locale }).where(eq(emailSubscribers.id, existing.id));
          }
          await enqueueConfirmation(
            tx,
            'newsletter',
            alreadySubscribedEmail({ to, unsubscribeUrl: link, siteUrl: publicUrl, locale }),
            clock.now(),
          );
          return;
        }
        let token: string;
        if (existing) {
          token = existing.unsubscribeToken;
          await tx
            .update(emailSubscribers)
            .set({ subscribed: true, unsubscribedAt: null, subscribedAt: clock.now(), locale })
            .where(eq(emailSubscribers.id, existing.id));
        } else {
          token = crypto.randomBytes(24).toString('base64url');
          const inserted = await tx
            .insert(emailSubscribers)
            .values({
              email,
              locale,
              source: 'newsletter',
              unsubscribeToken: token,
              subscribedAt: clock.now(),
            })
            .onConflictDoNothing()
            .returning({ id: emailSubscribers.id });
          // A concurrent request for the same address won the race: one subscriber, one email.
          if (inserted.length === 0) return;
        }
        await enqueueConfirmation(
          tx,
          'newsletter',
          welcomeEmail({
            to: email,
            unsubscribeUrl: unsubscribePageUrl(publicUrl, token, locale),
            siteUrl: publicUrl,
            locale,
          }),
          clock.now(),
        );
      });
      onEmailQueued();
      return { message: NEWSLETTER_WORDS.message('form.subscribed') };
    },

    /** One-click unsubscribe from an email link; unknown tokens change nothing. */
    async unsubscribe(token: string): Promise<{ email: string; locale: Locale } | null> {
      const [row] = await db
        .update(emailSubscribers)
        .set({ subscribed: false, unsubscribedAt: clock.now() })
        .where(eq(emailSubscribers.unsubscribeToken, token))
        .returning({ email: emailSubscribers.email, locale: emailSubscribers.locale });
      return row ?? null;
    },

    async findByUnsubscribeToken(token: string) {
      const [row] = await db
        .select({
          email: emailSubscribers.email,
          subscribed: emailSubscribers.subscribed,
          locale: emailSubscribers.locale,
        })
        .from(emailSubscribers)
        .where(eq(emailSubscribers.unsubscribeToken, token));
      return row ?? null;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
