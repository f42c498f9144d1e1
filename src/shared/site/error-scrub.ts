/**
 * What an error report may carry to Sentry (the server's and the browser's `beforeSend`): the error,
 * its stack, the page or route, and nothing about the person. Request bodies (a prayer request),
 * cookies (a staff session), query strings (tokens, ids), headers beyond the few that describe the
 * browser, the user (address, IP), any email address written in a message and the values of a failed
 * query are dropped.
 */

interface ScrubbableRequest {
  url?: string;
  data?: unknown;
  cookies?: unknown;
  query_string?: unknown;
  headers?: Record<string, string>;
  env?: unknown;
}

interface ScrubbableEvent {
  message?: string;
  request?: ScrubbableRequest;
  user?: unknown;
  exception?: { values?: Array<{ value?: string }> };
  breadcrumbs?: Array<{ message?: string; data?: Record<string, unknown> }>;
  extra?: unknown;
}

const KEPT_HEADERS = new Set(['user-agent', 'accept', 'accept-language', 'content-type']);
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

/** A URL without its query string or fragment (they carry tokens and ids). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** Email addresses, and the values of a failed query (Drizzle's message lists them after "params:"). */
function withoutPersonalText(text: string): string {
  return text.replace(/\bparams: [\s\S]*$/, 'params: [removed]').replace(EMAIL, '[email]');
}

export function scrubErrorEvent<T extends ScrubbableEvent>(event: T): T {
  if (event.request) {
    const { url, headers } = event.request;
    event.request = {
      ...(url ? { url: withoutQuery(url) } : {}),
      headers: Object.fromEntries(
        Object.entries(headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      ),
    };
  }
  delete event.user;
  delete event.extra;
  if (event.message) event.message = withoutPersonalText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = withoutPersonalText(exception.value);
  }
  event.breadcrumbs = event.breadcrumbs?.map(scrubBreadcrumb);
  return event;
}

export function scrubBreadcrumb<T extends { message?: string; data?: Record<string, unknown> }>(crumb: T): T {
  const data = crumb.data ? { ...crumb.data } : undefined;
  for (const key of ['url', 'from', 'to']) {
    if (data && typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
  }
  return {
    ...crumb,
    ...(crumb.message ? { message: withoutPersonalText(crumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}
