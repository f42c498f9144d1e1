import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      seedDemo: undefined,
      demoCheckout: 'with-demo-content',
      rateLimits: true,
      trustProxy: false,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it('turns the demo checkout on by default only for demo content on the embedded database', () => {
    // Whether the embedded database holds the demo content, buildApp looks at start (giving.demo.test.ts).
    expect(loadConfig({ NODE_ENV: 'production' }).demoCheckout).toBe('with-demo-content');
    expect(loadConfig({ SEED_DEMO: 'true' }).demoCheckout).toBe('with-demo-content');
    expect(loadConfig({ SEED_DEMO: 'false' }).demoCheckout).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ministry', SEED_DEMO: 'true' }).demoCheckout).toBe(
      false,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ministry', DEMO_CHECKOUT: 'on' }).demoCheckout).toBe(
      true,
    );
    expect(loadConfig({ DEMO_CHECKOUT: 'off' }).demoCheckout).toBe(false);
  });

  it('derives the public URL from PORT and secure cookies from an https PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const https = loadConfig({ PUBLIC_URL: 'https://ministry.example.org/' });
    expect(https.publicUrl).toBe('https://ministry.example.org');
    expect(https.secureCookies).toBe(true);
  });

  it('treats empty values as unset and parses flags', () => {
    const config = loadConfig({ SMTP_URL: '', SEED_DEMO: 'false', RATE_LIMITS: 'off', TRUST_PROXY: '' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(false);
    expect(config.rateLimits).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('takes TRUST_PROXY as a number of proxies or a list of their addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24 ,fd00::/8,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    for (const off of ['false', 'off', '0']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX (10 by default)', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ ADMIN_USERNAME: 'pastor' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_USERNAME: 'pastor', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12 characters'],
    // `true` would let any client name its own IP in X-Forwarded-For and get round the rate limits.
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would believe an X-Forwarded-For header sent by anyone'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY=true would believe'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY must be a number of proxies or a comma-separated list'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'not 10.0.0.0/33'],
    [{ TRUST_PROXY: 'proxy.example.org' }, 'not proxy.example.org'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: 'many' }, 'DATABASE_POOL_MAX'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('requires two-factor of administrators and Giving by default, of nobody when empty, and refuses unknown roles', () => {
    expect(loadConfig({}).staffTwoFactorRequired).toEqual(['administrator', 'giving']);
    expect(loadConfig({ STAFF_TWO_FACTOR_REQUIRED: '' }).staffTwoFactorRequired).toEqual([]);
    expect(loadConfig({ STAFF_TWO_FACTOR_REQUIRED: ' Care, giving ' }).staffTwoFactorRequired).toEqual([
      'care',
      'giving',
    ]);
    expect(() => loadConfig({ STAFF_TWO_FACTOR_REQUIRED: 'administrator,treasurer' })).toThrow(
      /STAFF_TWO_FACTOR_REQUIRED names no role "treasurer"/,
    );
  });
});
