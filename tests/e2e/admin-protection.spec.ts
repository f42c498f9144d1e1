/**
 * Without a session nothing admin is reachable (docs/product.md#public-and-staff-only): every admin
 * page sends the browser to sign in, every admin data call and event write answers 401, and the
 * built client bundle carries no credential of any kind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_NAV } from '#client/features/admin/admin-nav.ts';
import { PROJECT_ROOT } from '#tests/server/spawn-server.ts';
import { E2E_ADMIN } from '#tests/e2e/env.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

const ADMIN_PAGES = [
  '/admin',
  ...ADMIN_NAV.map((item) => item.to),
  '/admin/events?filter=past',
  '/admin/no-such-screen',
];

test('every admin page sends a signed-out visitor to sign in, remembering the page', async ({ page }) => {
  test.setTimeout(120_000); // eleven pages, each checked by axe
  for (const adminPath of ADMIN_PAGES) {
    await page.goto(adminPath);
    const expected = `/admin/login?next=${encodeURIComponent(adminPath)}`;
    expect(new URL(page.url()).pathname + new URL(page.url()).search, adminPath).toBe(expected);
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  }
});

test('every admin data call and event write answers 401 without a session', async ({ request }) => {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const calls: Array<[string, string]> = [
    ['GET', '/api/admin/email-subscribers/'],
    ['GET', '/api/admin/email-subscribers/?source=newsletter'],
    ['GET', '/api/admin/email-subscribers/stats/'],
    ['GET', '/api/admin/devotional-leads/'],
    ['GET', '/api/admin/event-leads/'],
    ['GET', '/api/admin/me/'],
    ['POST', '/api/admin/logout/'],
    ['POST', '/api/events/'],
    ['PUT', '/api/events/1/'],
    ['DELETE', '/api/events/1/'],
    ['GET', '/api/events/1/attendees/'],
  ];
  for (const [method, url] of calls) {
    const response = await request.fetch(url, {
      method,
      headers: { origin, 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { data: '{}' }),
    });
    expect(response.status(), `${method} ${url}`).toBe(401);
  }
});

/** Every file the browser can download from the site's static build. */
function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? clientFiles(full) : [full];
  });
}

test('the built client bundle holds no credential', async ({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one look at the files is enough');
  const root = path.join(PROJECT_ROOT, 'build', 'client');
  const files = clientFiles(root).filter((file) =>
    /\.(js|mjs|css|html|json|map|txt|webmanifest)$/.test(file),
  );
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);

  // Values of secrets this machine has now (the e2e admin password, any *_KEY/*_SECRET/... set).
  const secretValues = [
    E2E_ADMIN.password,
    ...Object.entries(process.env)
      .filter(
        ([name, value]) =>
          /(SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE|DATABASE_URL|SMTP_URL)/i.test(name) &&
          value &&
          value.length >= 8,
      )
      .map(([, value]) => value!),
  ];
  const shapes: Array<[string, RegExp]> = [
    ['Stripe secret or restricted key', /\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}/],
    ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{8,}/],
    ['Google (YouTube) API key', /\bAIza[0-9A-Za-z_-]{30,}/],
    ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
    ['password hash', /\$argon2id?\$|\$scrypt\$/],
    ['database or SMTP URL with a password', /\b(postgres(ql)?|smtps?):\/\/[^\s"'/:]+:[^\s"'@/]+@/],
    [
      'server configuration',
      /\b(SESSION_SECRET|ADMIN_PASSWORD|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|YOUTUBE_API_KEY)\b/,
    ],
    ['server code', /process\.env\.|@node-rs\/argon2|drizzle-orm\/pg-core/],
  ];
  const findings: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const name = path.relative(root, file);
    for (const value of secretValues)
      if (text.includes(value)) findings.push(`${name}: a secret value from the environment`);
    for (const [label, pattern] of shapes)
      if (pattern.test(text)) findings.push(`${name}: ${label} (${pattern})`);
  }
  expect(findings).toEqual([]);
});
