/**
 * Staff notifications of the public forms (docs/product.md#emails-and-the-outbox). Anyone may post a
 * form as often as the rate limits allow, and each post used to send staff an email of its own: 36
 * posts, 36 emails. The rule, here and only here: per form and 10-minute window (by the site's
 * clock, windows starting on the hour), the first 5 posts each get their own staff email as before;
 * every post beyond them is counted in one digest email for that form and window, which says how
 * many more arrived and links to the admin screen, and goes out once the window has closed.
 *
 * A row per form and window (`staff_notice_windows`) counts the posts: the insert or increment locks
 * it until the transaction ends, so posts from every app process are counted one after another and
 * the digest is queued once. The digest is an ordinary outbox row due when the window closes, so the
 * outbox's claim sends it exactly once. The post itself is always stored: only emails are gathered.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ministryFormatter, zoneAbbreviation } from '#shared/site/time-zone.ts';
import { site } from '#shared/site/settings.ts';
import type { Executor } from '#server/db/client.ts';
import { emailOutbox, staffNoticeWindows } from '#server/db/schema/index.ts';
import { enqueueEmail, type OutgoingEmail, outboxRow } from '#server/email/outbox.ts';

/** One window per form lasts this long. */
export const STAFF_NOTICE_WINDOW_MS = 10 * 60_000;
/** Posts in one window that still get their own staff email by default (STAFF_EMAILS_PER_10_MINUTES). */
export const STAFF_NOTICES_PER_WINDOW = 5;

/** Each public form's words in its digest, and the admin screen that lists its posts. */
export const STAFF_NOTICE_FORMS = {
  contact: { one: 'contact message', many: 'contact messages', screen: 'the inbox', path: '/admin/messages' },
  prayer: {
    one: 'prayer request',
    many: 'prayer requests',
    screen: 'the prayer requests',
    path: '/admin/prayer-requests',
  },
  'devotional-lead': {
    one: 'devotional download',
    many: 'devotional downloads',
    screen: 'the leads',
    path: '/admin/subscribers',
  },
  'event-lead': { one: 'event lead', many: 'event leads', screen: 'the leads', path: '/admin/subscribers' },
  'bible-study': {
    one: 'Bible study signup',
    many: 'Bible study signups',
    screen: 'the Bible study sign-ups',
    path: '/admin/bible-study',
  },
  'house-church-join': {
    one: 'house church join request',
    many: 'house church join requests',
    screen: 'the join requests',
    path: '/admin/house-churches/requests',
  },
  'leader-application': {
    one: 'house church leader application',
    many: 'house church leader applications',
    screen: 'the applications',
    path: '/admin/house-churches/applications',
  },
} as const;
export type StaffNoticeForm = keyof typeof STAFF_NOTICE_FORMS;

export interface StaffNotice {
  form: StaffNoticeForm;
  /** This post's own staff email, sent as it is while the window has room for it. */
  email: OutgoingEmail;
  now: Date;
  publicUrl: string;
  /** Posts per window that get their own email (the setting; STAFF_NOTICES_PER_WINDOW by default). */
  perWindow: number;
}

/** The window an instant falls in: [start, end). */
export function staffNoticeWindow(now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / STAFF_NOTICE_WINDOW_MS) * STAFF_NOTICE_WINDOW_MS;
  return { start: new Date(start), end: new Date(start + STAFF_NOTICE_WINDOW_MS) };
}

/** The digest of `posts` posts in a window: what it says of the ones beyond the single emails. */
export function staffDigestEmail(options: {
  form: StaffNoticeForm;
  to: string;
  posts: number;
  window: { start: Date; end: Date };
  publicUrl: string;
  perWindow: number;
}): OutgoingEmail {
  const { form, to, posts, window, publicUrl, perWindow } = options;
  const words = STAFF_NOTICE_FORMS[form];
  const more = posts - perWindow;
  const noun = (n: number) => (n === 1 ? words.one : words.many);
  const minutes = STAFF_NOTICE_WINDOW_MS / 60_000;
  const time = (at: Date) => ministryFormatter({ hour: 'numeric', minute: '2-digit' }).format(at);
  const day = ministryFormatter({ month: 'long', day: 'numeric', year: 'numeric' }).format(window.start);
  // Counts and a link only: never a visitor's words (a private prayer request's text stays in the database).
  return {
    kind: `${form}.staff-digest`,
    to,
    subject: `[${site.shortName}] ${more} more ${noun(more)} in the last ${minutes} minutes`,
    text: [
      `${more} more ${noun(more)} arrived in the last ${minutes} minutes — see ${words.screen}: ${publicUrl}${words.path}`,
      '',
      `Between ${time(window.start)} and ${time(window.end)} ${zoneAbbreviation(window.start)} on ${day}, ${posts} ${noun(posts)} arrived.`,
      `The first ${perWindow} were emailed one by one; the other ${more} are gathered here so a flood of posts does not flood your inbox. Every one is stored and waits in the admin.`,
      '',
      'Sent by the website.',
    ].join('\n'),
  };
}

/**
 * Queues the staff notification of one post of `form`, in the caller's transaction (the one that
 * stores the post): its own email while the window has room, otherwise a count in the window's
 * digest. Returns which.
 */
export async function enqueueStaffNotice(tx: Executor, notice: StaffNotice): Promise<'single' | 'digest'> {
  const { form, email, now, publicUrl, perWindow } = notice;
  const window = staffNoticeWindow(now);
  const [counted] = await tx
    .insert(staffNoticeWindows)
    .values({ form, windowStart: window.start, posts: 1 })
    .onConflictDoUpdate({
      target: [staffNoticeWindows.form, staffNoticeWindows.windowStart],
      set: { posts: sql`${staffNoticeWindows.posts} + 1` },
    })
    .returning({ posts: staffNoticeWindows.posts, digestEmailId: staffNoticeWindows.digestEmailId });
  const { posts, digestEmailId } = counted!;
  if (posts <= perWindow) {
    await enqueueEmail(tx, email);
    return 'single';
  }
  const digest = outboxRow(staffDigestEmail({ form, to: email.to, posts, window, publicUrl, perWindow }));
  if (digestEmailId) {
    // Still waiting for its window to close (or held without SMTP): it now counts this post too.
    const updated = await tx
      .update(emailOutbox)
      .set({ subject: digest.subject, textBody: digest.textBody })
      .where(and(eq(emailOutbox.id, digestEmailId), inArray(emailOutbox.status, ['queued', 'held'])))
      .returning({ id: emailOutbox.id });
    if (updated.length > 0) return 'digest';
    // Already sent: a process whose clock runs behind the others' posted into a closed window.
    // Staff still hear of the post, by its own email.
    await enqueueEmail(tx, email);
    return 'single';
  }
  const [queued] = await tx
    .insert(emailOutbox)
    .values({ ...digest, nextAttemptAt: window.end, createdAt: now })
    .returning({ id: emailOutbox.id });
  await tx
    .update(staffNoticeWindows)
    .set({ digestEmailId: queued!.id })
    .where(and(eq(staffNoticeWindows.form, form), eq(staffNoticeWindows.windowStart, window.start)));
  return 'digest';
}
