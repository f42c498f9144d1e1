/**
 * What an audit entry says about a staff write, worked out from the route alone, so every route is
 * covered the day it is added (docs/product.md#audit-log):
 *
 * - **area, entity, id and action from the URL pattern.** `/api/admin/events/:id/` → area `events`,
 *   entity `event`, id from `:id`; a static segment after the last parameter is the action
 *   (`/house-churches/:id/archive/` → `archive`), otherwise the method's (`create`, `update`,
 *   `delete`). A route may override any of them with `config.audit`.
 * - **the summary names the fields the request sent, never their values**, except the fields a route
 *   lists in `config.audit.safeFields`. Why names only: the same hook sees every staff body, and
 *   bodies hold a private prayer's text, a donor's note, a new password, an invitation token or a
 *   two-factor secret. A name tells staff what changed; a value could copy something private into a
 *   log kept for two years and exported as CSV. A value is kept only where a route says it is safe
 *   (a status, a yes/no), and names that look secret can never be declared safe.
 */

export interface AuditRouteOverride {
  area?: string;
  entity?: string;
  action?: string;
  /** Body fields whose values are safe to keep in the summary (statuses, yes/no). */
  safeFields?: readonly string[];
}

export interface AuditTarget {
  area: string;
  entity: string | null;
  action: string;
  /** The route parameter holding the entity's id, if the URL has one. */
  idParam: string | null;
  safeFields: readonly string[];
}

const METHOD_ACTIONS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};
/** A field whose value could be a secret or free text may not be declared safe. */
const NEVER_SAFE = /pass|token|secret|code|otp|recovery|text|message|body|note|email|phone|address/i;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_FIELDS = 40;
const MAX_VALUE_CHARS = 80;

/** 'house-churches' → 'house-church', 'testimonies' → 'testimony'; 'privacy' and 'event-series' stay. */
export function singular(word: string): string {
  if (/series$/.test(word)) return word;
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ch|sh|ss|x)es$/.test(word)) return word.replace(/es$/, '');
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const isPlural = (word: string) => /[^s]s$/.test(word);

/** The entry's what, from a route's method and URL pattern (and its `config.audit`, if any). */
export function auditTargetFor(method: string, url: string, override: AuditRouteOverride = {}): AuditTarget {
  const segments = url
    .replace(/^\/api\/(admin\/)?/, '')
    .split('/')
    .filter(Boolean);
  const lastParam = segments.findLastIndex((segment) => segment.startsWith(':'));
  const statics = (from: number, to: number) => segments.slice(from, to).filter((s) => !s.startsWith(':'));
  let entity: string | null;
  let action: string;
  if (lastParam >= 0) {
    const before = statics(0, lastParam);
    entity = before.length > 0 ? singular(before.at(-1)!) : null;
    const after = statics(lastParam + 1, segments.length);
    action = after.length > 0 ? after.join('-') : (METHOD_ACTIONS[method] ?? method.toLowerCase());
  } else if (segments.length >= 2 && method === 'POST' && !isPlural(segments.at(-1)!)) {
    // `/privacy/erase/`: the last word is what was done, the one before it to what. A plural
    // (`/staff/invitations/`) is a collection added to, as below.
    entity = singular(segments.at(-2)!);
    action = segments.at(-1)!;
  } else {
    entity = segments.length > 0 ? singular(segments.at(-1)!) : null;
    action = METHOD_ACTIONS[method] ?? method.toLowerCase();
  }
  const safeFields = override.safeFields ?? [];
  const secretLooking = safeFields.filter((name) => NEVER_SAFE.test(name));
  if (secretLooking.length > 0) {
    throw new Error(
      `${method} ${url}: config.audit.safeFields may not list ${secretLooking.join(', ')} (its value could be private)`,
    );
  }
  return {
    area: override.area ?? segments[0] ?? 'api',
    entity: override.entity ?? entity,
    action: override.action ?? action,
    idParam: lastParam >= 0 ? segments[lastParam]!.slice(1) : null,
    safeFields,
  };
}

function valueText(value: unknown): string | null {
  if (value === null) return 'none';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const short = value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
    return `“${short}”`;
  }
  if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
    return valueText(value.join(', '));
  }
  return null;
}

/**
 * The names of the fields a body sent (top level; the route's schema has already dropped unknown
 * ones) and a summary like "Fields: handled = true, title". Values only for `safeFields`.
 */
export function describeChanges(
  body: unknown,
  safeFields: readonly string[],
): { changedFields: string[]; summary: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { changedFields: [], summary: '' };
  const record = body as Record<string, unknown>;
  const changedFields = Object.keys(record)
    .filter((name) => FIELD_NAME.test(name))
    .slice(0, MAX_FIELDS);
  if (changedFields.length === 0) return { changedFields, summary: '' };
  const parts = changedFields.map((name) => {
    const shown = safeFields.includes(name) ? valueText(record[name]) : null;
    return shown === null ? name : `${name} = ${shown}`;
  });
  return { changedFields, summary: `Fields: ${parts.join(', ')}` };
}
