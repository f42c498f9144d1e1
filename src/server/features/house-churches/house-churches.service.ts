/**
 * House churches: the public directory, join requests and leader applications
 * (docs/product.md#house-church-capacity-and-joining, #leader-applications).
 *
 * A join request holds no seat: it waits, pending, until staff approve it, and only approval
 * takes a seat (current_members + 1, guarded by the capacity rule: see house-churches.admin.service.ts).
 * A church with no room (hasRoom, src/shared/house-churches/capacity.ts) refuses new requests here; a
 * request accepted while there was room may still be refused a seat at approval if the church has
 * filled meanwhile.
 */
import { and, eq } from 'drizzle-orm';
import { hasRoom } from '#shared/house-churches/capacity.ts';
import type {
  HouseChurchJoinInput,
  HouseChurchListQuery,
  LeaderApplicationInput,
  PublicHouseChurch,
} from '#shared/house-churches/contract.ts';
import { HOUSE_CHURCH_WORDS, LEADER_WORDS } from '#shared/house-churches/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { houseChurchRegistrations, houseChurches, leaderApplications } from '#server/db/schema/index.ts';
import { enqueueConfirmation } from '#server/email/confirmations.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { enqueueStaffNotice } from '#server/email/staff-notices.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import {
  joinAlreadyAskedEmail,
  joinConfirmationEmail,
  joinNotificationEmail,
  leaderApplicationConfirmationEmail,
  leaderApplicationStaffEmail,
} from '#server/features/house-churches/house-churches.emails.ts';
import {
  type DirectoryList,
  listDirectory,
  publicColumns,
  toPublicHouseChurch,
} from '#server/features/house-churches/house-churches.directory.ts';

/** Said in the language of whoever reads it (the page, or the API's caller). */
const notFoundMessage = HOUSE_CHURCH_WORDS.message('join.notFound');

export interface HouseChurchServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  staffEmail: string | undefined;
  /** Posts of a form per 10 minutes that each get their own staff email (staff-notices.ts). */
  staffEmailsPerWindow: number;
  onEmailQueued: () => void;
}

export function createHouseChurchService(deps: HouseChurchServiceDeps) {
  const { db, clock, publicUrl, staffEmail, staffEmailsPerWindow: perWindow, onEmailQueued } = deps;

  return {
    /** The directory (docs/product.md#house-church-directory): house-churches.directory.ts. */
    list(query: HouseChurchListQuery): Promise<DirectoryList> {
      return listDirectory(db, query);
    },

    async get(id: number): Promise<PublicHouseChurch | null> {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const [row] = await db
        .select(publicColumns)
        .from(houseChurches)
        .where(and(eq(houseChurches.id, id), eq(houseChurches.isActive, true)));
      return row ? toPublicHouseChurch(row) : null;
    },

    /**
     * A request to join. A new request and a repeat of one answer the same
     * (docs/product.md#house-church-capacity-and-joining): who has asked to join which church is
     * nobody else's business, so the answer never tells. The address's owner learns it by email
     * instead: a confirmation the first time, "you have already asked" after (each at most once an
     * hour, enqueueConfirmation).
     */
    async join(id: number, input: HouseChurchJoinInput): Promise<{ message: string }> {
      if (!Number.isSafeInteger(id) || id < 1) throw notFound(notFoundMessage);
      if (input.house_church_id !== undefined && input.house_church_id !== id) {
        const mismatch = HOUSE_CHURCH_WORDS.message('join.idMismatch');
        throw new AppError(400, mismatch, { house_church_id: [mismatch] });
      }
      const email = input.email.trim();
      await db.transaction(async (tx) => {
        // A plain read: a request takes no seat, so nothing here can overbook.
        const [church] = await tx
          .select({ ...publicColumns, leaderEmail: houseChurches.leaderEmail })
          .from(houseChurches)
          .where(and(eq(houseChurches.id, id), eq(houseChurches.isActive, true)));
        if (!church) throw notFound(notFoundMessage);
        const summary = toPublicHouseChurch(church);
        // Whether a church is full is public (the directory shows it), so it is answered before
        // anything about this address is looked at: the same to someone who asked before.
        if (!hasRoom(summary)) throw conflict(HOUSE_CHURCH_WORDS.message('join.full'));

        const registrant = { ...input, email };
        // Duplicates are kept out by the unique (church, lower(email)) index.
        const inserted = await tx
          .insert(houseChurchRegistrations)
          .values({
            houseChurchId: id,
            firstName: input.first_name,
            lastName: input.last_name,
            email,
            phone: input.phone,
            testimony: input.testimony,
            spiritualGifts: input.spiritual_gifts,
            ministryInterests: input.ministry_interests,
            receiveEmails: input.receive_emails,
            receiveSms: input.receive_sms,
            locale: input.locale,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: houseChurchRegistrations.id });
        if (inserted.length === 0) {
          await enqueueConfirmation(
            tx,
            'house-church-join',
            joinAlreadyAskedEmail({ church: summary, to: email, locale: input.locale, publicUrl }),
            clock.now(),
          );
          return;
        }

        await enqueueConfirmation(
          tx,
          'house-church-join',
          joinConfirmationEmail({ church: summary, registrant, publicUrl }),
          clock.now(),
        );
        if (church.leaderEmail) {
          await enqueueEmail(
            tx,
            joinNotificationEmail({
              to: church.leaderEmail,
              audience: 'leader',
              church: summary,
              registrant,
            }),
          );
        }
        if (staffEmail) {
          // Beyond a few in 10 minutes, staff hear of them in one digest (docs/product.md#emails-and-the-outbox).
          await enqueueStaffNotice(tx, {
            form: 'house-church-join',
            email: joinNotificationEmail({ to: staffEmail, audience: 'staff', church: summary, registrant }),
            now: clock.now(),
            publicUrl,
            perWindow,
          });
        }
      });
      onEmailQueued();
      return { message: HOUSE_CHURCH_WORDS.in(input.locale)('join.joined') };
    },

    async applyToLead(input: LeaderApplicationInput): Promise<{ id: string; message: string }> {
      const id = await db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(leaderApplications)
          .values({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone,
            testimony: input.testimony,
            yearsSaved: input.years_saved,
            ministryExperience: input.ministry_experience,
            spiritualGifts: input.spiritual_gifts,
            currentChurch: input.current_church,
            reference1Name: input.reference1_name,
            reference1Phone: input.reference1_phone,
            reference1Email: input.reference1_email,
            reference1Relationship: input.reference1_relationship,
            reference2Name: input.reference2_name,
            reference2Phone: input.reference2_phone,
            reference2Email: input.reference2_email,
            reference2Relationship: input.reference2_relationship,
            statementOfFaithAgreed: input.statement_of_faith_agreed,
            codeOfConductAgreed: input.code_of_conduct_agreed,
            ministryGuidelinesAgreed: input.ministry_guidelines_agreed,
            locale: input.locale,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: leaderApplications.id });
        await enqueueConfirmation(
          tx,
          'leader-application',
          leaderApplicationConfirmationEmail({ application: input, publicUrl }),
          now,
        );
        if (staffEmail) {
          await enqueueStaffNotice(tx, {
            form: 'leader-application',
            email: leaderApplicationStaffEmail({
              to: staffEmail,
              application: input,
              applicationId: row!.id,
            }),
            now,
            publicUrl,
            perWindow,
          });
        }
        return row!.id;
      });
      onEmailQueued();
      return { id, message: LEADER_WORDS.in(input.locale)('received') };
    },
  };
}

export type HouseChurchService = ReturnType<typeof createHouseChurchService>;
