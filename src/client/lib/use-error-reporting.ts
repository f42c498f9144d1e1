import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';

/** The part of the root loader's data this hook reads (root.tsx: SENTRY_DSN, when set). */
interface RootErrorReporting {
  errorReportingDsn: string | null;
}

/**
 * Starts Sentry in the browser, and reports `error`, only when a DSN is configured: without one no
 * page loads a byte of the SDK (lib/error-reporting.ts). The root layout calls it to start
 * reporting; every error boundary calls it with what it caught.
 */
export function useErrorReporting(error?: unknown) {
  const dsn = (useRouteLoaderData('root') as RootErrorReporting | undefined)?.errorReportingDsn;
  useEffect(() => {
    if (!dsn) return;
    void import('#client/lib/error-reporting.ts').then((reporting) => {
      reporting.startErrorReporting(dsn);
      if (error !== undefined) reporting.reportError(error);
    });
  }, [dsn, error]);
}

/**
 * What every error boundary does with what it caught: details stay in the server log (and Sentry,
 * when configured), people get a calm message. A thrown response (a 404) is an answer, not a fault.
 */
export function useReportRouteError(error: unknown) {
  useErrorReporting(isRouteErrorResponse(error) ? undefined : error);
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
}
