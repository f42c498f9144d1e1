/**
 * Staff sign-in over HTTP (docs/product.md#api): POST /api/admin/login/, POST /api/admin/logout/,
 * GET /api/admin/check-auth/, and GET /api/admin/me/ (a small staff-only identity call). Thin:
 * the rules are in auth.service.ts. Nothing here may be cached by a browser or a proxy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_WORDS,
  checkAuthResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  staffMeResponseSchema,
} from '#shared/auth/contract.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { TWO_FACTOR_WORDS } from '#shared/auth/two-factor.ts';
import { AppError } from '#server/errors.ts';

/**
 * Per client IP, every attempt (per app process): enough for a person who mistypes a few times,
 * too few for guessing. The database-backed limits per (username, address) and the per-username
 * slow-down are in auth.throttle.ts.
 */
// Per address, successes included: an office where several staff sign in from one address must not
// be refused, so this is looser than the per-(username, address) failure limit in auth.throttle.ts,
// which is what stops guessing one account.
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

const tooManyAttempts = (retryAfterSeconds: number) =>
  Object.assign(new AppError(429, AUTH_WORDS.tooManyAttempts), { retryAfter: retryAfterSeconds });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/admin/login/',
    {
      config: {
        access: 'public',
        changesPages: 'nothing',
        // A cross-site page must not sign a browser into our admin (login CSRF).
        checkOrigin: true,
        rateLimit: {
          ...LOGIN_RATE_LIMIT,
          errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Sign in as staff; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.login({
        username: request.body.username,
        password: request.body.password,
        address: request.ip,
        previousCookieValue: request.cookies[auth.cookie.name],
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      if (result.status === 'throttled') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw tooManyAttempts(result.retryAfterSeconds);
      }
      if (result.status === 'invalid') throw new AppError(401, AUTH_WORDS.invalidCredentials);
      if (result.status === 'disabled') throw new AppError(403, STAFF_WORDS.accountDisabledSignIn);
      if (result.status === 'code_needed') {
        // Two-factor (auth.two-factor.routes.ts): no session until the code step.
        reply.setCookie(auth.pendingCookie.name, result.pendingCookieValue, auth.pendingCookie.options);
        return {
          success: true as const,
          message: TWO_FACTOR_WORDS.codeNeeded,
          username: result.username,
          twoFactor: 'code_needed' as const,
        };
      }
      reply.setCookie(auth.cookie.name, result.cookieValue, auth.cookie.options);
      return {
        success: true as const,
        message: AUTH_WORDS.signedIn,
        username: result.username,
        ...(result.twoFactorSetupNeeded ? { twoFactor: 'setup_needed' as const } : {}),
      };
    },
  );

  app.post(
    '/api/admin/logout/',
    {
      // Recorded as a sign-out by the service (auth.sign-in-record.ts), not as a write.
      config: {
        access: 'staff',
        area: 'own-account',
        audit: false,
        beforeTwoFactorSetup: true,
        changesPages: 'nothing',
      },
      schema: {
        tags: ['admin'],
        summary: 'Sign out: ends the session on the server and clears the cookie',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[auth.cookie.name], {
        staff: request.staff,
        address: request.ip,
        log: request.log,
      });
      reply.clearCookie(auth.cookie.name, auth.cookie.options);
      return { success: true as const, message: AUTH_WORDS.signedOut };
    },
  );

  app.get(
    '/api/admin/check-auth/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Whether the browser has a live staff session',
        response: { 200: checkAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const staff = await auth.authenticate(request, reply);
      return staff ? { authenticated: true, username: staff.username } : { authenticated: false };
    },
  );

  app.get(
    '/api/admin/me/',
    {
      config: { access: 'staff', area: 'own-account', beforeTwoFactorSetup: true },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member and their roles',
        response: { 200: staffMeResponseSchema },
      },
    },
    async (request) => ({ username: request.staff!.username, roles: request.staff!.roles }),
  );
};
