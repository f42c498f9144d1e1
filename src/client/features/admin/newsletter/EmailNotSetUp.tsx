import { EMAIL_NOT_SET_UP } from '#shared/newsletter/admin-words.ts';

/**
 * Shown above the outbox and on the dashboard while email is not set up: every email waits in the
 * outbox as held (docs/product.md#newsletter-and-email-outbox).
 */
export function EmailNotSetUp() {
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {EMAIL_NOT_SET_UP}
    </p>
  );
}
