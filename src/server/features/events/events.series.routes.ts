/**
 * Staff API of recurring series (docs/product.md#staff-events): create a series with its dates, see a
 * series and every date of it, and change it "from this date on". One date is moved or cancelled
 * through the ordinary event routes (PUT /api/events/{id}/), like any event.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERIES_WORDS,
  seriesIdParamsSchema,
  seriesInputSchema,
  seriesSchema,
  seriesSplitSchema,
} from '#shared/events/series-contract.ts';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { notFound } from '#server/errors.ts';

const idOrNotFound = (raw: string): number => {
  const id = parseSerialId(raw);
  if (id === null) throw notFound(SERIES_WORDS.notFound);
  return id;
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const staff = { access: 'staff' as const, area: 'events' as const };

export const eventSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const series = () => app.services.eventSeries;

  app.post(
    '/api/admin/event-series/',
    {
      config: staff,
      schema: {
        tags: ['events'],
        summary: 'Create a recurring series and its dates up to the horizon (staff: events)',
        body: seriesInputSchema,
        response: { 201: seriesSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await series().create(request.body)),
  );

  app.get(
    '/api/admin/event-series/:id/',
    {
      config: staff,
      schema: {
        tags: ['events'],
        summary: 'A series, its rule in words and every date made so far (staff: events)',
        params: seriesIdParamsSchema,
        response: { 200: seriesSchema, ...errors },
      },
    },
    async (request) => series().view(idOrNotFound(request.params.id)),
  );

  app.post(
    '/api/admin/event-series/:id/split/',
    {
      config: staff,
      schema: {
        tags: ['events'],
        summary:
          'Change a series from one of its dates on: the series ends the day before, a new one starts ' +
          'there; dates with RSVPs are updated in place, never deleted (staff: events)',
        params: seriesIdParamsSchema,
        querystring: z.object({ from: z.string() }),
        body: seriesSplitSchema,
        response: { 201: seriesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const from = parseSerialId(request.query.from);
      if (from === null) throw notFound(SERIES_WORDS.notInSeries);
      const made = await series().splitFrom(idOrNotFound(request.params.id), from, request.body);
      return reply.status(201).send(made);
    },
  );
};
