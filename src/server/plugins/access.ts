/**
 * The one guard. Every route under /api declares `config.access`: 'public' or 'staff'. Staff routes
 * get the session check (401 without a live session), for state-changing methods the Origin check
 * (403 from another site), and `Cache-Control: no-store` on every answer (staff data is personal:
 * no browser or shared cache keeps it). A staff route also declares `config.area`, its staff area in
 * src/shared/staff/permissions.ts (docs/product.md#staff-roles); the method says the action (GET and
 * HEAD read, the others write) unless the route declares `config.action` (a POST that only exports is
 * a read). A signed-in member whose roles may not do that action there gets 403 before the handler
 * runs. A route that declares no access, or a staff route no area (or an action its area does not
 * have), fails at start-up, so nothing becomes public, or open to every staff member, by forgetting.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '#shared/staff/roles.ts';
import {
  actionOf,
  areaHasAction,
  mayDo,
  rolesThatMay,
  STAFF_AREAS,
  type StaffAction,
  type StaffArea,
} from '#shared/staff/permissions.ts';
import { AppError } from '#server/errors.ts';

export type Access = 'public' | 'staff';

export interface StaffIdentity {
  userId: string;
  username: string;
  roles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The staff area of a staff route (src/shared/staff/permissions.ts); required on staff routes. */
    area?: StaffArea;
    /** The action, only when the method does not say it (GET and HEAD read, the others write). */
    action?: StaffAction;
    /** Check Origin on a public state-changing route too (the login form). */
    checkOrigin?: boolean;
  }
  interface FastifyRequest {
    staff: StaffIdentity | null;
  }
  interface FastifyInstance {
    /** Every route registered after this plugin, with the access it declared (the guard test walks it). */
    routeAccess: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The staff area and action a staff route declared (null on public routes). */
  area: StaffArea | null;
  action: StaffAction | null;
  /** The roles that may use the route, read from the declaration (empty on public routes). */
  roles: readonly StaffRole[];
  checkOrigin: boolean;
}

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';
export const BAD_ORIGIN_MESSAGE = 'This request did not come from this site.';
export const NOT_YOUR_ROOM_MESSAGE =
  "Your staff role doesn't give access to this. An administrator can add the role you need.";

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AccessOptions {
  /** Resolves the staff member behind the request's session cookie, or null. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StaffIdentity | null>;
  /** Origins allowed to send state-changing staff requests (the public URL). */
  allowedOrigins: string[];
  /**
   * Refuses a signed-in member who must first do something else (set up two-factor:
   * features/auth/auth.two-factor.guard.ts); runs before the area check, so it wins everywhere.
   */
  beforeRooms?: (request: FastifyRequest) => Promise<void>;
}

export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin) return allowedOrigins.includes(origin) || origin === `${request.protocol}://${request.host}`;
  // Browsers always send Origin on cross-site POST; a missing one with a same-origin fetch
  // metadata header is a same-site request from an older browser.
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export const accessPlugin = fp(async function access(app: FastifyInstance, options: AccessOptions) {
  app.decorateRequest('staff', null);
  const routeAccess: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routeAccess);

  const checkOrigin: onRequestHookHandler = async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAllowedOrigin(request, options.allowedOrigins)) throw new AppError(403, BAD_ORIGIN_MESSAGE);
  };
  const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = await options.authenticate(request, reply);
    if (!staff) throw new AppError(401, NOT_SIGNED_IN_MESSAGE);
    request.staff = staff;
    // First, so that someone who must set up two-factor is sent there from every call.
    await options.beforeRooms?.(request);
    const { area, action } = request.routeOptions.config;
    if (!area || !mayDo(staff.roles, area, actionOf(request.method, action))) {
      throw new AppError(403, NOT_YOUR_ROOM_MESSAGE);
    }
  };
  const neverStored: onSendHookHandler = async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  };
  const asArray = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const area = access === 'staff' ? (route.config?.area ?? null) : null;
    for (const method of asArray(route.method)) {
      const action = area ? actionOf(method, route.config?.action) : null;
      if (area && !(Object.hasOwn(STAFF_AREAS, area) && areaHasAction(area, action!))) {
        throw new Error(
          `${method} ${route.url} declares area '${area}', which has no ${action} action (src/shared/staff/permissions.ts)`,
        );
      }
      routeAccess.push({
        method,
        url: route.url,
        access,
        area,
        action,
        roles: area ? rolesThatMay(area, action!) : [],
        checkOrigin: Boolean(route.config?.checkOrigin),
      });
    }
    if (route.url.startsWith('/api') && access !== 'public' && access !== 'staff') {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.access ('public' or 'staff')`,
      );
    }
    if (access === 'staff' && !area) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.area (src/shared/staff/permissions.ts)`,
      );
    }
    if (access === 'staff') {
      route.onRequest = [requireStaff, checkOrigin, ...asArray(route.onRequest)] as never;
      route.onSend = [neverStored, ...asArray(route.onSend)] as never;
    } else if (route.config?.checkOrigin) {
      route.onRequest = [checkOrigin, ...asArray(route.onRequest)] as never;
    }
  });
});
