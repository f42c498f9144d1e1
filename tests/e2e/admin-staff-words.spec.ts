/**
 * Plain words for staff (docs/product.md#audit-log, #newsletter-and-email-outbox, #dashboard): after
 * an administrator approves a house-church join request, the audit log says so in a sentence that
 * names the person and the church, and the outbox names the approval email the same way. On a site
 * without SMTP, the outbox and the dashboard say that email is not set up and messages wait.
 */
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer, testOnServerWith } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const NOT_SET_UP = 'Email is not set up yet, so messages wait here.';

// Its own server: the approval changes a demo church's members, which the directory's journeys count.
testOnOwnServer(
  'after a join approval the audit log and the outbox read as sentences',
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
    const churches = (await (await page.request.get('/api/house-church/house-churches/')).json()) as Array<{
      id: number;
      name: string;
      spots_available: number;
    }>;
    // Both viewports approve someone: a church with room for both.
    const church = churches.find((candidate) => candidate.spots_available >= 2)!;
    const lastName = `Reyes${tag}`;
    const joined = await page.request.post(`/api/house-church/house-churches/${church.id}/join/`, {
      data: {
        first_name: 'Samuel',
        last_name: lastName,
        email: `samuel.${tag}@example.net`,
        phone: '(512) 555-0199',
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);

    await signIn(page, `/admin/house-churches/${church.id}`);
    await page.getByRole('button', { name: `Approve Samuel ${lastName}` }).click();
    await expect(page.getByText(`Approved Samuel ${lastName}`).first()).toBeVisible();

    await page.goto('/admin/audit');
    const entries = page.getByRole('table', { name: 'Audit log entries' });
    await expect(entries).toContainText(`Approved Samuel ${lastName}'s request to join ${church.name}`);
    await expect(entries).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
    await expect(entries).not.toContainText(/join-request|date_tbd|\bsery\b/);
    await expectAccessible(page, 'audit log in sentences');
    await page.screenshot({ path: testInfo.outputPath('audit.png'), fullPage: true });

    await page.goto(`/admin/newsletter/outbox?search=${encodeURIComponent(`samuel.${tag}`)}`);
    await expect(page.getByText(`House-church approval to Samuel ${lastName}`)).toBeVisible();
    await expect(page.getByText(NOT_SET_UP)).toHaveCount(0);
    await expectAccessible(page, 'outbox in words');
  },
);

const withoutEmail = testOnServerWith({ env: { SMTP_URL: '' } });

withoutEmail('without SMTP the outbox and the dashboard say messages wait', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/admin/newsletter/outbox');
  await expect(page.getByRole('status').filter({ hasText: NOT_SET_UP })).toBeVisible();
  await expect(page.getByText('SMTP_URL')).toHaveCount(0);
  await expectAccessible(page, 'outbox without email');
  await page.goto('/admin');
  await expect(page.getByText(NOT_SET_UP)).toBeVisible();
  await expectAccessible(page, 'dashboard without email');
});
