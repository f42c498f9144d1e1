/**
 * The accessibility check every journey relies on can fail: it reports a real violation with the
 * rule and the element, and passes a page without one.
 */
import { expect, expectAccessible, test } from './fixtures.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check | Test</title></head><body><main>${body}</main></body></html>`;

test('the accessibility check reports a violation by rule and element', async ({ page: tab }) => {
  await tab.setContent(
    page('<h1>Gallery</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">'),
  );
  const failure = await expectAccessible(tab, 'on a page with an unlabelled image').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('#no-alt');
  expect(failure).toContain('on a page with an unlabelled image');
});

test('the accessibility check passes an accessible page', async ({ page: tab }) => {
  await tab.setContent(page('<h1>Welcome</h1><p>All is well.</p><a href="#top">Back to top</a>'));
  await expectAccessible(tab, 'on a plain page');
});
