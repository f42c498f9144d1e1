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
  filtersFromSearchParams,
  type HouseChurchFilters,
  HOUSE_CHURCH_API,
  HOUSE_CHURCH_WORDS,
  type HouseChurchWordKey,
  searchParamsFromFilters,
} from '#shared/house-churches/words.ts';
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';
import type { Translate } from '#shared/i18n/words.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';
import { DirectoryFilters } from '#client/features/house-churches/DirectoryFilters.tsx';
import { HouseChurchCard } from '#client/features/house-churches/HouseChurchCard.tsx';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import type { Route } from './+types/house-churches';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) => {
  const t = HOUSE_CHURCH_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    path: '/house-churches',
    matches,
  });
});

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
  const t = useWords(HOUSE_CHURCH_WORDS);
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <p className="sr-only">{t('directory.loading')}</p>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-navy-100/60" />
      ))}
    </div>
  );
}

/** 'Nearest to 78723 first.' above a list sorted by distance; nothing otherwise. */
function sortedBy(filters: HouseChurchFilters, t: Translate<HouseChurchWordKey>): string | null {
  if (filters.near) return t('directory.nearestTo', { place: filters.near });
  if (filters.lat !== null) return t('directory.nearestToPosition');
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
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  const { churches, failed, unknownPlace } = result;
  const found = t('directory.found', { count: churches.length });
  const shown = failed ? t('directory.listFailed') : unknownPlace ? t('directory.placeNotFound') : found;
  // Told to screen readers after a filter change (the first render is read with the page).
  useEffect(() => onShown(shown), [shown, onShown]);
  const measured = churches.some((church) => church.distance_miles !== null);
  const order = measured ? sortedBy(filters, t) : null;

  if (unknownPlace) {
    return (
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-navy-950">
        <p className="font-semibold">{t('directory.placeNotFound')}</p>
      </div>
    );
  }

  if (failed) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{t('directory.listFailed')}</p>
        <p className="mt-3">
          <a href="" className="font-semibold underline underline-offset-4">
            {t('directory.tryAgain')}
          </a>
        </p>
      </div>
    );
  }
  if (churches.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-navy-300 bg-white p-8 text-center">
        <h3 className="font-serif text-2xl font-bold text-navy-950">{t('directory.noResults')}</h3>
        <p className="mx-auto mt-3 max-w-xl text-navy-800">{t('directory.noResultsHint')}</p>
        <p className="mt-6">
          <Link
            to={localePath('/house-churches/start')}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-navy-900 px-6 py-2.5 font-semibold text-cream hover:bg-navy-700"
          >
            {t('directory.start')}
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
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <section aria-labelledby="house-churches-title" className="on-dark bg-navy-900 text-cream">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('directory.eyebrow')}
          </p>
          <h1 id="house-churches-title" className="mt-3 font-serif text-4xl font-bold sm:text-5xl">
            {t('directory.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{t('directory.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={localePath('/house-churches/why')} className={linkButton}>
              {t('directory.why')}
            </Link>
            <Link to={localePath('/house-churches/start')} className={linkButton}>
              {t('directory.start')}
            </Link>
          </div>
        </div>
      </section>
      <div className="bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <DirectoryFilters filters={filters} />
          <section aria-labelledby="results-title" className="mt-10">
            <h2 id="results-title" className="mb-2 font-serif text-3xl font-bold text-navy-950">
              {t('directory.resultsTitle')}
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
