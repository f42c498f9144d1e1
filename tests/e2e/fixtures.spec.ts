/**
 * The accessibility check every journey relies on can fail: it reports a real violation with the
 * rule and the element, and passes a page without one; with JavaScript or without.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check | Test</title></head><body><main>${body}</main></body></html>`;

const UNLABELLED_IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">';
/** Says "Watch now" and is named otherwise (WCAG 2.5.3 Label in Name). */
const RENAMED_LINK = '<a href="#watch" id="renamed" aria-label="Open the sermon video">Watch now</a>';

/** What the check reports about the page as it is now (null: nothing). */
const failureOf = (tab: Page, state: string) =>
  expectAccessible(tab, state).then(
    () => null,
    (error: Error) => error.message,
  );

test('the accessibility check reports a violation by rule and element', async ({ page: tab }) => {
  await tab.setContent(page(`<h1>Gallery</h1>${UNLABELLED_IMAGE}`));
  const failure = await failureOf(tab, 'on a page with an unlabelled image');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('#no-alt');
  expect(failure).toContain('on a page with an unlabelled image');
});

test('the accessibility check holds a control to WCAG 2.5.3: its name contains its visible text', async ({
  page: tab,
}) => {
  // A rule axe tags 'experimental', outside the WCAG tags: it runs because the check enables it.
  await tab.setContent(page(`<h1>Messages</h1>${RENAMED_LINK}`));
  const failure = await failureOf(tab, 'on a page with a renamed link');
  expect(failure).toContain('label-content-name-mismatch');
  expect(failure).toContain('#renamed');

  // The same link named so that its name starts with what it shows passes.
  await tab.setContent(
    page('<h1>Messages</h1><a href="#watch" aria-label="Watch now: the sermon video">Watch now</a>'),
  );
  await expectAccessible(tab, 'on a page whose link says what it shows');
});

test('the accessibility check passes an accessible page', async ({ page: tab }) => {
  await tab.setContent(page('<h1>Welcome</h1><p>All is well.</p><a href="#top">Back to top</a>'));
  await expectAccessible(tab, 'on a plain page');
});

test.describe('in a context without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the accessibility check still runs (on a copy of the page) and reports by rule and element', async ({
    page: tab,
  }) => {
    await tab.setContent(page(`<h1>Messages</h1>${UNLABELLED_IMAGE}${RENAMED_LINK}`));
    const failure = await failureOf(tab, 'on a page without JavaScript');
    expect(failure).toContain('image-alt');
    expect(failure).toContain('#no-alt');
    expect(failure).toContain('label-content-name-mismatch');
    expect(failure).toContain('#renamed');
  });
});
