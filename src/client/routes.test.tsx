/**
 * Every route module in the route table has an error boundary, so a failing loader never leaves a
 * blank page (docs/architecture.md#the-request-path): a public page shows the site's error page with
 * a way home, an admin screen the admin's panel with Try again inside the admin layout. The table is
 * walked, so a route added tomorrow is checked too.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createRoutesStub, data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_WORDS } from '#shared/site/words.ts';

const siteWords = SITE_WORDS.in('en');
import { ADMIN_ERROR_WORDS } from '#shared/site/admin-words.ts';
import { site } from '#shared/site/settings.ts';
import { SiteErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
import { AdminErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
import routeTable from '#client/routes.ts';

interface RouteModule {
  default?: React.ComponentType;
  ErrorBoundary?: React.ComponentType;
  loader?: () => unknown;
  meta?: (args: unknown) => { title?: string }[] | undefined;
}

const routeModules = import.meta.glob<RouteModule>('/src/client/routes/**/*.{ts,tsx}');

const ADMIN_LAYOUT = 'routes/admin/layout.tsx';

/**
 * Public pages whose boundary says something of their own (docs/product.md: "Event not found", an
 * expired RSVP or waiting-list link, the messages' load errors) instead of the shared one.
 */
const OWN_BOUNDARY = new Set([
  'routes/events.tsx',
  'routes/events.detail.tsx',
  'routes/events.rsvp.tsx',
  'routes/events.waitlist.tsx',
  'routes/videos.tsx',
  'routes/videos.detail.tsx',
]);

interface TableRoute {
  file: string;
  /** The route's own path (relative under the admin layout), as the table declares it. */
  pattern: string;
  /** An address the route answers. */
  url: string;
  kind: 'public' | 'admin' | 'admin-screen';
}

function walk(entries: RouteConfigEntry[], parentUrl = '', underLayout = false): TableRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? '' : (entry.path ?? '');
    const own = pattern.replace(/:[^/]+/g, '1').replace('*', 'anything');
    const url = `${parentUrl}/${own}`.replace(/\/+$/, '') || '/';
    const route: TableRoute = {
      file: entry.file,
      pattern: underLayout ? pattern : `/${pattern}`,
      url,
      kind: underLayout ? 'admin-screen' : entry.file.startsWith('routes/admin/') ? 'admin' : 'public',
    };
    const children = walk(entry.children ?? [], url, entry.file === ADMIN_LAYOUT);
    return [route, ...children];
  });
}

const TABLE = walk(routeTable);

async function moduleOf(file: string): Promise<RouteModule> {
  const load = routeModules[`/src/client/${file}`];
  if (!load) throw new Error(`${file} is in the route table but not in src/client/routes`);
  return load();
}

/** A loader that fails every time, counting its runs. */
function failingLoader() {
  return vi.fn(() => {
    throw new Error('the database is down');
  });
}

/** `route` with `loader`, rendered as the app nests it: admin screens inside the admin layout. */
async function renderRoute(route: TableRoute, module: RouteModule, loader: () => unknown) {
  const page = {
    path: route.pattern,
    index: route.kind === 'admin-screen' && route.pattern === '' ? true : undefined,
    Component: (module.default ?? (() => null)) as never,
    ErrorBoundary: module.ErrorBoundary as never,
    loader,
  };
  if (route.kind !== 'admin-screen') {
    const Stub = createRoutesStub([page as never]);
    render(<Stub initialEntries={[route.url]} />);
    return;
  }
  const layout = await moduleOf(ADMIN_LAYOUT);
  const Stub = createRoutesStub([
    {
      id: ADMIN_LAYOUT.replace(/\.tsx$/, ''),
      path: '/admin',
      Component: layout.default as never,
      loader: () => ({ username: 'pat', roles: ['administrator'], allowed: true }),
      children: [page as never],
    },
  ]);
  render(<Stub initialEntries={[route.url]} />);
}

beforeEach(() => {
  // The boundaries log what they caught in development; the failures here are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('every route module has an error boundary', () => {
  it('walks the whole route table', () => {
    expect(TABLE.length).toBeGreaterThan(60);
    expect(TABLE.filter((route) => route.kind === 'admin-screen').length).toBeGreaterThan(20);
  });

  it.each(TABLE.filter((route) => route.kind === 'public'))(
    'public $file: the site error page with a way home',
    async (route) => {
      const module = await moduleOf(route.file);
      if (!module.default) {
        // A resource route (a download): an ErrorBoundary would make React Router render it as a page.
        expect(module.ErrorBoundary, `${route.file} is a resource route`).toBeUndefined();
        return;
      }
      expect(module.ErrorBoundary, `${route.file} exports no ErrorBoundary`).toBeDefined();
      if (OWN_BOUNDARY.has(route.file)) {
        await renderRoute(route, module, failingLoader());
        expect((await screen.findAllByRole('heading', { level: 1 })).length).toBe(1);
        return;
      }
      expect(module.ErrorBoundary, `${route.file} re-exports SiteErrorBoundary`).toBe(SiteErrorBoundary);
      await renderRoute(route, module, failingLoader());
      expect(await screen.findByRole('heading', { level: 1, name: siteWords('failed.title') })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('link', { name: siteWords('home') }).getAttribute('href')).toBe('/');
      // The root layout gives the page its <main>, header and footer.
      expect(screen.queryByRole('main')).toBeNull();
    },
  );

  it.each(TABLE.filter((route) => route.kind !== 'public'))(
    '$kind $file: the admin error panel, whose Try again runs the route again',
    async (route) => {
      const module = await moduleOf(route.file);
      expect(module.ErrorBoundary, `${route.file} exports no ErrorBoundary`).toBeDefined();
      expect(module.ErrorBoundary, `${route.file} re-exports AdminErrorBoundary`).toBe(AdminErrorBoundary);
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<never>(() => {})),
      );
      const loader = failingLoader();
      await renderRoute(route, module, loader);
      expect(await screen.findByRole('heading', { level: 1, name: ADMIN_ERROR_WORDS.title })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('alert').textContent).toContain(ADMIN_ERROR_WORDS.message);
      // Staff keep their navigation inside the layout; outside it there is none to keep.
      expect(screen.queryAllByRole('navigation', { name: 'Admin' })).toHaveLength(
        route.kind === 'admin-screen' ? 1 : 0,
      );
      const retry = within(screen.getByRole('alert')).getByRole('link', { name: ADMIN_ERROR_WORDS.retry });
      expect(retry.getAttribute('href')).toBe(route.url);
      const runs = loader.mock.calls.length;
      fireEvent.click(retry);
      await waitFor(() => expect(loader.mock.calls.length).toBe(runs + 1));
      expect(await screen.findByRole('heading', { level: 1, name: ADMIN_ERROR_WORDS.title })).toBeTruthy();
    },
  );
});

describe('what the boundaries show', () => {
  it('a page that is not there is the friendly 404, with its way home and the main sections', async () => {
    const route = TABLE.find((entry) => entry.file === 'routes/not-found.tsx')!;
    const module = await moduleOf(route.file);
    await renderRoute(route, module, () => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: siteWords('notFound.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: siteWords('home') }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /^Events/ }).getAttribute('href')).toBe('/events');
  });

  it('an admin screen that failed once shows itself after Try again', async () => {
    const route = TABLE.find((entry) => entry.file === 'routes/admin/events.tsx')!;
    const module = await moduleOf(route.file);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => {})),
    );
    let runs = 0;
    await renderRoute(route, module, () => {
      runs += 1;
      if (runs === 1) throw new Error('the database is down');
      // What the screen's loader answers: the meeting place a new event starts at.
      return { meetingPlace: site.meetingPlace };
    });
    fireEvent.click(await screen.findByRole('link', { name: ADMIN_ERROR_WORDS.retry }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: ADMIN_ERROR_WORDS.title })).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(ADMIN_ERROR_WORDS.title);
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
  });
});

/**
 * React Router still asks a failed page's route for its meta, without the loader's data the meta of a
 * page usually reads (its content document, its record): it must then give the error page's title, not
 * throw, or the visitor gets a bare 500 instead of the error page.
 */
describe("a page's meta when its loader failed", () => {
  const rootMatch = {
    id: 'root',
    pathname: '/',
    params: {},
    loaderData: { publicUrl: 'https://example.org' },
  };
  const failedMeta = (module: RouteModule, url: string, error: unknown) =>
    module.meta!({
      error,
      data: undefined,
      loaderData: undefined,
      params: { id: '1', videoId: 'x', donationId: '1' },
      location: { pathname: url, search: '', hash: '', state: null, key: 'default' },
      matches: [rootMatch, { id: 'page', pathname: url, params: {}, loaderData: undefined, meta: [] }],
    });

  it.each(TABLE.filter((route) => route.kind === 'public').map((route) => [route.file, route] as const))(
    '%s gives a title without throwing',
    async (_file, route) => {
      const module = await moduleOf(route.file);
      if (!module.meta) return;
      for (const error of [
        new Error('the database is down'),
        new ErrorResponseImpl(404, 'Not Found', null),
      ]) {
        const title = failedMeta(module, route.url, error)?.find((tag) => 'title' in tag)?.title;
        if (OWN_BOUNDARY.has(route.file)) expect(title).toBeTruthy();
        else
          expect(title).toContain(
            error instanceof ErrorResponseImpl ? siteWords('notFound.title') : siteWords('failed.title'),
          );
      }
    },
  );
});
