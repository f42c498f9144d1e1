/**
 * What a first view of each route downloads, measured in Chromium: every response the page causes
 * until the network is quiet (the HTML, stylesheets, scripts, including those started after the
 * first paint, images and fonts), in bytes on the wire (body as sent, compressed, plus headers).
 * Each route is opened in a fresh browser context, so nothing comes from an earlier route's cache.
 * The browser asks for brotli as it does over HTTPS (production is behind Caddy's TLS); on plain
 * http Chromium would ask for gzip only.
 */
import { type Browser, chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '#tests/e2e/chromium.ts';

export interface RouteWeight {
  path: string;
  /** Everything on the wire for a first view. */
  totalBytes: number;
  htmlBytes: number;
  htmlRawBytes: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  /** Fonts and anything else (the manifest, icons fetched as "other"). */
  otherBytes: number;
  jsFiles: number;
  requests: number;
  /** Whether React Router started in the page (its hydration data is there): a page that keeps its scripts. */
  scripted: boolean;
}

/** A phone's screen, as Lighthouse's mobile run uses: what is "first view" for lazy images. */
const VIEWPORT = { width: 412, height: 823 };

export async function openWeightBrowser(extraChromeFlags: string[]): Promise<Browser> {
  const { executablePath, env } = await resolveChromium();
  return chromium.launch({
    executablePath,
    env: { ...process.env, ...env } as Record<string, string>,
    args: [...CHROMIUM_ARGS, ...extraChromeFlags],
  });
}

async function wireBytes(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  return Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize);
}

export async function measureWeight(browser: Browser, siteUrl: string, path: string): Promise<RouteWeight> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
  });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const document = await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    if (document?.status() !== 200) throw new Error(`${path} answered ${document?.status()}.`);
    // The page's scripts start after the first paint (start-scripts.ts), and may load more.
    await page.waitForLoadState('networkidle');
    const weight: RouteWeight = {
      path,
      totalBytes: 0,
      htmlBytes: 0,
      htmlRawBytes: Buffer.byteLength(await document.text()),
      jsBytes: 0,
      cssBytes: 0,
      imageBytes: 0,
      otherBytes: 0,
      jsFiles: 0,
      requests: responses.length,
      scripted: await page.evaluate(() => '__reactRouterContext' in window),
    };
    for (const response of responses) {
      const bytes = await wireBytes(response);
      weight.totalBytes += bytes;
      const type = response.request().resourceType();
      if (response === document) weight.htmlBytes += bytes;
      else if (type === 'script') {
        weight.jsBytes += bytes;
        weight.jsFiles += 1;
      } else if (type === 'stylesheet') weight.cssBytes += bytes;
      else if (type === 'image') weight.imageBytes += bytes;
      else weight.otherBytes += bytes;
    }
    return weight;
  } finally {
    await context.close();
  }
}
