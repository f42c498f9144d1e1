/**
 * What the fake Stripe's resource modules share: its state (every object it created, by id, as
 * Stripe would return them), the route shape, and Stripe's error envelope.
 */
import crypto from 'node:crypto';

export type StripeObject = Record<string, unknown>;

export interface FakeStripeState {
  /** The fake's own address, for the hosted pages' URLs (checkout, billing portal). */
  baseUrl(): string;
  sessions: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
}

export function createFakeStripeState(baseUrl: () => string): FakeStripeState {
  return {
    baseUrl,
    sessions: new Map(),
    customers: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    charges: new Map(),
    refunds: new Map(),
    portalSessions: new Map(),
  };
}

/** Thrown by a route: answered as Stripe's error envelope with this status. */
export class FakeStripeError extends Error {
  readonly status: number;
  readonly type: string;

  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

export const invalidRequest = (message: string) => new FakeStripeError(400, 'invalid_request_error', message);
export const noSuchObject = (kind: string, id: string) =>
  new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`);

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The path's regex groups (an object's id). */
  match: RegExpMatchArray;
  /** The form body (or the query string of a GET) decoded into nested objects and arrays. */
  params: Record<string, unknown>;
}

export interface FakeStripeRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  /** Answers the object Stripe would return (as JSON, status 200), or throws FakeStripeError. */
  handle(request: FakeStripeRequest, state: FakeStripeState): StripeObject;
}

/** An id in Stripe's style: `cs_test_…`, `sub_…`. */
export const stripeId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** The languages Stripe's hosted pages take (a part of Stripe's list: the ones this site may send). */
const HOSTED_PAGE_LOCALES = ['auto', 'en', 'es', 'es-419', 'fr', 'de', 'pt', 'pt-BR'];

/** Refuses a `locale` Stripe would refuse, as Stripe does; returns the one given, or null. */
export function hostedPageLocale(params: Record<string, unknown>): string | null {
  if (params.locale === undefined) return null;
  if (typeof params.locale !== 'string' || !HOSTED_PAGE_LOCALES.includes(params.locale))
    throw invalidRequest(`Invalid locale: ${String(params.locale)}`);
  return params.locale;
}
