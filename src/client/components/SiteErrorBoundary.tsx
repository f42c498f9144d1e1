import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorContent, NotFoundContent } from '#client/components/ErrorContent.tsx';
import { useReportRouteError } from '#client/lib/use-error-reporting.ts';

/**
 * The error boundary of every public page (each route module re-exports it as `ErrorBoundary`): a
 * thrown 404 shows the friendly 404, anything else "Something went wrong" with a way home
 * (docs/product.md#not-found-and-errors). It renders in place of the page, so the root layout's
 * header, <main> and footer stay around it.
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  useReportRouteError(error);
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundContent /> : <ErrorContent />;
}
