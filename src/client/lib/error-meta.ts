import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SITE_WORDS } from '#shared/site/words.ts';

interface MetaArgsLike {
  error?: unknown;
  location: { pathname: string };
  matches: Parameters<typeof pageMeta>[0]['matches'];
}

/** The title and description of the 404 and error pages (docs/product.md#not-found-and-errors): never indexed. */
export function errorPageMeta({ error, location, matches }: MetaArgsLike): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = SITE_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    path: location.pathname,
    matches,
    title: notFound ? t('notFound.title') : t('failed.title'),
    description: notFound ? t('notFound.description') : undefined,
    noIndex: true,
  });
}

/**
 * A page's meta that stands aside when its loader failed: the page then shows its error boundary, and
 * React Router still asks this route for its meta, without the loader's data the page's own meta reads.
 */
export function withErrorPageMeta<Meta extends (args: never) => MetaDescriptor[] | undefined>(
  meta: Meta,
): Meta {
  return ((args: MetaArgsLike) =>
    args.error ? errorPageMeta(args) : meta(args as never)) as unknown as Meta;
}
