/**
 * What the waitlist tests share: joining and RSVPing through the API, and reading the emails the
 * loopback SMTP server received.
 */
import { expect } from 'vitest';
import type { TestAppWithMail } from '#tests/helpers/app.ts';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';
import { manageTokenIn } from '#tests/helpers/rsvp-links.ts';
import { waitlistTokenIn } from '#tests/helpers/waitlist-links.ts';

export function waitlistHelpers(app: () => TestAppWithMail) {
  const t = () => app();
  /** Every email delivered to `address` whose subject starts with `subject`, oldest first. */
  async function emailsTo(address: string, subject: string) {
    await t().app.services.outbox.idle();
    return t().smtp.messages.filter(
      (mail) =>
        recipientsOf(mail).includes(address.toLowerCase()) && (mail.subject ?? '').startsWith(subject),
    );
  }
  return {
    emailsTo,
    join: (eventId: number, payload: Record<string, unknown>) =>
      t().request({ method: 'POST', url: `/api/events/${eventId}/waitlist/`, payload }),
    rsvp: (eventId: number, payload: Record<string, unknown>) =>
      t().request({ method: 'POST', url: `/api/events/${eventId}/rsvp/`, payload }),
    /** RSVPs and returns the manage token from the confirmation email. */
    async rsvpToken(eventId: number, payload: Record<string, unknown>) {
      const response = await t().request({ method: 'POST', url: `/api/events/${eventId}/rsvp/`, payload });
      expect(response.statusCode).toBe(201);
      const [mail] = await emailsTo(String(payload.email), 'Your RSVP');
      return manageTokenIn(mail?.text);
    },
    /** The waitlist token in the newest email to `address` with that subject. */
    async tokenFrom(address: string, subject: string) {
      const mails = await emailsTo(address, subject);
      expect(mails.length, `an email "${subject}…" to ${address}`).toBeGreaterThan(0);
      return waitlistTokenIn(mails.at(-1)?.text);
    },
    open: (token: string) =>
      t().request({ method: 'GET', url: `/api/events/waitlist/?token=${encodeURIComponent(token)}` }),
    act: (token: string, action: string) =>
      t().request({
        method: 'POST',
        url: `/api/events/waitlist/?token=${encodeURIComponent(token)}`,
        payload: { answer: action },
      }),
    cancelRsvp: (token: string) =>
      t().request({ method: 'DELETE', url: `/api/events/rsvp/?token=${encodeURIComponent(token)}` }),
    changeRsvp: (token: string, payload: { attending: boolean; guests: number }) =>
      t().request({ method: 'PUT', url: `/api/events/rsvp/?token=${encodeURIComponent(token)}`, payload }),
    seatsOf: async (eventId: number) =>
      (await t().request({ method: 'GET', url: `/api/events/${eventId}/` })).json<{
        rsvp_count: number;
        spots_remaining: number | null;
        is_full: boolean;
      }>(),
  };
}
