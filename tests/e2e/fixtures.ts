/**
 * The `test` every journey uses. Its `page` runs an axe-core check (WCAG 2.0, 2.1 and 2.2, levels A
 * and AA, and 2.5.3 Label in Name) on every page the journey visits, after each main-frame
 * navigation (full loads and client-side route changes), and fails the test with a readable list of
 * violations.
 * `expectAccessible(page)` checks a state reached without navigating (menu open, form messages).
 * Pages in a context without JavaScript are checked too (see ScriptlessTwin).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules run besides the tags'. axe tags label-content-name-mismatch (WCAG 2.5.3 Label in Name: a
 * control's accessible name contains its visible text) 'experimental', which a tag selection leaves
 * out; a rule enabled by name runs whatever the tags.
 */
export const EXTRA_RULES = ['label-content-name-mismatch'];

/** One options object (AxeBuilder's options() replaces the runOnly that withTags() set). */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: WCAG_TAGS },
  rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
};

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

class AccessibilityWatch {
  /** Checks run one after another: axe refuses to run twice at once in a page. */
  private queue: Promise<void> = Promise.resolve();
  private navigations = 0;
  readonly failures: string[] = [];
  private reported = 0;
  /** The same page checked twice with the same result is reported once. */
  private readonly seen = new Set<string>();

  private readonly page: Page;
  /** For a page without JavaScript, where axe cannot run. */
  private readonly twin: ScriptlessTwin | null;

  constructor(page: Page, twin: ScriptlessTwin | null) {
    this.page = page;
    this.twin = twin;
    let lastUrl = '';
    page.on('framenavigated', (frame) => {
      // The router's own history.replaceState on hydration "navigates" to the same URL: nothing new.
      if (frame !== page.mainFrame() || frame.url() === lastUrl) return;
      lastUrl = frame.url();
      const navigation = ++this.navigations;
      void this.enqueue(async () => {
        // A later navigation replaces this page before we looked at it; that one gets checked.
        if (navigation !== this.navigations || page.isClosed()) return;
        try {
          await page.waitForLoadState('load');
          if (!twin) await nextFrame(page); // let a client-side route change render
        } catch (error) {
          // The page was replaced while we waited (a new navigation or redirect has started);
          // the page that replaces it fires its own navigation and gets its own check.
          if (isReplacedPageError(error)) return;
          throw error;
        }
        const report = await this.analyze(`after navigating to ${page.url()}`, navigation);
        if (report) this.failures.push(report);
      });
    });
  }

  /** Checks the page as it is now; resolves with a report of the violations, or null. */
  check(label: string): Promise<string | null> {
    let result: string | null = null;
    return this.enqueue(async () => {
      result = await this.analyze(label, this.navigations);
    }).then(() => result);
  }

  /** Waits for every check queued so far (after `page.goto`, and before the test ends). */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Violations found since the last call (each is reported once). */
  takeFailures(): string[] {
    const fresh = this.failures.slice(this.reported).filter((report) => !this.seen.has(report));
    this.reported = this.failures.length;
    for (const report of fresh) this.seen.add(report);
    return fresh;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.failures.push(`The accessibility check itself failed: ${String(error)}`);
    });
    return this.queue;
  }

  private async analyze(label: string, navigation: number): Promise<string | null> {
    let results: AxeResults;
    const documentBefore = await documentOf(this.page);
    try {
      results = this.twin ? await this.twin.analyze(this.page) : await analyzePage(this.page);
    } catch (error) {
      // The page navigated away while axe ran: the next page is checked by its own navigation. A new
      // document can replace this one before its navigation event reaches us, leaving axe's calls to
      // land in a window without axe ("reading 'runPartial'"): a document that changed says so.
      if (navigation !== this.navigations || this.page.isClosed() || isReplacedPageError(error)) return null;
      if (documentBefore !== null && (await documentOf(this.page)) !== documentBefore) return null;
      throw error;
    }
    return results.violations.length > 0 ? formatViolations(label, results) : null;
  }
}

async function analyzePage(page: Page): Promise<AxeResults> {
  await finishedTransitions(page);
  return new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
}

/**
 * axe runs inside the page, on timers, and a page without JavaScript runs none (axe would wait for
 * ever). Such a page is checked as a copy: its DOM as it is now, served at its own address to a page
 * of a second context that has JavaScript but loads no scripts, so the copy stays as the server sent
 * it, at the same viewport; stylesheets and images come from the site as usual.
 */
class ScriptlessTwin {
  private twin: Promise<Page> | undefined;

  private readonly openContext: () => Promise<BrowserContext>;

  constructor(openContext: () => Promise<BrowserContext>) {
    this.openContext = openContext;
  }

  async analyze(page: Page): Promise<AxeResults> {
    const html = await page.content();
    const url = page.url();
    const twin = await (this.twin ??= this.openContext().then((context) => context.newPage()));
    await twin.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) {
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      }
      return request.resourceType() === 'script' ? route.abort() : route.continue();
    });
    try {
      if (/^https?:/.test(url)) await twin.goto(url);
      else await twin.setContent(html);
      return await analyzePage(twin);
    } finally {
      await twin.unrouteAll({ behavior: 'ignoreErrors' });
    }
  }

  async close(): Promise<void> {
    if (this.twin) await (await this.twin).context().close();
  }
}

/** Which document the page holds (its time origin), or null while none can answer. */
async function documentOf(page: Page): Promise<number | null> {
  try {
    await page.waitForLoadState('domcontentloaded');
    return await page.evaluate(() => performance.timeOrigin);
  } catch {
    return null;
  }
}

function isReplacedPageError(error: unknown): boolean {
  return /Execution context was destroyed|frame was detached|navigating and changing the content/i.test(
    String(error),
  );
}

/**
 * Colours are judged as a person sees them once a change has played out: a button that hydration
 * enables fades from its disabled colours for 150 ms, and axe must not sample it half way. Endless
 * animations (skeletons, spinners) are not waited for, and no wait is longer than a second.
 */
function finishedTransitions(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const allFinished = Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
    await Promise.race([allFinished, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

export function formatViolations(label: string, results: AxeResults): string {
  const lines = [`Accessibility violations ${label} (${results.url}):`];
  for (const violation of results.violations) {
    lines.push(
      `  - [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    );
    for (const node of violation.nodes.slice(0, 5)) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`      at ${node.target.join(' ')}: ${summary}`);
    }
    if (violation.nodes.length > 5) lines.push(`      … and ${violation.nodes.length - 5} more elements`);
  }
  return lines.join('\n');
}

const watches = new WeakMap<Page, AccessibilityWatch>();

/** Fails at once if the page, as it is now, has accessibility violations. */
export async function expectAccessible(page: Page, state = 'in the current state'): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('expectAccessible needs the page fixture from tests/e2e/fixtures.ts');
  const report = await watch.check(state);
  // Also whatever the checks after earlier navigations found.
  const failures = [...watch.takeFailures(), ...(report ? [report] : [])];
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

export const test = base.extend({
  page: async (
    { page, browser, javaScriptEnabled, viewport, isMobile, hasTouch, deviceScaleFactor },
    runTest,
  ) => {
    const twin =
      javaScriptEnabled === false
        ? new ScriptlessTwin(() =>
            browser.newContext({
              // Said outright: a context made in a test takes the test's options otherwise.
              javaScriptEnabled: true,
              viewport,
              isMobile,
              hasTouch,
              deviceScaleFactor,
            }),
          )
        : null;
    const watch = new AccessibilityWatch(page, twin);
    watches.set(page, watch);
    // `goto` returns only once the page it reached has been checked, so failures point at it.
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await watch.settled();
      const failures = watch.takeFailures();
      if (failures.length > 0) throw new Error(failures.join('\n\n'));
      return response;
    };
    try {
      await runTest(page);
      if (!page.isClosed()) await watch.settled();
    } finally {
      await twin?.close();
    }
    const failures = watch.takeFailures();
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  },
});
