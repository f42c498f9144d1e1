/**
 * Opaque page tokens for GET /api/youtube-messages/all/. A token is base64url of "v1:<page number>"
 * with an HMAC tag, so a visitor cannot make one up: a token either decodes to a whole page number
 * this server issued, or it is refused. The number only ever reaches SQL as a bound integer offset.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAGE_TOKEN_PATTERN } from '#shared/videos/format.ts';

/** No channel has this many pages; a larger number is a forgery. */
const MAX_PAGE = 100_000;

export function createPageTokens(secret: string) {
  const tag = (body: string) =>
    createHmac('sha256', `videos-page-token:${secret}`).update(body).digest('base64url').slice(0, 16);
  return {
    encode(page: number): string {
      const body = `v1:${page}`;
      return Buffer.from(`${body}.${tag(body)}`).toString('base64url');
    },
    /** The page number (0 = first page), or null for anything this server did not issue. */
    decode(token: string): number | null {
      if (!PAGE_TOKEN_PATTERN.test(token)) return null;
      const text = Buffer.from(token, 'base64url').toString('utf8');
      const match = /^(v1:(\d{1,6}))\.([A-Za-z0-9_-]{16})$/.exec(text);
      if (!match) return null;
      const [, body = '', digits = '', given = ''] = match;
      const expected = tag(body);
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const page = Number(digits);
      return Number.isSafeInteger(page) && page >= 0 && page <= MAX_PAGE ? page : null;
    },
  };
}

export type PageTokens = ReturnType<typeof createPageTokens>;
