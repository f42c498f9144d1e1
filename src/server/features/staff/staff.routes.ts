/**
 * Staff accounts over HTTP (docs/product.md#staff-accounts). Thin: the rules are in staff.service.ts,
 * staff.account.service.ts and staff.invitations.ts.
 *   /api/admin/staff/…          administrators: the list, invitations (and withdrawing one), disable/enable, roles
 *   /api/admin/account/…        every staff member: own sessions, sign out elsewhere, own password
 *   /api/staff-invitations/…    public: accepting an invitation (the link's token is the key)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  inviteStaffSchema,
  staffInvitedSchema,
  STAFF_API,
  staffIdParamsSchema,
  staffListSchema,
  staffMessageSchema,
  staffRolesUpdateSchema,
  staffSessionsSchema,
} from '#shared/staff/contract.ts';
import { AppError } from '#server/errors.ts';
import { auditSummary } from '#server/features/audit/audit.outcome.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

/** Guessing a current password or an invitation from one address: a person never needs more. */
export const PASSWORD_FORM_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, staffAccount, auth } = app.services;
  const admins = { access: 'staff', area: 'staff' } as const;
  const everyone = { access: 'staff', area: 'own-account' } as const;
  const tags = ['admin'];

  /** The token of the session making this request (the route is staff-only, so it exists). */
  const currentToken = (cookies: Record<string, string | undefined>) => {
    const token = auth.cookie.unsign(cookies[auth.cookie.name]);
    if (!token) throw new AppError(401, NOT_SIGNED_IN_MESSAGE);
    return token;
  };

  app.get(
    STAFF_API.list,
    {
      config: admins,
      schema: { tags, summary: 'Staff accounts and pending invitations', response: { 200: staffListSchema } },
    },
    () => staff.list(),
  );

  app.post(
    STAFF_API.invite,
    {
      // The roles offered are kept in the audit log (who invited whom to be an administrator).
      config: { ...admins, audit: { safeFields: ['roles'] } },
      schema: {
        tags,
        summary: 'Invite a person by email: a one-time link valid 48 hours',
        body: inviteStaffSchema,
        response: { 200: staffInvitedSchema },
      },
    },
    async (request) => {
      const { message, link, emailHeld } = await staff.invite(request.body, request.staff!.username);
      // The link is a secret: answered only to the administrator who sent it, and only when its email
      // cannot go (docs/product.md#staff-accounts); never logged (the log keeps no answer bodies).
      return emailHeld ? { message, link } : { message };
    },
  );

  app.post(
    '/api/admin/staff/invitations/:id/withdraw/',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Withdraw a pending invitation: its link stops working at once',
        params: staffIdParamsSchema,
        response: { 200: staffMessageSchema },
      },
    },
    (request) => staff.withdrawInvitation(request.params.id),
  );

  for (const [path, summary, act] of [
    ['/api/admin/staff/:id/disable/', 'Disable an account: every session of it ends', staff.disable],
    ['/api/admin/staff/:id/enable/', 'Enable a disabled account', staff.enable],
  ] as const) {
    app.post(
      path,
      {
        config: admins,
        schema: { tags, summary, params: staffIdParamsSchema, response: { 200: staffMessageSchema } },
      },
      (request) => act(request.params.id),
    );
  }

  app.put(
    '/api/admin/staff/:id/roles/',
    {
      config: admins,
      schema: {
        tags,
        summary: "Set an account's roles",
        params: staffIdParamsSchema,
        body: staffRolesUpdateSchema,
        response: { 200: staffMessageSchema },
      },
    },
    async (request) => {
      const { message, auditSummary: summary } = await staff.setRoles(request.params.id, request.body.roles);
      auditSummary(request, summary);
      return { message };
    },
  );

  app.get(
    STAFF_API.sessions,
    {
      config: everyone,
      schema: { tags, summary: 'My live sessions', response: { 200: staffSessionsSchema } },
    },
    (request) => staffAccount.sessions(request.staff!.userId, currentToken(request.cookies)),
  );

  app.post(
    STAFF_API.signOutOthers,
    {
      config: everyone,
      schema: { tags, summary: 'Sign out everywhere else', response: { 200: staffMessageSchema } },
    },
    async (request) => ({
      message: (await staffAccount.signOutOthers(request.staff!.userId, currentToken(request.cookies)))
        .message,
    }),
  );

  app.post(
    STAFF_API.password,
    {
      config: { ...everyone, rateLimit: PASSWORD_FORM_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Change my password (the current one required); my other sessions end',
        body: changePasswordSchema,
        response: { 200: staffMessageSchema },
      },
    },
    (request) =>
      staffAccount.changePassword(request.staff!.userId, currentToken(request.cookies), request.body),
  );

  app.post(
    STAFF_API.accept,
    {
      // Public: the invitation's token is the key. Origin-checked like sign-in.
      config: { access: 'public', checkOrigin: true, rateLimit: PASSWORD_FORM_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Accept a staff invitation: choose a username and a password',
        body: acceptInvitationSchema,
        response: { 200: staffMessageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { message: (await staff.acceptInvitation(request.body, request.ip)).message };
    },
  );
};
