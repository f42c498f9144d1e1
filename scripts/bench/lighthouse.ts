/**
 * Lighthouse as PageSpeed Insights runs it (mobile, simulated throttling: a mid-range phone on a
 * slow 4G connection), in Debian's Chromium, one route after another in one browser.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '#tests/e2e/chromium.ts';

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** The element Lighthouse took for the largest paint, as a CSS selector. */
  lcpElement: string;
  /** Audits that did not pass, for reading when a score drops (not part of the budgets). */
  failing: string[];
  /** The SEO category's audits that did not pass, by id. */
  failingSeoAudits: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function runLighthouse(
  siteUrl: string,
  paths: string[],
  options: { runs: number; extraChromeFlags: string[] },
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? DEBIAN_CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS, ...options.extraChromeFlags],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < options.runs; run += 1)
        runs.push(await audit(`${siteUrl}${path}`, path, chrome.port));
      // Lighthouse's own advice for variance: report the run with the median performance score. Runs
      // with the same score (most often all 100) are ordered by the timings the budgets check, so the
      // run reported has the median TBT among them, not whichever one came first.
      runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs || b.lcpMs - a.lcpMs);
      results.push(runs[Math.floor(runs.length / 2)]!);
      const shown = results.at(-1)!;
      console.log(
        `  lighthouse ${path}: ${shown.performance}/${shown.accessibility}/${shown.bestPractices}/${shown.seo}` +
          ` LCP ${shown.lcpMs} ms TBT ${shown.tbtMs} ms CLS ${shown.cls}`,
      );
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, twice at most. */
async function audit(url: string, path: string, port: number, attempt = 1): Promise<LighthouseResult> {
  try {
    return await auditOnce(url, path, port);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  lighthouse ${path}: ${(error as Error).message}; running it again`);
    return audit(url, path, port, attempt + 1);
  }
}

async function auditOnce(url: string, path: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${a!.id} (${a!.displayValue ?? a!.score})`),
  );
  const failingSeoAudits = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined;
  return {
    path,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.selector ?? '',
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    failing,
    failingSeoAudits,
  };
}
