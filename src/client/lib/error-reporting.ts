/**
 * Browser errors to Sentry. Loaded only by a dynamic import from root.tsx, and only when the root
 * loader says SENTRY_DSN is set: without it no page carries a byte of the SDK. Reports are scrubbed
 * of personal data like the server's (#shared/site/error-scrub.ts).
 */
import * as Sentry from '@sentry/react';
import { scrubBreadcrumb, scrubErrorEvent } from '#shared/site/error-scrub.ts';

let started = false;

export function startErrorReporting(dsn: string): void {
  if (started) return;
  started = true;
  Sentry.init({
    dsn,
    // Collect nothing about the person in the first place; beforeSend scrubs whatever slips through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { allow: ['user-agent', 'accept', 'accept-language', 'content-type'] },
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
}

/** An error a route's error boundary caught (global handlers see the rest). */
export function reportError(error: unknown): void {
  Sentry.captureException(error);
}
