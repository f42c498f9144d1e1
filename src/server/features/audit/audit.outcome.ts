/**
 * What a route may tell the audit log about one request when its answer alone cannot say
 * (docs/product.md#audit-log). A form posted without JavaScript is answered with a redirect (303)
 * whether it was stored or refused, and carries no JSON to read a new record's id from; the route
 * says so here, and audit.plugin.ts reads it when the answer is sent. A route may also give the
 * summary itself when the fields sent cannot tell what changed.
 */
import type { FastifyRequest } from 'fastify';

interface AuditOutcome {
  refused?: boolean;
  entityId?: string;
  summary?: string;
}

const outcomes = new WeakMap<FastifyRequest, AuditOutcome>();

/** This request changed nothing (a refusal answered as a redirect): no entry. */
export function auditRefused(request: FastifyRequest): void {
  outcomes.set(request, { ...outcomes.get(request), refused: true });
}

/** The id of the record this request made, for an answer the log cannot read it from. */
export function auditEntityId(request: FastifyRequest, id: string): void {
  outcomes.set(request, { ...outcomes.get(request), entityId: id });
}

/**
 * What changed, in the route's own words, in place of the names of the fields sent: for a change
 * whose before matters as much as its after (an account's roles).
 */
export function auditSummary(request: FastifyRequest, summary: string): void {
  outcomes.set(request, { ...outcomes.get(request), summary });
}

export const auditOutcomeOf = (request: FastifyRequest): AuditOutcome => outcomes.get(request) ?? {};
