/**
 * The access guard on its own: a staff route must name the roles that may use it, or the server
 * does not start; a signed-in member without one of them is refused before the handler runs.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import { EVERY_STAFF_ROLE, ROOMS } from '#shared/auth/rooms.ts';
import { accessPlugin, NOT_YOUR_ROOM_MESSAGE } from '#server/plugins/access.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';

async function appWith(roles: StaffRole[], route: { roles?: readonly StaffRole[] }) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(accessPlugin, {
    allowedOrigins: [],
    authenticate: async () => ({ userId: 'u1', username: 'helper', roles }),
  });
  let handled = 0;
  app.get('/api/admin/donations/', { config: { access: 'staff', ...route } }, async () => {
    handled += 1;
    return { ok: true };
  });
  await app.ready();
  return { app, handled: () => handled };
}

describe('staff roles in the access guard', () => {
  it('refuses to start when a staff route declares no roles, or an empty list', async () => {
    await expect(appWith(['administrator'], {})).rejects.toThrow(
      'GET /api/admin/donations/ must declare config.roles',
    );
    await expect(appWith(['administrator'], { roles: [] })).rejects.toThrow('must declare config.roles');
  });

  it('answers 403 with a clear message to a role outside the room, and the handler never runs', async () => {
    const { app, handled } = await appWith(['care', 'events'], { roles: ROOMS.giving });
    const response = await app.inject({ method: 'GET', url: '/api/admin/donations/' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NOT_YOUR_ROOM_MESSAGE });
    expect(handled()).toBe(0);
    await app.close();
  });

  it('lets in the room’s role, an administrator always, and every role on an every-staff route', async () => {
    for (const [held, allowed] of [
      [['giving'], ROOMS.giving],
      [['administrator'], ROOMS.giving],
      [['communications'], EVERY_STAFF_ROLE],
    ] as const) {
      const { app } = await appWith([...held], { roles: allowed });
      expect((await app.inject({ method: 'GET', url: '/api/admin/donations/' })).statusCode).toBe(200);
      await app.close();
    }
  });
});
