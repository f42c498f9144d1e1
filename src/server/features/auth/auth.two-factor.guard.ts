/**
 * Nothing opens until two-factor is set up (docs/product.md#signing-in): a staff member holding a
 * role in STAFF_TWO_FACTOR_REQUIRED without two-factor gets 403 with the code
 * `two_factor_setup_required` from every staff route except those declaring
 * `config.beforeTwoFactorSetup` (the setup itself, who am I, sign out). The access guard
 * (plugins/access.ts) calls this right after it finds the session.
 */
import type { FastifyRequest } from 'fastify';
import { TWO_FACTOR_WORDS, TWO_FACTOR_SETUP_REQUIRED_CODE } from '#shared/auth/two-factor.ts';
import { AppError } from '#server/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This staff route opens to someone whose role requires two-factor before it is set up. */
    beforeTwoFactorSetup?: boolean;
  }
}

export async function requireTwoFactorSetUp(request: FastifyRequest): Promise<void> {
  if (!request.staff || request.routeOptions.config.beforeTwoFactorSetup) return;
  if (await request.server.services.twoFactor.setupRequired(request.staff)) {
    throw new AppError(403, TWO_FACTOR_WORDS.setupRequired, undefined, TWO_FACTOR_SETUP_REQUIRED_CODE);
  }
}
