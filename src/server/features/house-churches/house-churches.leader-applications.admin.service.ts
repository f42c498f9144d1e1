/**
 * Staff review of leader applications (docs/product.md#leader-applications): a list by status, the
 * whole application with both references, status moves received → reviewing → approved or declined
 * (see APPLICATION_TRANSITIONS; anything else is a 409), and staff notes. The applicant is emailed
 * kindly when a decision is taken, once: decisions are final, and the row is locked while moving.
 */
import { and, eq } from 'drizzle-orm';
import {
  type ApplicationListQuery,
  type ApplicationUpdate,
  applicationMoveRefused,
  canMoveApplication,
  HC_ADMIN_WORDS as M,
  type LeaderApplicationDetail,
  type LeaderApplicationSummary,
} from '#shared/house-churches/admin-contract.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { fullName, matchesSearch, newestFirst, type Page, readTablePage } from '#server/db/list-query.ts';
import { leaderApplications } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { conflict, notFound } from '#server/errors.ts';
import { applicationDecisionEmail } from '#server/features/house-churches/house-churches.admin.emails.ts';

type Row = typeof leaderApplications.$inferSelect;

function toSummary(row: Row): LeaderApplicationSummary {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    years_saved: row.yearsSaved,
    current_church: row.currentChurch,
    locale: row.locale,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDetail(row: Row): LeaderApplicationDetail {
  return {
    ...toSummary(row),
    testimony: row.testimony,
    ministry_experience: row.ministryExperience,
    spiritual_gifts: row.spiritualGifts,
    reference1_name: row.reference1Name,
    reference1_phone: row.reference1Phone,
    reference1_email: row.reference1Email,
    reference1_relationship: row.reference1Relationship,
    reference2_name: row.reference2Name,
    reference2_phone: row.reference2Phone,
    reference2_email: row.reference2Email,
    reference2_relationship: row.reference2Relationship,
    statement_of_faith_agreed: row.statementOfFaithAgreed,
    code_of_conduct_agreed: row.codeOfConductAgreed,
    ministry_guidelines_agreed: row.ministryGuidelinesAgreed,
    notes: row.notes,
  };
}

export function createLeaderApplicationsAdminService(deps: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  onEmailQueued: () => void;
}) {
  const { db, clock, publicUrl, onEmailQueued } = deps;
  const missing = () => notFound(M.applicationNotFound);

  return {
    list(query: ApplicationListQuery): Promise<Page<LeaderApplicationSummary>> {
      const t = leaderApplications;
      const where = and(
        query.status === 'all' ? undefined : eq(t.status, query.status),
        matchesSearch(query.search, [t.firstName, t.lastName, t.email, fullName(t.firstName, t.lastName)]),
      );
      const orderBy = newestFirst(t.createdAt, t.id);
      return readTablePage(db, query, { from: t, where, orderBy }, toSummary);
    },

    async get(id: string): Promise<LeaderApplicationDetail> {
      if (!isUuid(id)) throw missing();
      const [row] = await db.select().from(leaderApplications).where(eq(leaderApplications.id, id));
      if (!row) throw missing();
      return toDetail(row);
    },

    async update(id: string, change: ApplicationUpdate): Promise<LeaderApplicationDetail> {
      if (!isUuid(id)) throw missing();
      const { row, emailed } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(leaderApplications)
          .where(eq(leaderApplications.id, id))
          .for('update');
        if (!current) throw missing();
        const to = change.status ?? current.status;
        if (!canMoveApplication(current.status, to))
          throw conflict(applicationMoveRefused(current.status, to));
        const [updated] = await tx
          .update(leaderApplications)
          .set({
            status: to,
            ...(change.notes !== undefined ? { notes: change.notes } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(leaderApplications.id, id))
          .returning();
        const decided = to !== current.status && (to === 'approved' || to === 'declined');
        if (decided) {
          await enqueueEmail(
            tx,
            applicationDecisionEmail({
              decision: to,
              person: { first_name: current.firstName, email: current.email, locale: current.locale },
              publicUrl,
            }),
          );
        }
        return { row: updated!, emailed: decided };
      });
      if (emailed) onEmailQueued();
      return toDetail(row);
    },
  };
}
