/**
 * The private manage link of an RSVP as its email carries it (docs/product.md#managing-an-rsvp):
 * `{PUBLIC_URL}/events/rsvp?token=…`, a 43-character base64url token.
 */
export const MANAGE_LINK_PATTERN = /\/events\/rsvp\?token=([A-Za-z0-9_-]{43})/;

/** The token of the manage link in an email's text; fails when there is none. */
export function manageTokenIn(text: string | undefined): string {
  const match = MANAGE_LINK_PATTERN.exec(text ?? '');
  if (!match) throw new Error(`No manage link in the email:\n${text ?? '(no text)'}`);
  return match[1]!;
}
