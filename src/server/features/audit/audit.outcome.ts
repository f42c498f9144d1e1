/**
 * What a route may tell the audit log about one request when its answer alone cannot say
 * (docs/product.md#audit-log). A form posted without JavaScript is answered with a redirect (303)
 * whether it was stored or refused, and carries no JSON to read a new record's id from; the route
 * says so here, and audit.plugin.ts reads it when the answer is sent.
 */
import type { FastifyRequest } from 'fastify';

interface AuditOutcome {
  refused?: boolean;
  entityId?: string;
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

export const auditOutcomeOf = (request: FastifyRequest): AuditOutcome => outcomes.get(request) ?? {};
