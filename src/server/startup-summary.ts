/**
 * The lines a start prints once the site listens (README.md, the quick start): where the site is,
 * where staff sign in (as the first admin, with the password printed above, on the start that made
 * it), and where email goes: the SMTP server's host, never its user or password, or the outbox
 * while SMTP_URL is unset (docs/product.md#emails-and-the-outbox).
 */
import { STARTUP_WORDS } from '#shared/site/admin-words.ts';
import { type BootstrapOutcome, GENERATED_ADMIN_USERNAME } from '#server/features/auth/auth.bootstrap.ts';

/** The SMTP server as `host:port`, without the credentials SMTP_URL may carry. */
export function smtpHost(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).host || 'SMTP_URL';
  } catch {
    return 'SMTP_URL';
  }
}

export function startupSummary(facts: {
  port: number;
  smtpUrl: string | undefined;
  admin: BootstrapOutcome;
}): string {
  const site = `http://localhost:${facts.port}`;
  const signIn = `${site}/admin/login`;
  const lines = [
    STARTUP_WORDS.running(site),
    facts.admin === 'created_generated'
      ? STARTUP_WORDS.firstAdmin(signIn, GENERATED_ADMIN_USERNAME)
      : STARTUP_WORDS.staffSignIn(signIn),
    facts.smtpUrl ? STARTUP_WORDS.emailThrough(smtpHost(facts.smtpUrl)) : STARTUP_WORDS.emailHeld,
  ];
  return ['', ...lines.map((line) => `  ➜  ${line}`), ''].join('\n');
}
