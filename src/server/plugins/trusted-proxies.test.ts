/**
 * Who the client is, behind proxies or not (TRUST_PROXY, docs: README configuration). Seen the way
 * a person would notice it: the public forms' rate limit (10 a minute per client IP). A client that
 * writes its own X-Forwarded-For must not get round the limit, and the people behind a trusted proxy
 * must not share one limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '#server/plugins/rate-limit.ts';

const LIMIT = PUBLIC_FORM_RATE_LIMIT.max;
const PROXY = '10.0.0.2';
const CLIENT = '198.51.100.7';
const OTHER_CLIENT = '198.51.100.8';
const DIRECT_CLIENT = '203.0.113.7';

let sent = 0;

/** A newsletter sign-up from `peer` (the address that connects), with `forwardedFor` if given. */
async function subscribe(t: TestApp, peer: string, forwardedFor?: string): Promise<number> {
  sent += 1;
  const response = await t.request({
    method: 'POST',
    url: '/api/newsletter/subscribe/',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: `reader-${sent}@example.org` },
  });
  return response.statusCode;
}

/** The statuses of `count` sign-ups, each forging a different X-Forwarded-For. */
async function forgedBurst(t: TestApp, count: number, send: (forged: string) => Promise<number>) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) statuses.push(await send(`192.0.2.${n + 1}`));
  return statuses;
}

const allowedThenRefused = [...Array<number>(LIMIT).fill(201), 429];

describe('trusted proxies and X-Forwarded-For', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged one does not get round the limit', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const app = t;
    const statuses = await forgedBurst(app, LIMIT + 1, (forged) => subscribe(app, DIRECT_CLIENT, forged));
    expect(statuses).toEqual(allowedThenRefused);
    // The limit is the connecting address's: someone else is still welcome.
    expect(await subscribe(app, OTHER_CLIENT)).toBe(201);
  });

  it('believes X-Forwarded-For only from a listed proxy address', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: `${PROXY}, 10.1.0.0/16` } });
    const app = t;
    // Not a listed proxy: its forged header changes nothing.
    const direct = await forgedBurst(app, LIMIT + 1, (forged) => subscribe(app, DIRECT_CLIENT, forged));
    expect(direct).toEqual(allowedThenRefused);
    // Through the proxy, each client has a limit of their own, not one shared by everyone behind it.
    const throughProxy: number[] = [];
    for (let n = 0; n <= LIMIT; n++) throughProxy.push(await subscribe(app, PROXY, CLIENT));
    expect(throughProxy).toEqual(allowedThenRefused);
    expect(await subscribe(app, PROXY, OTHER_CLIENT)).toBe(201);
    expect(await subscribe(app, '10.1.4.4', OTHER_CLIENT)).toBe(201);
  });

  it('with a hop count, takes the address the nearest proxy saw, not one the client wrote before it', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
    const app = t;
    // The proxy appends the address it saw; whatever the client wrote comes before it.
    const statuses = await forgedBurst(app, LIMIT + 1, (forged) =>
      subscribe(app, PROXY, `${forged}, ${CLIENT}`),
    );
    expect(statuses).toEqual(allowedThenRefused);
    expect(await subscribe(app, PROXY, `192.0.2.200, ${OTHER_CLIENT}`)).toBe(201);
  });
});
