/**
 * Public pages come from the server's page cache (one render shared by every visitor) and say how
 * browsers and CDNs may keep them; a change by staff shows on the very next request. Private pages
 * are never kept. Scripts and stylesheets are sent precompressed and immutable.
 */
import { expect } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { revealMainNav } from '#tests/e2e/site.ts';
import { signIn } from '#tests/e2e/staff.ts';

const BROTLI = { 'accept-encoding': 'br, gzip' };

test('a public page is served from one stored render with an ETag, and revalidates with a 304', async ({
  page,
}) => {
  const first = await page.request.get('/events', { headers: BROTLI });
  const second = await page.request.get('/events', { headers: BROTLI });
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toContain('Accept-Encoding');
  expect(headers.etag).toMatch(/^W\/"/);
  // The same stored bytes for everyone: same tag, same body, and no nonce to share.
  expect(second.headers().etag).toBe(headers.etag);
  expect(await second.text()).toBe(await first.text());
  expect(await first.text()).not.toMatch(/ nonce="/);
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);

  const revalidated = await page.request.get('/events', { headers: { 'if-none-match': headers.etag! } });
  expect(revalidated.status()).toBe(304);
});

test('public API reads are answered from memory until a write, with an ETag', async ({ page }) => {
  const first = await page.request.get('/api/events/', { headers: BROTLI });
  const second = await page.request.get('/api/events/', { headers: BROTLI });
  expect(second.headers()['x-cache']).toBe('hit');
  expect(second.headers()['content-encoding']).toBe('br');
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(await second.json()).toEqual(await first.json());
  const revalidated = await page.request.get('/api/events/', {
    headers: { 'if-none-match': second.headers().etag! },
  });
  expect(revalidated.status()).toBe(304);
});

test('a page served from the cache hydrates and runs under its hash-based policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.request.get('/messages'); // stored by this request; the browser gets the stored copy
  await page.goto('/messages');
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  // A client-side navigation works too (the router's own scripts ran).
  await (await revealMainNav(page)).getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an event edited by staff is visible at once on its public page and in the list', async ({ page }) => {
  const listed = (await (await page.request.get('/api/events/')).json()) as Array<Record<string, unknown>>;
  const event = listed.find((e) => e.is_past === false)!;
  const pagePath = `/events/${event.id}`;
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(event.title));
  await page.goto('/events');
  await expect(page.getByRole('main').getByText(String(event.title)).first()).toBeVisible();

  await signIn(page, '/admin/events');
  const { id, rsvp_count, spots_remaining, is_past, created_at, updated_at, ...input } = event;
  void [id, rsvp_count, spots_remaining, is_past, created_at, updated_at];
  const renamed = `${String(event.title)} (moved indoors)`;
  const saved = await page.request.put(`/api/events/${event.id}/`, {
    data: { ...input, title: renamed },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(200);

  // A visitor (no staff cookie) sees the new title on the next request, not a minute later.
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(pagePath);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await visitorPage.goto('/events');
  await expect(visitorPage.getByRole('main').getByText(renamed).first()).toBeVisible();
  await visitor.close();
});

test('private pages are never kept, and assets are precompressed and immutable', async ({ page }) => {
  await signIn(page, '/admin/events');
  const admin = await page.request.get('/admin/events');
  expect(admin.headers()['cache-control']).toContain('no-store');
  const success = await page.request.get(
    '/donation-success?donation_id=00000000-0000-4000-8000-000000000000',
  );
  expect(success.headers()['cache-control']).toBe('private, no-store');
  const missing = await page.request.get('/events/999999');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('private, no-store');
  // The answer to a form post repeats what the person typed: never kept, whatever the page says.
  const refused = await page.request.post('/contact', {
    form: {
      name: 'Private Person',
      email: 'not-an-address',
      subject: 'S',
      message: 'M',
      form_started_at: '1',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Private Person');
  expect(refused.headers()['cache-control']).toBe('private, no-store');

  const html = await (await page.request.get('/')).text();
  const script = /\/assets\/[\w.-]+\.js/.exec(html)![0];
  const stylesheet = /\/assets\/[\w.-]+\.css/.exec(html)![0];
  for (const asset of [script, stylesheet]) {
    const response = await page.request.get(asset, { headers: BROTLI });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});
