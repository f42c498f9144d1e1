/**
 * The one hook that records every staff write in the audit log (docs/product.md#audit-log): every
 * staff route other than a read gets an `onSend` hook when it is registered, and each answer below
 * 400 writes one entry: who (`request.staff`), from where (`request.ip`, as TRUST_PROXY derives it),
 * what (area, entity, id and action from the route's URL pattern: audit.describe.ts) and the names
 * of the fields sent. A refused request (4xx, or a form's redirect the route marks refused:
 * audit.outcome.ts) changed nothing, so it is not an entry; failed sign-ins are, through their own
 * seam (auth.sign-in-record.ts).
 *
 * A route may say more with `config.audit` (`safeFields`, or another area/entity/action), or
 * `config.audit: false` when it records itself (sign-out). Registered before the routes, so it sees
 * every one of them.
 */
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditService } from '#server/features/audit/audit.service.ts';
import {
  type AuditRouteOverride,
  type AuditTarget,
  auditTargetFor,
  describeChanges,
} from '#server/features/audit/audit.describe.ts';
import { auditOutcomeOf } from '#server/features/audit/audit.outcome.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What each staff write records, by route (for the test that every kind reads as a sentence). */
    auditTargets: (AuditTarget & { route: string })[];
  }
  interface FastifyContextConfig {
    /** How a staff write appears in the audit log; false: the route records itself. */
    audit?: AuditRouteOverride | false;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The id a create answers with ({ id } or { data: { id } }), read only when the URL has none. */
function createdId(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 100_000 || !payload.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(payload) as { id?: unknown; data?: { id?: unknown } };
    const id = parsed.id ?? parsed.data?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** A record's name read before the write, for a write that deletes it. */
const namesBefore = new WeakMap<FastifyRequest, string | null>();

const paramOf = (request: FastifyRequest, name: string | null): string | null => {
  if (!name) return null;
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

export const auditPlugin = fp(async function audit(app: FastifyInstance, options: { audit: AuditService }) {
  const targets: FastifyInstance['auditTargets'] = [];
  app.decorate('auditTargets', targets);
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'staff' || route.config.audit === false) return;
    for (const method of asArray(route.method)) {
      if (READS.has(method)) continue;
      const target = auditTargetFor(method, route.url, route.config.audit);
      targets.push({ ...target, route: `${method} ${route.url}` });
      if (target.idParam) {
        // The name as it was, for a delete (after it, the record is gone).
        const nameBefore: preHandlerAsyncHookHandler = async (request) => {
          if (request.method !== method) return;
          namesBefore.set(
            request,
            await options.audit
              .recordNameOf(target.entity, paramOf(request, target.idParam))
              .catch(() => null),
          );
        };
        route.preHandler = [...asArray(route.preHandler), nameBefore] as never;
      }
      const record: onSendHookHandler = async (request, reply, payload) => {
        if (request.method !== method || reply.statusCode >= 400 || !request.staff) return payload;
        const outcome = auditOutcomeOf(request);
        if (outcome.refused) return payload;
        const { changedFields, summary } = describeChanges(request.body, target.safeFields);
        const entityId = target.idParam
          ? paramOf(request, target.idParam)
          : (outcome.entityId ?? createdId(payload));
        try {
          // The name after the write (a renamed record reads by its new name), else as it was.
          const recordName =
            (await options.audit.recordNameOf(target.entity, entityId)) ?? namesBefore.get(request) ?? null;
          await options.audit.record({
            userId: request.staff.userId,
            username: request.staff.username,
            ip: request.ip,
            area: target.area,
            action: target.action,
            entity: target.entity,
            entityId,
            recordName,
            changedFields,
            summary: outcome.summary ?? summary,
            route: `${method} ${route.url}`,
          });
        } catch (error) {
          // The write itself is already stored: its answer stands. The failure is reported loudly.
          request.log.error({ err: error, route: `${method} ${route.url}` }, 'audit log entry not written');
        }
        return payload;
      };
      route.onSend = [...asArray(route.onSend), record] as never;
    }
  });
});
