/**
 * What the scale-out test sends: public form posts as the site's own forms send them (with the
 * time the form was shown, well past the robot guard's minimum), staff calls with a session cookie,
 * and a tally of how requests ended.
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import { ALREADY_RECEIVED_MESSAGE } from '#shared/forms/guard-fields.ts';

export type Outcome = { status: number; body: string } | { status: 'no answer'; body: string };

export async function send(url: string, init: RequestInit = {}): Promise<Outcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 'no answer', body: String((error as Error).cause ?? error) };
  }
}

export const ok = (outcome: Outcome) =>
  typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 300;

/** "201 x120, 502 x3" */
export function tally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const { status } of outcomes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status} x${n}`).join(', ');
}

/** The answer to a retry of a post that was stored although its answer was lost. */
export const alreadyReceived = (outcome: Outcome) =>
  outcome.status === 409 && outcome.body.includes(ALREADY_RECEIVED_MESSAGE);

/**
 * A public form post, as the site's form kit sends it: form_started_at (shown 5 s ago) and this
 * filling-in's submission key, the same on every retry.
 */
export function postKeyedForm(
  base: string,
  path: string,
  fields: Record<string, unknown>,
  submissionId: string,
): Promise<Outcome> {
  return send(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...fields,
      website: '',
      form_started_at: Date.now() - 5000,
      submission_id: submissionId,
    }),
  });
}

export type Submission = {
  kind: 'rsvp' | 'contact' | 'newsletter';
  email: string;
  send(base: string): Promise<Outcome>;
};

/** One of each public form, for `email`, in turn. */
export function submission(index: number, email: string, eventId: number): Submission {
  const kinds = ['rsvp', 'contact', 'newsletter'] as const;
  const kind = kinds[index % 3]!;
  const name = `Visitor ${index}`;
  const key = crypto.randomBytes(16).toString('hex');
  const postForm = (base: string, path: string, fields: Record<string, unknown>) =>
    postKeyedForm(base, path, fields, key);
  if (kind === 'rsvp') {
    return {
      kind,
      email,
      send: (base) => postForm(base, `/api/events/${eventId}/rsvp/`, { name, email, guests: 1 }),
    };
  }
  if (kind === 'contact') {
    return {
      kind,
      email,
      send: (base) =>
        postForm(base, '/api/contact/', {
          name,
          email,
          subject: `Question ${email}`,
          message: 'Do you meet on Sundays?',
        }),
    };
  }
  return { kind, email, send: (base) => postForm(base, '/api/newsletter/subscribe/', { email }) };
}

/** How many records hold `email` for each kind of submission. */
export async function storedCount(db: pg.Pool, kind: Submission['kind'], email: string): Promise<number> {
  const table = { rsvp: 'event_rsvps', contact: 'contact_messages', newsletter: 'email_subscribers' }[kind];
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from ${table} where lower(email) = lower($1)`,
    [email],
  );
  return Number(rows[0]!.n);
}

/** Signs in through `base`; returns the Cookie header value. */
export async function signIn(
  base: string,
  origin: string,
  credentials: { username: string; password: string },
) {
  const response = await fetch(`${base}/api/admin/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]!)[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

export type OutboxRow = { id: string; to_address: string; subject: string; status: string; attempts: number };

/** Waits until every email in the outbox is sent (or the time is up); returns all of them. */
export async function waitForOutboxSent(db: pg.Pool, timeoutMs: number): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<OutboxRow>(
      'select id, to_address, subject, status, attempts from email_outbox order by created_at',
    );
    if (rows.every((row) => row.status === 'sent') || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
