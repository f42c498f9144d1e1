/**
 * The one place public forms are screened for automated posts, and where every post turned away is
 * counted (form_rejections) so staff can see how much spam the forms keep out. API routes get the
 * screening from the public-form plugin; page actions (forms posted without JavaScript) call
 * screenPagePost themselves.
 */
import { setTimeout as wait } from 'node:timers/promises';
import { and, count, desc, asc, gte, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AutomatedReason,
  automatedReason,
  type FormGuardInput,
  MIN_FILL_MS,
} from '#shared/forms/guard-fields.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { type FormRejectionReason, formRejections } from '#server/db/schema/index.ts';

/** Form names come from our own routes and page paths; the cap only keeps a stray long path short. */
const MAX_FORM_NAME_LENGTH = 200;

export type PagePostVerdict = 'accepted' | 'rejected';

export interface FormRejectionCount {
  form: string;
  count: number;
}

export interface FormGuardDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How the page-post hold waits; tests pass one that returns at once and notes the time asked. */
  sleep?: (ms: number) => Promise<void>;
}

export function createFormGuardService({ db, clock, log, sleep = (ms) => wait(ms) }: FormGuardDeps) {
  async function recordRejection(form: string, reason: FormRejectionReason): Promise<void> {
    try {
      await db
        .insert(formRejections)
        .values({ form: form.slice(0, MAX_FORM_NAME_LENGTH), reason, createdAt: clock.now() });
    } catch (error) {
      // Failing to count must not turn the answer to a post into a 500. The error's name only: a
      // driver's message can quote the values it was given.
      log.error(
        { errorName: error instanceof Error ? error.name : typeof error },
        'form rejection not counted',
      );
    }
  }

  const within = (since: Date) =>
    and(gte(formRejections.createdAt, since), lte(formRejections.createdAt, clock.now()));

  return {
    /** Why this parsed body looks automated ('honeypot', 'too_fast'), or null for a person's post. */
    reasonToReject(body: FormGuardInput, now: Date = clock.now()): AutomatedReason | null {
      return automatedReason(body, now.getTime());
    },

    recordRejection,

    /**
     * A page action's form post (no JavaScript): the honeypot or a missing start time (our pages
     * always send one) is turned away and counted. A post sooner than MIN_FILL_MS is held until that
     * time has passed, then accepted, as the browser holds an early submit: a person is never refused
     * for being quick.
     */
    async screenPagePost(form: string, input: FormGuardInput): Promise<PagePostVerdict> {
      const reason = automatedReason(input, clock.now().getTime());
      if (reason === 'honeypot') {
        await recordRejection(form, 'honeypot');
        return 'rejected';
      }
      if (input.form_started_at === undefined) {
        await recordRejection(form, 'no_start_time');
        return 'rejected';
      }
      if (reason === 'too_fast') {
        const early = MIN_FILL_MS - (clock.now().getTime() - input.form_started_at);
        // A start time in the future (a skewed or forged field) never holds longer than the minimum.
        await sleep(Math.min(MIN_FILL_MS, Math.max(0, early)));
      }
      return 'accepted';
    },

    /** Posts turned away from `since` until now, all forms together. */
    async countSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(formRejections).where(within(since));
      return row?.n ?? 0;
    },

    /** The same per form, most first; at most `limit` forms (a dashboard line, not a report). */
    async countByFormSince(since: Date, limit = 10): Promise<FormRejectionCount[]> {
      const n = count();
      return db
        .select({ form: formRejections.form, count: n })
        .from(formRejections)
        .where(within(since))
        .groupBy(formRejections.form)
        .orderBy(desc(n), asc(formRejections.form))
        .limit(limit);
    },
  };
}

export type FormGuardService = ReturnType<typeof createFormGuardService>;
