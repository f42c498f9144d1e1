import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { site } from '#shared/site/settings.ts';

/** GET /api/docs: the OpenAPI document, generated from the same zod schemas the routes validate with. */
export const openApiPlugin = fp(async function openApi(
  app: FastifyInstance,
  options: { sessionCookieName: string },
) {
  // A staff route needs the session cookie: the document says so for every `access: 'staff'` route,
  // from the one declaration the guard reads (before swagger's own hook collects the route).
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'staff') return;
    route.schema = { ...route.schema, security: [{ staffSession: [] }] };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${site.name} API`, version: '1.0.0' },
      components: {
        securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
