/**
 * The bench rows for what the warm page cache does not show
 * (docs/decisions/0011-page-cache-keys-and-scoped-clearing.md): share links with a unique tracking
 * parameter per request, a page rendered for each visitor, visitors reading while forms are posted,
 * and the server's memory after the whole run. Each row has a budget.
 */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_SECONDS, type LoadResult, loadRoute } from '#scripts/bench/load.ts';

export interface CacheMissResults {
  homeFbclid: LoadResult;
  eventsUtm: LoadResult;
  perRequest: LoadResult;
  homeWhileForms: LoadResult & { formPosts: number; formFailures: number };
}

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9' };
/** The form posts per second arriving while visitors read the home page. */
export const FORM_POSTS_PER_SECOND = 5;

function toResult(name: string, path: string, result: autocannon.Result): LoadResult {
  const completed = result.requests.total;
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: completed,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerResponse: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
  };
}

/**
 * Every request asks for `path` with a query string of its own, or with a cookie of its own: a
 * private link's page is asked for as the browser asks after the link's first request, at its clean
 * URL with the link in the page's cookie (docs/product.md#private-links).
 */
async function loadVarying(
  name: string,
  siteUrl: string,
  path: string,
  vary: (sequence: number) => { query?: string; cookie?: string },
  shownPath: string,
): Promise<LoadResult> {
  let sequence = 0;
  const options: autocannon.Options = {
    url: `${siteUrl}${path}`,
    connections: CONNECTIONS,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest(request) {
          sequence += 1;
          const { query, cookie } = vary(sequence);
          return {
            ...request,
            path: query ? `${path}?${query}` : path,
            headers: cookie ? { ...request.headers, cookie } : request.headers,
          };
        },
      },
    ],
  };
  await autocannon({ ...options, connections: 4, amount: 200 });
  return toResult(name, shownPath, await autocannon({ ...options, duration: DURATION_SECONDS }));
}

const unique = (sequence: number) => `${Date.now().toString(36)}${sequence.toString(36)}`;

/** Posts a contact message every 1/rate seconds until stopped; counts the posts and the failures. */
function postFormsSteadily(siteUrl: string) {
  let posts = 0;
  let failures = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    posts += 1;
    const post = fetch(`${siteUrl}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify({
        name: `Bench Visitor ${posts}`,
        email: `bench-visitor-${posts}@example.org`,
        subject: 'A question',
        message: 'When do you meet on Sundays?',
        website: '',
        form_started_at: Date.now() - 8000,
      }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 201) failures += 1;
      })
      .catch(() => {
        failures += 1;
      })
      .finally(() => pending.delete(post));
    pending.add(post);
  }, 1000 / FORM_POSTS_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { posts, failures };
    },
  };
}

export async function loadCacheMisses(siteUrl: string, donationIds: string[]): Promise<CacheMissResults> {
  const homeFbclid = await loadVarying(
    'home, unique fbclid',
    siteUrl,
    '/',
    (n) => ({ query: `fbclid=IwAR${unique(n)}` }),
    '/?fbclid=…',
  );
  const eventsUtm = await loadVarying(
    '/events, unique utm_*',
    siteUrl,
    '/events',
    (n) => ({ query: `utm_source=newsletter&utm_medium=email&utm_campaign=advent-${unique(n)}` }),
    '/events?utm_campaign=…',
  );
  const perRequest = await loadVarying(
    'donation thank-you, per request (link in its cookie)',
    siteUrl,
    '/donation-success',
    (n) => ({
      cookie: `private_link_gift=${encodeURIComponent(`donation_id=${donationIds[n % donationIds.length]}`)}`,
    }),
    '/donation-success',
  );
  const forms = postFormsSteadily(siteUrl);
  const home = await loadRoute(`home, ${FORM_POSTS_PER_SECOND} form posts/s`, `${siteUrl}/`);
  const { posts, failures } = await forms.stop();
  return {
    homeFbclid,
    eventsUtm,
    perRequest,
    homeWhileForms: { ...home, formPosts: posts, formFailures: failures },
  };
}

export interface CacheMissBudget {
  name: string;
  pass: boolean;
  actual: string;
}

export function checkCacheMissBudgets(
  r: CacheMissResults,
  warm: { home: LoadResult; events: LoadResult },
  rssMbAtEnd: number,
): CacheMissBudget[] {
  const share = (part: LoadResult, whole: LoadResult) =>
    whole.requestsPerSecond > 0 ? part.requestsPerSecond / whole.requestsPerSecond : 0;
  const percent = (ratio: number) => `${Math.round(ratio * 100)}% of warm`;
  const rows = [r.homeFbclid, r.eventsUtm, r.perRequest, r.homeWhileForms];
  return [
    {
      name: 'home with a unique fbclid ≥ 50% of warm home',
      pass: share(r.homeFbclid, warm.home) >= 0.5,
      actual: percent(share(r.homeFbclid, warm.home)),
    },
    {
      name: '/events with unique utm_* ≥ 50% of warm /events',
      pass: share(r.eventsUtm, warm.events) >= 0.5,
      actual: percent(share(r.eventsUtm, warm.events)),
    },
    {
      name: 'page rendered per request ≥ 300 requests/s',
      pass: r.perRequest.requestsPerSecond >= 300,
      actual: `${r.perRequest.requestsPerSecond}/s`,
    },
    {
      name: 'page rendered per request p99 < 100 ms',
      pass: r.perRequest.p99Ms < 100,
      actual: `${r.perRequest.p99Ms} ms`,
    },
    {
      name: `home while ${FORM_POSTS_PER_SECOND} form posts/s arrive: p99 < 30 ms`,
      pass: r.homeWhileForms.p99Ms < 30,
      actual: `${r.homeWhileForms.p99Ms} ms`,
    },
    {
      name: 'form posts during the home load all stored',
      pass: r.homeWhileForms.formFailures === 0 && r.homeWhileForms.formPosts > 0,
      actual: `${r.homeWhileForms.formFailures} of ${r.homeWhileForms.formPosts} failed`,
    },
    ...rows.map((l) => ({
      name: `${l.name}: every answer succeeds`,
      pass: l.failures === 0,
      actual: `${l.failures} failed`,
    })),
    {
      name: 'resident memory after the whole bench ≤ 300 MB',
      pass: rssMbAtEnd <= 300,
      actual: `${rssMbAtEnd} MB`,
    },
  ];
}

export function cacheMissRows(r: CacheMissResults): LoadResult[] {
  return [r.homeFbclid, r.eventsUtm, r.perRequest, r.homeWhileForms];
}
