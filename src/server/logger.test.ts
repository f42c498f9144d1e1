import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { errorMessage, loggerOptions, REDACTED, redactUrl, serializeError } from '#server/logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = pino(loggerOptions({ logLevel: 'info', isProduction: true }), stream);
  return { log, output: () => lines.join('') };
}

describe('log redaction', () => {
  it('never writes passwords, tokens, cookies or the free text people send', () => {
    const { log, output } = capture();
    log.info({
      req: {
        method: 'POST',
        url: '/x',
        headers: { cookie: 'ministry_session=abc', authorization: 'Bearer t0k' },
      },
      password: 'hunter2-secret',
      user: { password: 'nested-secret', token: 'tok-123' },
      prayer: { request: 'Please pray for my sister' },
      body: { message: 'private words' },
      email: { textBody: 'Dear friend', htmlBody: '<p>Dear friend</p>' },
    });
    const text = output();
    for (const secret of [
      'abc',
      'Bearer t0k',
      'hunter2-secret',
      'nested-secret',
      'tok-123',
      'Please pray',
      'private words',
      'Dear friend',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
  });

  it('masks secret query parameters in logged URLs', () => {
    expect(redactUrl('/unsubscribe?token=abc123&x=1')).toBe(`/unsubscribe?token=${REDACTED}&x=1`);
    expect(redactUrl('/a?key=k&session_id=s')).toBe(`/a?key=${REDACTED}&session_id=${REDACTED}`);
    expect(redactUrl('/events?filter=past')).toBe('/events?filter=past');
  });

  it("masks donation ids (they open a gift's name, amount and status) in queries and paths", () => {
    const id = '3f1c2a9e-8d4b-4c1e-9a7f-0b6d5e4c3a21';
    expect(redactUrl(`/donation-success?donation_id=${id}&session_id=cs_1`)).toBe(
      `/donation-success?donation_id=${REDACTED}&session_id=${REDACTED}`,
    );
    // A recurring gift's return to the thank-you page opens it the same way.
    expect(redactUrl(`/donation-success?recurring_gift_id=${id}`)).toBe(
      `/donation-success?recurring_gift_id=${REDACTED}`,
    );
    expect(redactUrl(`/api/donations/${id}/`)).toBe(`/api/donations/${REDACTED}/`);
    expect(redactUrl(`/api/admin/donations/${id}`)).toBe(`/api/admin/donations/${REDACTED}`);
    expect(redactUrl(`/giving/demo-checkout/${id}?x=1`)).toBe(`/giving/demo-checkout/${REDACTED}?x=1`);
    // The fixed routes beside them keep their names.
    expect(redactUrl('/api/donations/create_checkout_session/')).toBe(
      '/api/donations/create_checkout_session/',
    );
    expect(redactUrl('/api/admin/donations/totals/?year=2026')).toBe(
      '/api/admin/donations/totals/?year=2026',
    );
  });

  it('writes a database error without the values of its query, whoever logs or prints it', () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "email_subscribers_email_key"'),
      {
        code: '23505',
        severity: 'ERROR',
        table: 'email_subscribers',
        constraint: 'email_subscribers_email_key',
        detail: 'Key (email)=(secret.person@example.org) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "email_subscribers" ("email") values ($1)',
      ['secret.person@example.org'],
      driverError,
    );
    const { log, output } = capture();
    log.error({ err: new Error('subscribe failed', { cause: error }) }, 'request failed');
    const printed = errorMessage(error);
    for (const text of [output(), printed, JSON.stringify(serializeError(error))]) {
      expect(text).not.toContain('secret.person');
    }
    expect(serializeError(error)).toMatchObject({
      code: '23505',
      table: 'email_subscribers',
      constraint: 'email_subscribers_email_key',
      query: 'insert into "email_subscribers" ("email") values ($1)',
    });
    expect(printed).toMatch(/^database error 23505: duplicate key value violates unique constraint/);
  });
});
