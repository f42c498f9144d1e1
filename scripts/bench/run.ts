/**
 * `npm run bench`: builds (through the npm script), starts the site on the embedded database with
 * demo content and a fake YouTube API, and measures in one run: load per route, RSVPs under load,
 * a bare-Node ceiling, memory, YouTube requests caused by visitors, bytes per route and Lighthouse
 * for every public route. Prints a table, writes bench/latest.json and bench/latest.md, and exits
 * 1 when a budget fails. `-- --docs` also puts the table into docs/speed.md.
 *
 * BENCH_LIGHTHOUSE_RUNS (default 3) sets the Lighthouse runs per route; the median one is kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeThumbnailHost } from '#tests/fakes/ytimg-server.ts';
import { cacheMissRows, loadCacheMisses } from '#scripts/bench/cache-misses.ts';
import { runLighthouse } from '#scripts/bench/lighthouse.ts';
import { loadCeiling, type LoadResult, loadRoute, loadRsvp } from '#scripts/bench/load.ts';
import { type BenchResults, checkBudgets, describeMachine, markdownReport } from '#scripts/bench/report.ts';
import { getJson, startSite } from '#scripts/bench/site.ts';
import { measureWeight, openWeightBrowser } from '#scripts/bench/weight.ts';

const OUTPUT_DIR = path.resolve(import.meta.dirname, '..', '..', 'bench');
const SPEED_DOC = path.resolve(import.meta.dirname, '..', '..', 'docs', 'speed.md');

async function publicRoutes(
  url: string,
): Promise<{ loadPaths: Array<[string, string]>; pages: string[]; donationIds: string[] }> {
  const events = await getJson<Array<{ id: number; is_past: boolean }>>(`${url}/api/events/`);
  const event = events.find((e) => !e.is_past) ?? events[0];
  const churches = await getJson<{ results?: Array<{ id: number }> } | Array<{ id: number }>>(
    `${url}/api/house-church/house-churches/`,
  );
  const church = (Array.isArray(churches) ? churches : (churches.results ?? []))[0];
  if (!event || !church) throw new Error('The demo content has no event or no house church.');
  const donationIds: string[] = [];
  for (let n = 0; n < 10; n += 1) {
    const donation = await fetch(`${url}/api/donations/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ amount: 25 + n, name: 'Bench Donor', email: `bench-donor-${n}@example.org` }),
    });
    donationIds.push(((await donation.json()) as { id: string }).id);
  }
  const donationId = donationIds[0]!;
  return {
    donationIds,
    loadPaths: [
      ['home', '/'],
      ['events', '/events'],
      // The Spanish pages (docs/product.md#languages): the same speed as the English ones.
      ['home (Spanish)', '/es'],
      ['events (Spanish)', '/es/events'],
      ['messages', '/messages'],
      ['event detail', `/events/${event.id}`],
      ['house churches', '/house-churches'],
      ['events API', '/api/events/'],
      ['videos API', '/api/youtube-messages/all/'],
      ['house churches API', '/api/house-church/house-churches/'],
    ],
    // Every public screen (docs/product.md#public-screens); the staff screens are not for visitors.
    pages: [
      '/',
      '/about',
      '/messages',
      '/messages/fakeVid0001',
      '/events',
      `/events/${event.id}`,
      '/resources',
      '/contact',
      '/prayer-request',
      '/giving',
      `/donation-success?donation_id=${donationId}`,
      '/press',
      '/press/whom-will-god-glorify',
      '/devotional-whom',
      '/devotional',
      '/bible-study-signup',
      '/house-churches',
      '/house-churches/why',
      `/house-churches/${church.id}/join`,
      '/house-churches/start',
      '/es',
      '/es/events',
    ],
  };
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-bench-'));
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  console.log(`Starting the site (work directory ${workDir})…`);
  const site = await startSite(workDir);
  const thumbnails = await startFakeThumbnailHost(workDir);
  try {
    const routes = await publicRoutes(site.url);
    // Data API and image host alike: a page view must cause neither.
    const youtubeRequests = () => site.youtube.totalRequests() + site.youtube.imageRequests();
    const youtubeBefore = youtubeRequests();
    const load: LoadResult[] = [];
    for (const [name, route] of routes.loadPaths) {
      load.push(await loadRoute(name, `${site.url}${route}`));
      const l = load.at(-1)!;
      console.log(
        `  ${name} ${route}: ${l.requestsPerSecond}/s p50 ${l.p50Ms} ms p99 ${l.p99Ms} ms failed ${l.failures}`,
      );
    }
    const cacheMisses = await loadCacheMisses(site.url, routes.donationIds);
    for (const l of cacheMissRows(cacheMisses)) {
      console.log(
        `  ${l.name} ${l.path}: ${l.requestsPerSecond}/s p50 ${l.p50Ms} ms p99 ${l.p99Ms} ms failed ${l.failures}`,
      );
    }
    const youtube = {
      pageViews: load.reduce((sum, l) => sum + l.requests, 0),
      requestsDuringPageViews: youtubeRequests() - youtubeBefore,
      requestsTotal: 0,
    };
    const rsvp = await loadRsvp(site.url);
    console.log(`  RSVP: ${rsvp.requestsPerSecond}/s p99 ${rsvp.p99Ms} ms; consistent: ${rsvp.consistent}`);
    const memory = site.memory();
    const ceiling = await loadCeiling(site.url, workDir);
    console.log(`  ceiling: ${ceiling.requestsPerSecond}/s p99 ${ceiling.p99Ms} ms`);
    const weights = [];
    const browser = await openWeightBrowser(thumbnails.chromeFlags);
    try {
      for (const page of routes.pages) weights.push(await measureWeight(browser, site.url, page));
    } finally {
      await browser.close();
    }
    const lighthouse = await runLighthouse(site.url, routes.pages, {
      runs: lighthouseRuns,
      extraChromeFlags: thumbnails.chromeFlags,
    });
    youtube.requestsTotal = youtubeRequests();
    const memoryAtEnd = site.memory();
    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: describeMachine(),
      load,
      cacheMisses,
      memoryAtEnd,
      ceiling,
      rsvp,
      memory,
      youtube,
      weights,
      lighthouse,
    };
    const budgets = checkBudgets(results);
    const markdown = markdownReport(results, budgets);
    fs.mkdirSync(OUTPUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUTPUT_DIR, 'latest.json'),
      `${JSON.stringify({ ...results, budgets }, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(OUTPUT_DIR, 'latest.md'), `${markdown}\n`);
    if (process.argv.includes('--docs')) updateSpeedDoc(markdown);
    console.log(`\n${markdown}\n\nWritten to bench/latest.json and bench/latest.md.`);
    process.exitCode = budgets.every((b) => b.pass) ? 0 : 1;
  } finally {
    await thumbnails.stop();
    await site.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function updateSpeedDoc(markdown: string) {
  const doc = fs.readFileSync(SPEED_DOC, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/speed.md has no ${start} … ${end} section.`);
  fs.writeFileSync(SPEED_DOC, `${doc.slice(0, from + start.length)}\n${markdown}\n${doc.slice(to)}`);
}

await main();
