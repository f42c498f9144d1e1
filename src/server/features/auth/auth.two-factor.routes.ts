/**
 * Two-factor sign-in over HTTP (docs/product.md#signing-in): the sign-in code step
 * (POST /api/admin/login/two-factor/) and a staff member's own settings under
 * /api/admin/account/two-factor/. Thin: the rules are in auth.service.ts (the code step) and
 * auth.two-factor.service.ts (the settings). Nothing here may be cached.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_WORDS, loginResponseSchema } from '#shared/auth/contract.ts';
import {
  codeRequestSchema,
  recoveryCodesResponseSchema,
  TWO_FACTOR_WORDS,
  twoFactorDoneSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#shared/auth/two-factor.ts';
import { AppError } from '#server/errors.ts';
import { LOGIN_RATE_LIMIT } from '#server/features/auth/auth.routes.ts';

const tooManyAttempts = (retryAfterSeconds: number) =>
  Object.assign(new AppError(429, AUTH_WORDS.tooManyAttempts), { retryAfter: retryAfterSeconds });

/** Every staff member manages their own two-factor, before it is set up too. */
const OWN_ACCOUNT = {
  access: 'staff',
  area: 'own-account',
  beforeTwoFactorSetup: true,
  changesPages: 'nothing',
} as const;
const ACCOUNT_URL = '/api/admin/account/two-factor';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, twoFactor } = app.services;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/admin/login/two-factor/',
    {
      config: {
        // The pending sign-in cookie is the proof; the code step opens nothing else.
        access: 'public',
        changesPages: 'nothing',
        checkOrigin: true,
        rateLimit: {
          ...LOGIN_RATE_LIMIT,
          errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Second sign-in step: a code from the authenticator app or a recovery code',
        body: codeRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.completeSignInWithCode({
        pendingCookieValue: request.cookies[auth.pendingCookie.name],
        code: request.body.code,
        address: request.ip,
        previousCookieValue: request.cookies[auth.cookie.name],
        log: request.log,
      });
      switch (result.status) {
        case 'expired':
        case 'too_many_codes':
          reply.clearCookie(auth.pendingCookie.name, auth.pendingCookie.options);
          throw new AppError(
            401,
            result.status === 'expired' ? TWO_FACTOR_WORDS.signInExpired : TWO_FACTOR_WORDS.tooManyCodes,
          );
        case 'throttled':
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw tooManyAttempts(result.retryAfterSeconds);
        case 'wrong':
        case 'replayed': {
          const message =
            result.status === 'wrong' ? TWO_FACTOR_WORDS.wrongCode : TWO_FACTOR_WORDS.codeReplayed;
          throw new AppError(400, message, { code: [message] });
        }
      }
      reply.clearCookie(auth.pendingCookie.name, auth.pendingCookie.options);
      reply.setCookie(auth.cookie.name, result.cookieValue, auth.cookie.options);
      return { success: true as const, message: AUTH_WORDS.signedIn, username: result.username };
    },
  );

  app.get(
    `${ACCOUNT_URL}/`,
    {
      config: OWN_ACCOUNT,
      schema: {
        tags: ['admin'],
        summary: 'Whether two-factor sign-in is on for the signed-in staff member',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactor.status(request.staff!),
  );

  app.post(
    `${ACCOUNT_URL}/setup/`,
    {
      config: OWN_ACCOUNT,
      schema: {
        tags: ['admin'],
        summary: 'A new secret to add to an authenticator app (takes effect once a code confirms it)',
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request) => twoFactor.beginSetup(request.staff!),
  );

  app.post(
    `${ACCOUNT_URL}/confirm/`,
    {
      config: OWN_ACCOUNT,
      schema: {
        tags: ['admin'],
        summary: 'Confirm the new secret with one code: two-factor is on; returns the recovery codes once',
        body: codeRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: TWO_FACTOR_WORDS.turnedOn,
      recoveryCodes: await twoFactor.confirmSetup(request.staff!, request.body.code),
    }),
  );

  app.post(
    `${ACCOUNT_URL}/recovery-codes/`,
    {
      config: OWN_ACCOUNT,
      schema: {
        tags: ['admin'],
        summary: 'Ten new recovery codes for a current code (the old ones stop working)',
        body: codeRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: TWO_FACTOR_WORDS.recoveryCodesRenewed,
      recoveryCodes: await twoFactor.renewRecoveryCodes(request.staff!, request.body.code, request.ip),
    }),
  );

  app.post(
    `${ACCOUNT_URL}/turn-off/`,
    {
      config: OWN_ACCOUNT,
      schema: {
        tags: ['admin'],
        summary: 'Turn two-factor sign-in off for a current code (refused when a role requires it)',
        body: codeRequestSchema,
        response: { 200: twoFactorDoneSchema },
      },
    },
    async (request) => {
      await twoFactor.turnOff(request.staff!, request.body.code, request.ip);
      return { success: true as const, message: TWO_FACTOR_WORDS.turnedOff };
    },
  );
};
