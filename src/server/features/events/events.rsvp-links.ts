/**
 * The private link that manages one RSVP (docs/product.md#managing-an-rsvp): a random 256-bit token
 * in the confirmation email, of which only the SHA-256 is stored (event_rsvp_links), like a staff
 * session. The token is the link's only key: it names one RSVP and never another, needs no account,
 * and travels as the `token` query parameter, which the log redacts (src/server/logger.ts).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { manageRsvpPagePath } from '#shared/events/words.ts';
import { absoluteUrl } from '#shared/site/settings.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import type { Executor } from '#server/db/client.ts';
import { eventRsvpLinks } from '#server/db/schema/index.ts';

/** base64url of 32 bytes: 43 characters. Anything else is not a token, and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashRsvpToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * A new link to the RSVP, stored as its hash; the token is returned once, for the email. Earlier
 * links stay valid (see the table's comment in db/schema/events.ts).
 */
export async function issueRsvpLink(executor: Executor, rsvpId: string, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await executor.insert(eventRsvpLinks).values({ rsvpId, tokenHash: hashRsvpToken(token), createdAt: now });
  return token;
}

/** The RSVP a token opens, or null for an unknown, malformed or cancelled one. */
export async function rsvpIdForToken(executor: Executor, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await executor
    .select({ rsvpId: eventRsvpLinks.rsvpId })
    .from(eventRsvpLinks)
    .where(eq(eventRsvpLinks.tokenHash, hashRsvpToken(token)));
  return link?.rsvpId ?? null;
}

/** The manage page in the language the person answered in (`/es/events/rsvp?token=…`). */
export function manageRsvpUrl(publicUrl: string, token: string, locale: Locale = 'en'): string {
  return absoluteUrl(publicUrl, pathInLocale(manageRsvpPagePath(token), locale));
}
