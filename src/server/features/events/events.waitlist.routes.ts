/**
 * The waitlist API (docs/product.md#waitlist): joining a full event's line, one's own entry through its
 * private link (the token travels in the query, which the log redacts; never cached), and the staff's
 * view of the line with offers by hand (the events area). Also runs the sweep that ends expired offers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import { EVENT_WORDS, eventIdParamsSchema, rsvpTokenQuerySchema } from '#shared/events/contract.ts';
import {
  waitlistActionResponseSchema,
  waitlistActionSchema,
  waitlistAdminListSchema,
  waitlistAdminParamsSchema,
  waitlistEntryViewSchema,
  waitlistJoinResponseSchema,
  waitlistJoinSchema,
  waitlistStaffOfferResponseSchema,
} from '#shared/events/waitlist-contract.ts';
import { WAITLIST_WORDS } from '#shared/events/waitlist-words.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { notFound } from '#server/errors.ts';
import { ATTENDEE_NOT_FOUND } from '#server/features/events/events.attendee-removal.ts';
import { WaitlistSweep } from '#server/features/events/events.waitlist-sweep.ts';

const idOrNotFound = (raw: string): number => {
  const id = parseSerialId(raw);
  if (id === null) throw notFound(EVENT_WORDS.notFound);
  return id;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const waitlist = () => app.services.waitlist;

  const sweep = new WaitlistSweep(
    () => waitlist().sweepExpiredOffers(),
    app.log.child({ component: 'waitlist' }),
  );
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());

  app.post(
    '/api/events/:id/waitlist/',
    {
      config: { access: 'public', form: 'public', changesPages: ['seats'] },
      schema: {
        tags: ['events'],
        summary:
          'Join the waitlist of a full event (409 when the party fits: RSVP instead). An address already ' +
          'in line gets the same answer, nothing changes, and it is emailed its place and private link',
        params: eventIdParamsSchema,
        body: waitlistJoinSchema,
        response: { 201: waitlistJoinResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await waitlist().join(idOrNotFound(request.params.id), request.body)),
  );

  const linkConfig = {
    access: 'public' as const,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    changesPages: ['seats' as const],
  };

  app.get(
    '/api/events/waitlist/',
    {
      config: linkConfig,
      schema: {
        tags: ['events'],
        summary: 'The waitlist entry a private link opens: its place in line and any offer',
        querystring: rsvpTokenQuerySchema,
        response: { 200: waitlistEntryViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await waitlist().find(request.query.token);
      if (!entry) throw notFound(WAITLIST_WORDS.linkInvalid);
      return reply.header('cache-control', 'no-store').send(entry);
    },
  );

  app.post(
    '/api/events/waitlist/',
    {
      config: linkConfig,
      schema: {
        tags: ['events'],
        summary:
          'Claim or decline the offer of the entry a private link opens, or leave the line ' +
          '(409: already claimed, expired, no offer yet)',
        querystring: rsvpTokenQuerySchema,
        body: waitlistActionSchema,
        response: { 200: waitlistActionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await waitlist().act(request.query.token, request.body.answer, request.body.locale)),
  );

  const staff = { access: 'staff' as const, area: 'events' as const };

  app.get(
    '/api/admin/events/:id/waitlist/',
    {
      config: staff,
      schema: {
        tags: ['events'],
        summary: "An event's waitlist, in line first, then those who left it (staff)",
        params: eventIdParamsSchema,
        response: { 200: waitlistAdminListSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await waitlist().list(idOrNotFound(request.params.id))),
  );

  app.post(
    '/api/admin/events/:id/waitlist/:entryId/offer/',
    {
      // The offer holds seats and may raise the limit: the pages that show seats change.
      config: { ...staff, changesPages: ['seats' as const] },
      schema: {
        tags: ['events'],
        summary:
          'Offer seats by hand to someone waiting, whatever their place (staff; raises the RSVP limit ' +
          'by exactly what their party lacks)',
        params: waitlistAdminParamsSchema,
        response: { 200: waitlistStaffOfferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, entryId } = request.params;
      if (!UUID.test(entryId)) throw notFound(WAITLIST_WORDS.staffEntryNotFound);
      return waitlist().offer(idOrNotFound(id), entryId);
    },
  );

  app.delete(
    '/api/admin/events/:id/attendees/:entryId/',
    {
      // The seats go back (or to the waitlist): the pages that show seats change, as with an RSVP.
      config: { ...staff, changesPages: ['seats' as const] },
      schema: {
        tags: ['events'],
        summary: 'Remove an attendee (an RSVP); their seats are offered to the waitlist (staff)',
        params: waitlistAdminParamsSchema,
        response: { 200: waitlistStaffOfferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, entryId: rsvpId } = request.params;
      if (!UUID.test(rsvpId)) throw notFound(ATTENDEE_NOT_FOUND);
      return waitlist().removeAttendee(idOrNotFound(id), rsvpId);
    },
  );
};
