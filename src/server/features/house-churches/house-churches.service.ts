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
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { hasRoom, spotsLeft } from '#shared/house-churches/capacity.ts';
import type {
  HouseChurchJoinInput,
  HouseChurchListQuery,
  LeaderApplicationInput,
  PublicHouseChurch,
} from '#shared/house-churches/contract.ts';
import { HOUSE_CHURCH_WORDS, LEADER_WORDS, NEARBY_MILES } from '#shared/house-churches/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern } from '#server/db/list-query.ts';
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
import { hasRoomSql, seatsOf } from '#server/features/house-churches/house-churches.capacity.sql.ts';
import {
  churchArea,
  findPlace,
  looksLikeZip,
  milesBetween,
  type Position,
} from '#server/features/house-churches/house-churches.places.ts';

export interface HouseChurchServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  staffEmail: string | undefined;
  /** Posts of a form per 10 minutes that each get their own staff email (staff-notices.ts). */
  staffEmailsPerWindow: number;
  onEmailQueued: () => void;
}

/** The only columns the public API reads: no street address, position or leader contact. */
const publicColumns = {
  id: houseChurches.id,
  name: houseChurches.name,
  description: houseChurches.description,
  neighborhood: houseChurches.neighborhood,
  city: houseChurches.city,
  state: houseChurches.state,
  meetingDay: houseChurches.meetingDay,
  meetingTime: houseChurches.meetingTime,
  meetingDurationHours: houseChurches.meetingDurationHours,
  leaderName: houseChurches.leaderName,
  currentMembers: houseChurches.currentMembers,
  maxCapacity: houseChurches.maxCapacity,
  acceptsChildren: houseChurches.acceptsChildren,
  requiresVaccination: houseChurches.requiresVaccination,
  isFlagship: houseChurches.isFlagship,
};
type PublicRow = Pick<typeof houseChurches.$inferSelect, keyof typeof publicColumns>;

/** What places a church in a distance search: its stored area, or one worked out from its fields. */
const areaColumns = {
  areaLatitude: houseChurches.areaLatitude,
  areaLongitude: houseChurches.areaLongitude,
  postalCode: houseChurches.postalCode,
};
type AreaRow = Pick<typeof houseChurches.$inferSelect, keyof typeof areaColumns | 'neighborhood' | 'city'>;

/**
 * A church's area: stored when staff last saved it, else worked out the same way (a church saved
 * before areas were stored). Never its street address or exact position.
 */
function areaOf(row: AreaRow): Position | null {
  if (row.areaLatitude !== null && row.areaLongitude !== null) {
    return { latitude: row.areaLatitude, longitude: row.areaLongitude };
  }
  return churchArea(row);
}

/** The public view of a church; the one place spots_available and is_full are worked out. */
export function toPublicHouseChurch(row: PublicRow, distanceMiles: number | null = null): PublicHouseChurch {
  const seats = seatsOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    meeting_day: row.meetingDay,
    meeting_time: row.meetingTime,
    meeting_duration_hours: Number(row.meetingDurationHours),
    leader_name: row.leaderName,
    current_members: row.currentMembers,
    max_capacity: row.maxCapacity,
    spots_available: spotsLeft(seats),
    accepts_children: row.acceptsChildren,
    requires_vaccination: row.requiresVaccination,
    is_full: !hasRoom(seats),
    is_flagship: row.isFlagship,
    distance_miles: distanceMiles === null ? null : Math.round(distanceMiles * 10) / 10,
  };
}

/** The place a search measures from: what was typed, else the visitor's position; null for none. */
function searchOrigin(query: HouseChurchListQuery): { origin: Position | null; near: string } {
  const near = query.near.trim();
  if (near) return { origin: findPlace(near), near };
  if (query.lat !== null && query.lng !== null) {
    return { origin: { latitude: query.lat, longitude: query.lng }, near: '' };
  }
  return { origin: null, near: '' };
}

/** The directory's answer; `unknownPlace` when the text typed is no place and no part of a church's. */
export interface DirectoryList {
  churches: PublicHouseChurch[];
  unknownPlace: boolean;
}
const unknownPlace: DirectoryList = { churches: [], unknownPlace: true };

export function createHouseChurchService(deps: HouseChurchServiceDeps) {
  const { db, clock, publicUrl, staffEmail, staffEmailsPerWindow: perWindow, onEmailQueued } = deps;

  return {
    /**
     * The directory (docs/product.md#house-church-directory). A place (ZIP code, neighborhood, city)
     * or a position lists the churches within NEARBY_MILES of it, nearest first, each with its
     * distance; text that is no known place matches a part of a church's city or neighborhood, and
     * text that matches nothing is refused with a message saying what to type.
     */
    async list(query: HouseChurchListQuery): Promise<DirectoryList> {
      const conditions: SQL[] = [eq(houseChurches.isActive, true)];
      const city = query.city.trim();
      // A plain substring: the visitor's % and _ are not wildcards.
      if (city) conditions.push(ilike(houseChurches.city, containsPattern(city)));
      const { origin, near } = searchOrigin(query);
      if (near && !origin) {
        if (looksLikeZip(near)) return unknownPlace;
        const partOfName = or(
          ilike(houseChurches.city, containsPattern(near)),
          ilike(houseChurches.neighborhood, containsPattern(near)),
        )!;
        const [named] = await db
          .select({ id: houseChurches.id })
          .from(houseChurches)
          .where(and(eq(houseChurches.isActive, true), partOfName))
          .limit(1);
        if (!named) return unknownPlace;
        conditions.push(partOfName);
      }
      if (query.meeting_day) conditions.push(eq(houseChurches.meetingDay, query.meeting_day));
      if (query.has_spots) conditions.push(hasRoomSql());
      if (query.accepts_children) conditions.push(eq(houseChurches.acceptsChildren, true));
      const rows = await db
        .select({ ...publicColumns, ...areaColumns })
        .from(houseChurches)
        .where(and(...conditions))
        .orderBy(desc(houseChurches.isFlagship), asc(houseChurches.name));
      if (!origin) return { churches: rows.map((row) => toPublicHouseChurch(row)), unknownPlace: false };
      // Nearest first; a church that cannot be placed comes last, without a distance.
      const churches = rows
        .map((row) => {
          const area = areaOf(row);
          return { row, miles: area ? milesBetween(origin, area) : Infinity };
        })
        .filter(({ miles }) => miles === Infinity || miles <= NEARBY_MILES)
        .sort((a, b) => (a.miles === b.miles ? 0 : a.miles - b.miles))
        .map(({ row, miles }) => toPublicHouseChurch(row, miles === Infinity ? null : miles));
      return { churches, unknownPlace: false };
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
      if (!Number.isSafeInteger(id) || id < 1) throw notFound(HOUSE_CHURCH_WORDS.notFound);
      if (input.house_church_id !== undefined && input.house_church_id !== id) {
        throw new AppError(400, HOUSE_CHURCH_WORDS.idMismatch, {
          house_church_id: [HOUSE_CHURCH_WORDS.idMismatch],
        });
      }
      const email = input.email.trim();
      await db.transaction(async (tx) => {
        // A plain read: a request takes no seat, so nothing here can overbook.
        const [church] = await tx
          .select({ ...publicColumns, leaderEmail: houseChurches.leaderEmail })
          .from(houseChurches)
          .where(and(eq(houseChurches.id, id), eq(houseChurches.isActive, true)));
        if (!church) throw notFound(HOUSE_CHURCH_WORDS.notFound);
        const summary = toPublicHouseChurch(church);
        // Whether a church is full is public (the directory shows it), so it is answered before
        // anything about this address is looked at: the same to someone who asked before.
        if (!hasRoom(summary)) throw conflict(HOUSE_CHURCH_WORDS.full);

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
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: houseChurchRegistrations.id });
        if (inserted.length === 0) {
          await enqueueConfirmation(
            tx,
            'house-church-join',
            joinAlreadyAskedEmail({ church: summary, to: email, publicUrl }),
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
      return { message: HOUSE_CHURCH_WORDS.joined };
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
      return { id, message: LEADER_WORDS.received };
    },
  };
}

export type HouseChurchService = ReturnType<typeof createHouseChurchService>;
