/**
 * The private link of a waitlist entry as its emails carry it (docs/product.md#waitlist):
 * `{PUBLIC_URL}/events/waitlist?token=…`, a 43-character base64url token.
 */
export const WAITLIST_LINK_PATTERN = /\/events\/waitlist\?token=([A-Za-z0-9_-]{43})/;

/** The token of the waitlist link in an email's text; fails when there is none. */
export function waitlistTokenIn(text: string | undefined): string {
  const match = WAITLIST_LINK_PATTERN.exec(text ?? '');
  if (!match) throw new Error(`No waitlist link in the email:\n${text ?? '(no text)'}`);
  return match[1]!;
}
