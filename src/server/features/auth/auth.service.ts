// Placeholder: staff sign-in is being written (sessions, argon2id, login, logout).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { StaffIdentity } from '../../plugins/access.ts';

export function createAuthService(_deps: { db: Database; clock: Clock; config: Config }) {
  return {
    async authenticate(_request: FastifyRequest, _reply: FastifyReply): Promise<StaffIdentity | null> {
      return null;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
