import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOUSE_CHURCH_WORDS,
  houseChurchIdParamsSchema,
  houseChurchJoinSchema,
  houseChurchListQuerySchema,
  houseChurchListSchema,
  leaderApplicationSchema,
  messageResponseSchema,
  publicHouseChurchSchema,
} from '#shared/house-churches/contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { badRequest, notFound } from '#server/errors.ts';

/** '/12/' → 12; anything that is not a plain positive number finds no church. */
function churchIdOrNotFound(raw: string): number {
  const id = parseSerialId(raw);
  if (id === null) throw notFound(HOUSE_CHURCH_WORDS.message('join.notFound'));
  return id;
}

export const houseChurchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.houseChurches;

  app.get(
    '/api/house-church/house-churches/',
    {
      // A visitor's position is theirs: never kept (docs/product.md#house-church-directory).
      config: { access: 'public', publicCache: { private: ['lat', 'lng'] } },
      schema: {
        tags: ['house-churches'],
        summary:
          'The house-church directory, filtered; near a place or position, the nearest first (400 for a place not found)',
        querystring: houseChurchListQuerySchema,
        response: { 200: houseChurchListSchema },
      },
    },
    async (request) => {
      const { churches, unknownPlace } = await service().list(request.query);
      // Said on the search box's field, as a form's error is.
      const message = HOUSE_CHURCH_WORDS.message('directory.placeNotFound');
      if (unknownPlace) throw badRequest(message, { near: [message] });
      return churches;
    },
  );

  app.get(
    '/api/house-church/house-churches/:id/',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['house-churches'],
        summary: 'One house church',
        params: houseChurchIdParamsSchema,
        response: { 200: publicHouseChurchSchema },
      },
    },
    async (request) => {
      const church = await service().get(churchIdOrNotFound(request.params.id));
      if (!church) throw notFound(HOUSE_CHURCH_WORDS.message('join.notFound'));
      return church;
    },
  );

  app.post(
    '/api/house-church/house-churches/:id/join/',
    {
      config: { access: 'public', form: 'public', changesPages: 'nothing' },
      schema: {
        tags: ['house-churches'],
        summary:
          'Ask to join a house church (201, the same for an address that already asked; 409 when full)',
        params: houseChurchIdParamsSchema,
        body: houseChurchJoinSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service().join(churchIdOrNotFound(request.params.id), request.body)),
  );

  app.post(
    '/api/house-church/house-church-leaders/apply/',
    {
      config: { access: 'public', form: 'public', changesPages: 'nothing' },
      schema: {
        tags: ['house-churches'],
        summary: 'Apply to lead a house church (every step validated again)',
        body: leaderApplicationSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { message } = await service().applyToLead(request.body);
      return reply.status(201).send({ message });
    },
  );
};
