/**
 * The access guard on its own: a staff route must name its staff area (src/shared/staff/permissions.ts),
 * or the server does not start; a signed-in member whose roles may not act there is refused before
 * the handler runs.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { StaffAction, StaffArea } from '#shared/staff/permissions.ts';
import { accessPlugin, NOT_YOUR_ROOM_MESSAGE } from '#server/plugins/access.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';

async function appWith(roles: StaffRole[], route: { area?: StaffArea; action?: StaffAction }) {
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
  it('refuses to start when a staff route declares no area, an unknown one, or an action its area lacks', async () => {
    await expect(appWith(['administrator'], {})).rejects.toThrow(
      'GET /api/admin/donations/ must declare config.area',
    );
    await expect(appWith(['administrator'], { area: undefined })).rejects.toThrow('must declare config.area');
    await expect(appWith(['administrator'], { area: 'donations' as StaffArea })).rejects.toThrow(
      "GET /api/admin/donations/ declares area 'donations', which has no read action",
    );
    await expect(appWith(['administrator'], { area: 'analytics' })).rejects.toThrow(
      "declares area 'analytics', which has no read action",
    );
  });

  it('answers 403 with a clear message to a role outside the area, and the handler never runs', async () => {
    const { app, handled } = await appWith(['care', 'events'], { area: 'giving' });
    const response = await app.inject({ method: 'GET', url: '/api/admin/donations/' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NOT_YOUR_ROOM_MESSAGE });
    expect(handled()).toBe(0);
    await app.close();
  });

  it('lets in the area’s role, an administrator always, and every role on an every-staff area', async () => {
    for (const [held, allowed] of [
      [['giving'], 'giving'],
      [['administrator'], 'giving'],
      [['communications'], 'dashboard'],
    ] as const) {
      const { app } = await appWith([...held], { area: allowed });
      expect((await app.inject({ method: 'GET', url: '/api/admin/donations/' })).statusCode).toBe(200);
      await app.close();
    }
  });
});
