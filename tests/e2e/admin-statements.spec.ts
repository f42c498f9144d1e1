/**
 * Year-end statements in the browser (docs/product.md#year-end-statements): staff open
 * Donations, send last year's statements for donors with paid gifts (seeded before the server starts:
 * the demo checkout makes only demo gifts, which statements never count), watch the progress reach
 * "sent", click again and nothing is sent twice; the donor's email carries the PDF statement.
 */
import { execFileSync } from 'node:child_process';
import { NO_GOODS_OR_SERVICES, STATEMENT_WORDS } from '#shared/giving/statements-format.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { PROJECT_ROOT } from '#tests/server/spawn-server.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { mailTo, waitForMail } from '#tests/e2e/mail.ts';
import { ownServerTest } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const year =
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date()),
  ) - 1;
/** Unique per worker (each project has its own server, and all share one mailbox). */
const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const phoebe = `phoebe.${tag}@example.org`;
const gaius = `gaius.${tag}@example.org`;

const test = ownServerTest(async (dataDir) => {
  const gifts = [
    {
      email: phoebe,
      name: 'Phoebe of Cenchreae',
      amountCents: 5000,
      feeCoverCents: 181,
      category: 'MISSIONS',
      paidAt: `${year}-03-10T16:00:00Z`,
    },
    // 11:30 PM on December 31 in Austin: last year's gift, though it is already January in UTC.
    { email: phoebe, name: 'Phoebe of Cenchreae', amountCents: 2500, paidAt: `${year + 1}-01-01T05:30:00Z` },
    { email: gaius, name: 'Gaius', amountCents: 10000, paidAt: `${year}-06-01T16:00:00Z` },
  ];
  execFileSync('node', ['--import', 'tsx', 'tests/e2e/seed-paid-gifts.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      GIFTS: JSON.stringify(gifts),
    },
  });
});

test('staff send last year’s statements once, see them sent, and the donor gets the PDF', async ({
  page,
}) => {
  test.slow(); // its own server, on a machine shared by many
  await signIn(page, '/admin/donations');
  const statements = page.getByRole('region', { name: 'Year-end statements' });
  await expect(statements.getByLabel('Year')).toHaveValue(String(year));
  const progress = statements.getByTestId('statement-progress');
  await expect(progress).toHaveText(`Progress: 0 queued, 0 sent, 0 failed (2 donors gave in ${year})`);
  await expectAccessible(page, 'year-end statements before sending');

  const send = statements.getByRole('button', { name: `Send the ${year} statements` });
  await send.click();
  await expect(statements.getByRole('status')).toHaveText(STATEMENT_WORDS.queued(2, year));
  // The outbox delivers; the progress refreshes by itself until both are sent.
  await expect(progress).toHaveText(`Progress: 0 queued, 2 sent, 0 failed (2 donors gave in ${year})`, {
    timeout: 20_000,
  });
  await expectAccessible(page, 'year-end statements sent');

  await send.click();
  await expect(statements.getByRole('status')).toHaveText(STATEMENT_WORDS.sentNothingNew(year));
  await expect(progress).toContainText('0 queued, 2 sent');

  const mail = await waitForMail(phoebe, `Your ${year} giving statement from Undivided Hearts Ministries`);
  const pdf = mail.attachments.find((file) => file.filename === `giving-statement-${year}.pdf`);
  expect(pdf?.contentType).toBe('application/pdf');
  const text = pdfText(pdf!.content);
  expect(text).toContain(`Giving statement for ${year}`);
  expect(text).toContain('Prepared for Phoebe of Cenchreae');
  expect(text).toContain(`Dec 31, ${year}`);
  expect(text).toContain('Total of 2 gifts\n$75.00\n$1.81\n$76.81');
  expect(text).toContain(NO_GOODS_OR_SERVICES);
  await waitForMail(gaius, `Your ${year} giving statement from Undivided Hearts Ministries`);
  // The second click sent nothing: still one statement each.
  expect(await mailTo(phoebe)).toHaveLength(1);
  expect(await mailTo(gaius)).toHaveLength(1);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
