/**
 * /house-churches: the directory (docs/product.md#house-church-directory). The filters live in the URL (the
 * same names as the API's query), so a filtered list can be shared and survives a reload. The server renders
 * the list on first load; later filter changes fetch GET /api/house-church/house-churches/ from the browser,
 * showing a loading state while the list comes. A place or position lists the nearest churches first, each
 * with how far it is; a place the directory cannot find says what to type instead.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MaybeAwait } from '#client/components/MaybeAwait.tsx';
import {
  DIRECTORY_WORDS,
  filtersFromSearchParams,
  type HouseChurchFilters,
  HOUSE_CHURCH_API,
  HOUSE_CHURCH_WORDS,
  nearestTo,
  searchParamsFromFilters,
} from '#shared/house-churches/words.ts';
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { DirectoryFilters } from '#client/features/house-churches/DirectoryFilters.tsx';
import { HouseChurchCard } from '#client/features/house-churches/HouseChurchCard.tsx';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import type { Route } from './+types/house-churches';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) =>
  pageMeta({
    title: 'House Churches',
    description:
      'Find a house church near Austin: 8-12 people sharing a meal, the Scriptures and prayer in a home. Search by ZIP code, neighborhood or city; filter by meeting day, open spots and children.',
    path: '/house-churches',
    matches,
  }),
);

type ListResult = { churches: PublicHouseChurch[]; failed: boolean; unknownPlace?: boolean };

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams);
  let result: ListResult;
  try {
    // `city` is the API's older filter; the page searches by place (`near`) instead.
    const list = await context.services.houseChurches.list({ ...filters, city: '' });
    result = { ...list, failed: false };
  } catch (error) {
    context.doNotCache?.();
    console.error('House church directory failed to load:', error instanceof Error ? error.name : 'unknown');
    result = { churches: [], failed: true };
  }
  return { filters, result: result as ListResult | Promise<ListResult> };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams);
  const query = searchParamsFromFilters(filters).toString();
  // Not awaited: the page shows at once with its filters and a loading state in place of the list.
  const result: Promise<ListResult> = apiRequest<PublicHouseChurch[]>(
    `${HOUSE_CHURCH_API.list}${query ? `?${query}` : ''}`,
    { signal: request.signal },
  ).then(
    (churches) => ({ churches, failed: false }),
    (error: unknown) => {
      // The one refusal a visitor can cause: a place the directory cannot find.
      if (error instanceof ApiError && error.status === 400 && error.fields.near) {
        return { churches: [], failed: false, unknownPlace: true };
      }
      if (!request.signal.aborted) console.error('Failed to load house churches', error);
      return { churches: [], failed: true };
    },
  );
  return { filters, result: result as ListResult | Promise<ListResult> };
}

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-cream/50 px-5 py-2.5 font-semibold text-cream transition-colors hover:border-cream hover:bg-cream/10';

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <p className="sr-only">Loading house churches...</p>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-navy-100/60" />
      ))}
    </div>
  );
}

/** 'Nearest to 78723 first.' above a list sorted by distance; nothing otherwise. */
function sortedBy(filters: HouseChurchFilters): string | null {
  if (filters.near) return nearestTo(filters.near);
  if (filters.lat !== null) return HOUSE_CHURCH_WORDS.nearestToPosition;
  return null;
}

function Results({
  result,
  filters,
  onShown,
}: {
  result: ListResult;
  filters: HouseChurchFilters;
  onShown: (text: string) => void;
}) {
  const { churches, failed, unknownPlace } = result;
  const found = `${churches.length} ${churches.length === 1 ? 'house church' : 'house churches'} found.`;
  const shown = failed
    ? HOUSE_CHURCH_WORDS.listFailed
    : unknownPlace
      ? HOUSE_CHURCH_WORDS.placeNotFound
      : found;
  // Told to screen readers after a filter change (the first render is read with the page).
  useEffect(() => onShown(shown), [shown, onShown]);
  const measured = churches.some((church) => church.distance_miles !== null);
  const order = measured ? sortedBy(filters) : null;

  if (unknownPlace) {
    return (
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-navy-950">
        <p className="font-semibold">{HOUSE_CHURCH_WORDS.placeNotFound}</p>
      </div>
    );
  }

  if (failed) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{HOUSE_CHURCH_WORDS.listFailed}</p>
        <p className="mt-3">
          <a href="" className="font-semibold underline underline-offset-4">
            Try again
          </a>
        </p>
      </div>
    );
  }
  if (churches.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-navy-300 bg-white p-8 text-center">
        <h3 className="font-serif text-2xl font-bold text-navy-950">{HOUSE_CHURCH_WORDS.noResults}</h3>
        <p className="mx-auto mt-3 max-w-xl text-navy-800">{DIRECTORY_WORDS.noResultsHint}</p>
        <p className="mt-6">
          <Link
            to="/house-churches/start"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-navy-900 px-6 py-2.5 font-semibold text-cream hover:bg-navy-700"
          >
            Start a house church
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-6 text-navy-800">
        {found}
        {order ? ` ${order}` : null}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {churches.map((church) => (
          <li key={church.id}>
            <HouseChurchCard church={church} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function HouseChurchesPage({ loaderData }: Route.ComponentProps) {
  const { filters, result } = loaderData;
  const { search } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <section aria-labelledby="house-churches-title" className="on-dark bg-navy-900 text-cream">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Church in the home</p>
          <h1 id="house-churches-title" className="mt-3 font-serif text-4xl font-bold sm:text-5xl">
            Find a House Church
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">
            Small gatherings of 8-12 people in homes across the Austin area: a shared meal, open Bibles,
            worship and prayer for one another. Find one near you and ask to join.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/house-churches/why" className={linkButton}>
              Why house churches?
            </Link>
            <Link to="/house-churches/start" className={linkButton}>
              Start a house church
            </Link>
          </div>
        </div>
      </section>
      <div className="bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <DirectoryFilters filters={filters} />
          <section aria-labelledby="results-title" className="mt-10">
            <h2 id="results-title" className="mb-2 font-serif text-3xl font-bold text-navy-950">
              House churches
            </h2>
            <p role="status" aria-live="polite" className="sr-only">
              {announcement}
            </p>
            {/* A new boundary per search, so a changed filter shows the loading state, not stale cards. */}
            <MaybeAwait key={search} resolve={result} fallback={<Loading />}>
              {(resolved: ListResult) => (
                <Results result={resolved} filters={filters} onShown={setAnnouncement} />
              )}
            </MaybeAwait>
          </section>
        </div>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
