/**
 * How a donor signs in to their own page (docs/product.md#the-donors-own-page): a one-time link
 * emailed to the address they gave with, valid 30 minutes, opens a session that ends after 30 idle
 * minutes. Only a SHA-256 of each random 256-bit token is stored. The session's cookie is the
 * donor's alone: another name than the staff cookie, scoped to /giving/manage, and neither opens
 * the other's pages.
 */
import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DONOR_IDLE_MINUTES, DONOR_LINK_MINUTES, DONOR_PAGE_PATH } from '#shared/giving/manage-words.ts';
import { GIVING_WORDS } from '#shared/giving/words.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import {
  type DonorLinkPurpose,
  donations,
  donorSessions,
  donorSignInLinks,
  recurringGifts,
} from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { donorSignInEmail } from '#server/features/giving/giving.donor-emails.ts';

export const DONOR_LINK_MS = DONOR_LINK_MINUTES * 60_000;
export const DONOR_IDLE_MS = DONOR_IDLE_MINUTES * 60_000;
/** Links asked for on /giving, per address an hour: enough for a person, useless for filling an inbox. */
export const DONOR_LINKS_PER_HOUR = 3;
/** "Last seen" is written at most this often, like a staff session's. */
const TOUCH_EVERY_MS = 60_000;
/** base64url of 32 bytes. Anything else is not a token, and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const DONOR_COOKIE_NAME = 'donor_session';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
/** Addresses are matched whatever their case: stored lower-case here, compared lower-case there. */
const normalEmail = (email: string) => email.trim().toLowerCase();

/** A sign-in link to the donor's page in `locale` (a Spanish receipt or request leads to /es/giving/manage). */
export const donorLinkUrl = (publicUrl: string, token: string, locale: Locale = 'en') =>
  `${publicUrl}${pathInLocale(DONOR_PAGE_PATH, locale)}?token=${token}`;

/** A new one-time link for `email`, stored as its hash; the token is returned once, for the email. */
export async function issueDonorLink(
  executor: Executor,
  input: { email: string; purpose: DonorLinkPurpose; now: Date },
): Promise<string> {
  const token = newToken();
  await executor.insert(donorSignInLinks).values({
    tokenHash: hashToken(token),
    email: normalEmail(input.email),
    purpose: input.purpose,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + DONOR_LINK_MS),
  });
  return token;
}

export interface DonorAccessDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  secureCookies: boolean;
  onEmailQueued: () => void;
}

export function createDonorAccessService({
  db,
  clock,
  publicUrl,
  secureCookies,
  onEmailQueued,
}: DonorAccessDeps) {
  // __Secure- (not __Host-, which demands Path=/): the cookie only ever goes to the donor's page.
  const cookieName = secureCookies ? `__Secure-${DONOR_COOKIE_NAME}` : DONOR_COOKIE_NAME;
  // Each language's donor page has its own path, so its own session cookie (signIn's `locale`).
  const cookieOptions = (locale: Locale) =>
    ({
      httpOnly: true,
      sameSite: 'lax',
      path: pathInLocale(DONOR_PAGE_PATH, locale),
      secure: secureCookies,
    }) as const;

  async function hasGiven(executor: Executor, email: string): Promise<boolean> {
    const [gift] = await executor
      .select({ id: donations.id })
      .from(donations)
      .where(and(sql`lower(${donations.email}) = ${email}`, eq(donations.paymentStatus, 'paid')))
      .limit(1);
    if (gift) return true;
    const [recurring] = await executor
      .select({ id: recurringGifts.id })
      .from(recurringGifts)
      .where(sql`lower(${recurringGifts.email}) = ${email} and ${recurringGifts.status} <> 'incomplete'`)
      .limit(1);
    return Boolean(recurring);
  }

  const tokenFromCookieHeader = (header: string | null | undefined): string | null => {
    const token = header ? fastifyCookie.parse(header)[cookieName] : undefined;
    return token && TOKEN_PATTERN.test(token) ? token : null;
  };

  return {
    /**
     * "Manage my giving": one answer whatever the address, so the form tells no one who gave. Only
     * an address that has given gets a link, and at most DONOR_LINKS_PER_HOUR an hour.
     */
    async requestLink(rawEmail: string, locale: Locale = 'en'): Promise<{ message: string }> {
      const email = normalEmail(rawEmail);
      const now = clock.now();
      const queued = await db.transaction(async (tx) => {
        // Two requests for one address wait for each other, so they cannot both pass the count.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`donor-link:${email}`}))`);
        if (!(await hasGiven(tx, email))) return false;
        const [{ recent } = { recent: 0 }] = await tx
          .select({ recent: sql<number>`count(*)::int` })
          .from(donorSignInLinks)
          .where(
            and(
              eq(donorSignInLinks.email, email),
              eq(donorSignInLinks.purpose, 'requested'),
              gt(donorSignInLinks.createdAt, new Date(now.getTime() - 60 * 60_000)),
            ),
          );
        if (recent >= DONOR_LINKS_PER_HOUR) return false;
        const token = await issueDonorLink(tx, { email, purpose: 'requested', now });
        await enqueueEmail(
          tx,
          donorSignInEmail({
            to: email,
            url: donorLinkUrl(publicUrl, token, locale),
            siteUrl: publicUrl,
            locale,
          }),
        );
        return true;
      });
      if (queued) onEmailQueued();
      return { message: GIVING_WORDS.in(locale)('donorLink.sent') };
    },

    /** Whether a link would still sign in (read only: the page shows "Continue" or "spent"). */
    async linkIsLive(token: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      const [link] = await db
        .select({ id: donorSignInLinks.id })
        .from(donorSignInLinks)
        .where(
          and(
            eq(donorSignInLinks.tokenHash, hashToken(token)),
            isNull(donorSignInLinks.usedAt),
            gt(donorSignInLinks.expiresAt, clock.now()),
          ),
        );
      return Boolean(link);
    },

    /**
     * Spends the link (once: the update and the check are one statement) and opens a session.
     * Returns the Set-Cookie value, or null for a used, expired or unknown link.
     */
    async signIn(token: string, locale: Locale = 'en'): Promise<string | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(donorSignInLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(donorSignInLinks.tokenHash, hashToken(token)),
              isNull(donorSignInLinks.usedAt),
              gt(donorSignInLinks.expiresAt, now),
            ),
          )
          .returning({ email: donorSignInLinks.email });
        if (!link) return null;
        const sessionToken = newToken();
        await tx
          .insert(donorSessions)
          .values({ tokenHash: hashToken(sessionToken), email: link.email, createdAt: now, lastSeenAt: now });
        return fastifyCookie.serialize(cookieName, sessionToken, cookieOptions(locale));
      });
    },

    /**
     * The signed-in donor's address from a request's Cookie header, or null (no session, or 30
     * idle minutes passed). The one way a route learns who the donor is.
     */
    async donorFromCookieHeader(header: string | null | undefined): Promise<{ email: string } | null> {
      const token = tokenFromCookieHeader(header);
      if (!token) return null;
      const now = clock.now();
      const [session] = await db
        .select()
        .from(donorSessions)
        .where(eq(donorSessions.tokenHash, hashToken(token)));
      if (!session) return null;
      const idle = now.getTime() - session.lastSeenAt.getTime();
      if (idle >= DONOR_IDLE_MS) return null;
      if (idle >= TOUCH_EVERY_MS) {
        await db.update(donorSessions).set({ lastSeenAt: now }).where(eq(donorSessions.id, session.id));
      }
      return { email: session.email };
    },

    /** Ends the session behind the header (and every ended one); returns the cookie that clears it. */
    async signOut(header: string | null | undefined, locale: Locale = 'en'): Promise<string> {
      const token = tokenFromCookieHeader(header);
      if (token) await db.delete(donorSessions).where(eq(donorSessions.tokenHash, hashToken(token)));
      await db
        .delete(donorSessions)
        .where(sql`${donorSessions.lastSeenAt} <= ${new Date(clock.now().getTime() - DONOR_IDLE_MS)}`);
      return fastifyCookie.serialize(cookieName, '', { ...cookieOptions(locale), maxAge: 0 });
    },
  };
}

export type DonorAccessService = ReturnType<typeof createDonorAccessService>;
