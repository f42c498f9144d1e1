/**
 * The outreach forms without JavaScript: each is a real form posting to its own page, whose action
 * runs the same schema, guard and service as the API. With JavaScript disabled a person sends the
 * contact, prayer and Bible study forms and both leads (the landing's button is then a link to the
 * lead's page), each filled and sent at once; a refused post comes back with the field's error and
 * what was typed, and nothing is stored.
 *
 * The accessibility check cannot run in a page with JavaScript disabled (axe is JavaScript), so the
 * pages answered to posts are also checked with the site's scripts blocked instead (the fixtures'
 * axe check after every navigation).
 */
import { type Page, test as plain } from '@playwright/test';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import {
  BIBLE_STUDY_WORDS,
  CONTACT_WORDS,
  FIELD_WORDS,
  LEAD_WORDS,
  PRAYER_WORDS,
} from '#shared/outreach/words.ts';
import { expectNothingHeld, expectStored } from '#tests/e2e/outreach-records.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

const unique = (label: string, project: string) => `no-js-${label}-${project}-${Date.now()}@example.org`;
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

plain.describe('with JavaScript disabled', () => {
  plain.use({ javaScriptEnabled: false });

  plain('contact: sent, thanked, stored, emailed', async ({ page, baseURL }, info) => {
    const address = unique('contact', info.project.name);
    await page.goto('/contact');
    await textbox(page, 'Name').fill('Ruth NoScript');
    await textbox(page, 'Email').fill(address);
    await textbox(page, 'Subject').fill('Visiting');
    await textbox(page, 'Message').fill('Where do you meet?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#form-answer$/);
    await expect(page.getByText(CONTACT_WORDS.success)).toBeVisible();
    await expectStored(baseURL!, address, 'contact_messages');
    await waitForMail(address, 'We received your message');
  });

  plain('prayer request: sent, thanked, stored, emailed', async ({ page, baseURL }, info) => {
    const address = unique('prayer', info.project.name);
    await page.goto('/prayer-request');
    await textbox(page, 'Name').fill('Hannah NoScript');
    await textbox(page, 'Email').fill(address);
    await textbox(page, 'Prayer request').fill('Please pray for my family.');
    await page.getByRole('button', { name: 'Submit Prayer Request' }).click();
    await expect(page.getByText(PRAYER_WORDS.success)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Another' })).toHaveAttribute(
      'href',
      '/prayer-request',
    );
    await expectStored(baseURL!, address, 'prayer_requests');
    await waitForMail(address, 'Your prayer request has been received');
  });

  plain(
    'a refused prayer request keeps what was typed, shows the field error, stores nothing',
    async ({ page, baseURL }, info) => {
      const address = unique('prayer-refused', info.project.name);
      await page.goto('/prayer-request');
      await textbox(page, 'Email').fill(address);
      await page.getByRole('textbox', { name: /^Phone/ }).fill('512-555-0142');
      await textbox(page, 'Prayer request').fill('For healing.');
      await page.getByRole('checkbox', { name: /Keep my request private/ }).uncheck();
      await page.getByRole('button', { name: 'Submit Prayer Request' }).click();

      await expect(page).toHaveURL(/\/prayer-request#form-answer$/);
      const name = textbox(page, 'Name');
      await expect(page.getByText(FIELD_WORDS.name, { exact: true })).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(FIELD_WORDS.name);
      // The summary's link leads to the field, as focus cannot be moved without JavaScript.
      await expect(page.getByRole('link', { name: `Name: ${FIELD_WORDS.name}` })).toHaveAttribute(
        'href',
        `#${await name.getAttribute('id')}`,
      );
      await expect(textbox(page, 'Email')).toHaveValue(address);
      await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('512-555-0142');
      await expect(textbox(page, 'Prayer request')).toHaveValue('For healing.');
      await expect(page.getByRole('checkbox', { name: /Keep my request private/ })).not.toBeChecked();
      await expect(page.getByText(PRAYER_WORDS.success)).toHaveCount(0);
      await expectNothingHeld(baseURL!, address);
    },
  );

  plain('Bible study: sent, thanked, stored, emailed', async ({ page, baseURL }, info) => {
    const address = unique('study', info.project.name);
    await page.goto('/bible-study-signup');
    await textbox(page, 'Full name').fill('Priscilla NoScript');
    await textbox(page, 'Email').fill(address);
    await page.getByLabel('Free devotional to go with the study').selectOption('both');
    await page.getByRole('checkbox', { name: /18 years of age or older/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: BIBLE_STUDY_WORDS.success })).toBeVisible();
    await expect(textbox(page, 'Full name')).toHaveValue('');
    await expectStored(baseURL!, address, 'bible_study_signups');
    await waitForMail(address, 'You are signed up for the Bible study');
  });

  plain(
    'the 30-day devotional: the button is a link to its page; the thanks carry the PDF link',
    async ({ page, baseURL }, info) => {
      const address = unique('devotional', info.project.name);
      await page.goto('/devotional-whom');
      await page.getByRole('link', { name: 'Download the Free Devotional' }).first().click();
      await expect(page).toHaveURL(/\/devotional-whom\/get-devotional$/);
      await expect(
        page.getByRole('heading', { name: 'Get your free 30-day devotional', level: 1 }),
      ).toBeVisible();
      await textbox(page, 'Name').fill('Lydia NoScript');
      await textbox(page, 'Email').fill(address);
      await page.getByRole('checkbox', { name: 'Prophetic teaching' }).check();
      await page.getByRole('button', { name: 'Download Free Devotional' }).click();
      await expect(page.getByText(LEAD_WORDS.devotionalSuccess)).toBeVisible();
      const pdf = page.getByRole('link', { name: /Download Whom Will God Glorify\? A 30-Day Devotional/ });
      await expect(pdf).toHaveAttribute('href', '/devotionals/whom-will-god-glorify-30-day-devotional.pdf');
      const download = page.waitForEvent('download');
      await pdf.click();
      expect((await download).suggestedFilename()).toBe('whom-will-god-glorify-30-day-devotional.pdf');
      await expectStored(baseURL!, address, 'devotional_leads');
      const mail = await waitForMail(
        address,
        'Your free devotional: Whom Will God Glorify? A 30-Day Devotional',
      );
      expect(mail.text).toContain('/devotionals/whom-will-god-glorify-30-day-devotional.pdf');
    },
  );

  plain('the 7-day devotional has a page of its own too', async ({ page, baseURL }, info) => {
    const address = unique('seven', info.project.name);
    await page.goto('/devotional');
    await page.getByRole('link', { name: 'Download the Free Devotional' }).first().click();
    await expect(page).toHaveURL(/\/devotional\/get-devotional$/);
    await textbox(page, 'Name').fill('Tabitha NoScript');
    await textbox(page, 'Email').fill(address);
    await page.getByRole('button', { name: 'Download Free Devotional' }).click();
    await expect(page.getByText(LEAD_WORDS.devotionalSuccess)).toBeVisible();
    await expect(page.getByRole('link', { name: /Download Fulfill Your Days/ })).toHaveAttribute(
      'href',
      '/devotionals/fulfill-your-days-7-day-devotional.pdf',
    );
    await expectStored(baseURL!, address, 'devotional_leads');
  });

  plain(
    'event details: the button is a link to its page; the lead is thanked only once stored',
    async ({ page, baseURL }, info) => {
      const address = unique('event', info.project.name);
      await page.goto('/devotional-whom');
      await page.getByRole('link', { name: 'Get Event Details' }).click();
      await expect(page).toHaveURL(/\/devotional-whom\/event-details$/);
      await textbox(page, 'Name').fill('Silas NoScript');
      await textbox(page, 'Email').fill(address);
      await textbox(page, 'Phone').fill('512-555-0199');
      await page.getByRole('checkbox', { name: 'Volunteering' }).check();
      await page.getByRole('button', { name: 'Send Me Event Details' }).click();
      await expect(page.getByText(LEAD_WORDS.eventSuccess)).toBeVisible();
      await expectStored(baseURL!, address, 'event_leads');
      await waitForMail(address, 'We will send you the event details');
    },
  );
});

plain(
  'a page post that fills the honeypot is refused, not thanked, and nothing is stored',
  async ({ request, baseURL }, info) => {
    const address = unique('robot', info.project.name);
    const answer = await request.post('/devotional-whom/event-details', {
      form: {
        name: 'Robot',
        email: address,
        phone: '512-555-0100',
        website: 'https://spam.example',
        form_started_at: String(Date.now() - 60_000),
      },
      headers: { origin: baseURL! },
    });
    expect(answer.status()).toBe(400);
    const page = await answer.text();
    expect(page).toContain(SPAM_REJECTED_MESSAGE);
    expect(page).not.toContain('Thank you!');
    await expectNothingHeld(baseURL!, address);
  },
);

test.describe("before the site's scripts run (the accessibility check can run)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('a refused Bible study post and a thanked event lead are accessible pages', async ({ page }, info) => {
    await page.goto('/bible-study-signup');
    await textbox(page, 'Full name').fill('Aquila NoScript');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(BIBLE_STUDY_WORDS.emptyEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(BIBLE_STUDY_WORDS.ageNotConfirmed, { exact: true })).toBeVisible();
    await expect(textbox(page, 'Full name')).toHaveValue('Aquila NoScript');

    await page.goto('/devotional/event-details');
    await textbox(page, 'Name').fill('Aquila NoScript');
    await textbox(page, 'Email').fill(unique('event-axe', info.project.name));
    await textbox(page, 'Phone').fill('512-555-0123');
    await page.getByRole('button', { name: 'Send Me Event Details' }).click();
    await expect(page.getByText(LEAD_WORDS.eventSuccess)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Fulfill Your Days' })).toHaveAttribute(
      'href',
      '/devotional',
    );
  });
});
