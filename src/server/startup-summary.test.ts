/**
 * What a start prints once the site listens (README.md, the quick start): the address, where staff
 * sign in, and where email goes, naming the SMTP server but never its password.
 */
import { describe, expect, it } from 'vitest';
import { startupSummary } from '#server/startup-summary.ts';

describe('the start-up summary', () => {
  it('on the first start: the site, the first admin and the held email', () => {
    expect(startupSummary({ port: 3000, smtpUrl: undefined, admin: 'created_generated' })).toBe(
      [
        '',
        '  ➜  Site running at http://localhost:3000',
        '  ➜  Staff sign in at http://localhost:3000/admin/login as admin, with the password in the box above (shown this once)',
        '  ➜  Email is not set up yet: emails wait in the outbox at /admin/newsletter/outbox',
        '',
      ].join('\n'),
    );
  });

  it('later, with SMTP set up: the SMTP host, without its user or password', () => {
    const summary = startupSummary({
      port: 8080,
      smtpUrl: 'smtps://mailer:s3cret-pass@smtp.example.org:465',
      admin: 'unchanged',
    });
    expect(summary).toContain('  ➜  Staff sign in at http://localhost:8080/admin/login\n');
    expect(summary).toContain('  ➜  Email goes out through smtp.example.org:465\n');
    expect(summary).not.toContain('s3cret');
    expect(summary).not.toContain('mailer');
    expect(summary).not.toContain('outbox');
  });
});
