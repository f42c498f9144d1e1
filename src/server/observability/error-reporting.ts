/**
 * Server errors to Sentry, when SENTRY_DSN is set. Without it nothing of the SDK is loaded: the only
 * reference to @sentry/node is the dynamic import below. Reports are scrubbed of personal data
 * (#shared/site/error-scrub.ts) and carry the request id, so a report and its log lines meet.
 * Only unexpected errors are sent: a refusal (4xx) is the site working.
 */
import type * as SentryNodeSdk from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scrubBreadcrumb, scrubErrorEvent } from '#shared/site/error-scrub.ts';

export interface ErrorReporter {
  capture(error: unknown, context: { requestId?: string; route?: string }): void;
  /** Sends what is queued (at shutdown). */
  close(timeoutMs?: number): Promise<void>;
}

/** A type only, erased: the SDK itself is loaded by the dynamic import below. */
type SentryNode = typeof SentryNodeSdk;

export interface ErrorReportingOptions {
  dsn: string | undefined;
  environment: string;
  /** How the SDK is loaded (tests watch that it is not). */
  loadSdk?: () => Promise<SentryNode>;
}

export async function startErrorReporting(options: ErrorReportingOptions): Promise<ErrorReporter | null> {
  if (!options.dsn) return null;
  const Sentry = await (options.loadSdk ?? (() => import('@sentry/node')))();
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    // Collect nothing about the person in the first place; beforeSend scrubs whatever slips through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { allow: ['user-agent', 'accept', 'accept-language', 'content-type'] },
      httpBodies: [],
      urlQueryParams: false,
    },
    // Errors only, reported by this module: no tracing, no patched modules, no global handlers.
    defaultIntegrations: false,
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  return {
    capture(error, context) {
      Sentry.withScope((scope) => {
        if (context.requestId) scope.setTag('request_id', context.requestId);
        if (context.route) scope.setTag('route', context.route);
        Sentry.captureException(error);
      });
    },
    async close(timeoutMs = 2000) {
      await Sentry.close(timeoutMs);
    },
  };
}

/** Reports every error a request ends in that is the server's fault (5xx). */
export const errorReportingPlugin = fp(async function errorReporting(
  app: FastifyInstance,
  options: { reporter: ErrorReporter | null },
) {
  const { reporter } = options;
  if (!reporter) return;
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return;
    reporter.capture(error, { requestId: request.id, route: request.routeOptions.url });
  });
  app.addHook('onClose', () => reporter.close());
});

/**
 * How a page's server-side failure (a loader, an action or the render) is reported: one pino line on
 * the request's logger (it carries the request id; `log` is the app's for a page the cache renders on
 * no one's behalf), and Sentry when configured. Never console.error.
 */
export function pageErrorReporter(
  log: { error(object: object, message: string): void },
  reporter: ErrorReporter | null,
  requestId: string | undefined,
): (error: unknown) => void {
  return (error) => {
    log.error({ err: error }, 'page failed on the server');
    reporter?.capture(error, { requestId, route: 'page' });
  };
}
