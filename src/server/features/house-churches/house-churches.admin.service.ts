/**
 * Staff work on house churches (docs/product.md#staff-house-churches): create, edit, archive and
 * restore churches with their private fields, and decide join requests.
 *
 * Seats: a pending request holds no seat. Approval takes one: it locks the request, then the
 * church row (SELECT ... FOR UPDATE, always in that order), increments current_members only where
 * the capacity rule finds room (hasRoomSql in the UPDATE's WHERE, so the check and the write are one
 * statement) and emails the registrant the meeting details, all in one transaction, so concurrent
 * approvals for the last seat are decided one after another and exactly one wins (the capacity
 * check constraint is the backstop). Decline changes no count; removing an approved
 * member gives the seat back. Decisions are only taken from pending, so a second approval is a 409,
 * never a second email.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { hasRoom } from '#shared/house-churches/capacity.ts';
import {
  type AdminHouseChurch,
  HC_ADMIN_WORDS as M,
  type HouseChurchInput,
  type JoinRequest,
  type JoinRequestListQuery,
} from '#shared/house-churches/admin-contract.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { fullName, matchesSearch, type Page, readPage } from '#server/db/list-query.ts';
import { houseChurchRegistrations, houseChurches } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import { hasRoomSql, seatsOf } from '#server/features/house-churches/house-churches.capacity.sql.ts';
import {
  joinApprovedEmail,
  joinDeclinedEmail,
} from '#server/features/house-churches/house-churches.admin.emails.ts';
import { churchAreaColumns } from '#server/features/house-churches/house-churches.places.ts';
import { toPublicHouseChurch } from '#server/features/house-churches/house-churches.directory.ts';
import { pictureJsonSql, requireLibraryImage } from '#server/features/images/images.references.ts';

export interface HouseChurchAdminDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  onEmailQueued: () => void;
}

type ChurchRow = typeof houseChurches.$inferSelect;
type RequestRow = typeof houseChurchRegistrations.$inferSelect;

// Written out with table names: drizzle leaves columns unqualified in a one-table select, which
// would make "id" inside the subquery the registration's own id.
const pendingCount = sql<number>`(select count(*)::int from house_church_registrations r
  where r.house_church_id = house_churches.id and r.status = 'pending')`.mapWith(Number);
const pictureJson = pictureJsonSql('house_churches');

export function toAdminHouseChurch(
  row: ChurchRow,
  pending: number,
  pictureJson: string | null,
): AdminHouseChurch {
  return {
    ...toPublicHouseChurch({ ...row, pictureJson }),
    street_address: row.streetAddress,
    postal_code: row.postalCode,
    area_name: row.areaName,
    latitude: row.latitude,
    longitude: row.longitude,
    arrival_notes: row.arrivalNotes,
    leader_email: row.leaderEmail,
    leader_phone: row.leaderPhone,
    is_active: row.isActive,
    pending_requests: pending,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toJoinRequest(row: RequestRow, churchName: string): JoinRequest {
  return {
    id: row.id,
    house_church_id: row.houseChurchId,
    house_church_name: churchName,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    testimony: row.testimony,
    spiritual_gifts: row.spiritualGifts,
    ministry_interests: row.ministryInterests,
    receive_emails: row.receiveEmails,
    receive_sms: row.receiveSms,
    locale: row.locale,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

function toColumns(input: HouseChurchInput) {
  return {
    // Where distance searches place it, from the fields staff typed (never the street address).
    ...churchAreaColumns({
      neighborhood: input.neighborhood,
      city: input.city,
      postalCode: input.postal_code,
    }),
    name: input.name,
    description: input.description,
    nameEs: input.name_es,
    descriptionEs: input.description_es,
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state,
    streetAddress: input.street_address,
    postalCode: input.postal_code,
    latitude: input.latitude,
    longitude: input.longitude,
    arrivalNotes: input.arrival_notes,
    meetingDay: input.meeting_day,
    meetingTime: input.meeting_time,
    meetingDurationHours: input.meeting_duration_hours!,
    leaderName: input.leader_name,
    leaderEmail: input.leader_email,
    leaderPhone: input.leader_phone,
    currentMembers: input.current_members ?? 0,
    maxCapacity: input.max_capacity!,
    acceptsChildren: input.accepts_children,
    requiresVaccination: input.requires_vaccination,
    isFlagship: input.is_flagship,
    imageId: input.image_id,
  };
}

export function createHouseChurchAdminService({ db, clock, publicUrl, onEmailQueued }: HouseChurchAdminDeps) {
  const churchNotFound = () => notFound(M.churchNotFound);

  async function readChurch(executor: Executor, id: number): Promise<AdminHouseChurch> {
    const [row] = await executor
      .select({ church: houseChurches, pending: pendingCount, pictureJson })
      .from(houseChurches)
      .where(eq(houseChurches.id, id));
    if (!row) throw churchNotFound();
    return toAdminHouseChurch(row.church, row.pending, row.pictureJson);
  }

  /** Locks the request row, then its church row: the one order every decision uses. */
  async function lockPending(tx: Executor, requestId: string) {
    if (!isUuid(requestId)) throw notFound(M.requestNotFound);
    const [request] = await tx
      .select()
      .from(houseChurchRegistrations)
      .where(eq(houseChurchRegistrations.id, requestId))
      .for('update');
    if (!request) throw notFound(M.requestNotFound);
    const [church] = await tx
      .select()
      .from(houseChurches)
      .where(eq(houseChurches.id, request.houseChurchId))
      .for('update');
    return { request, church: church! };
  }

  async function decide(
    requestId: string,
    decision: 'approve' | 'decline' | 'remove',
  ): Promise<{ message: string; request: JoinRequest; church: AdminHouseChurch }> {
    const result = await db.transaction(async (tx) => {
      const now = clock.now();
      const { request, church } = await lockPending(tx, requestId);
      const wanted = decision === 'remove' ? 'approved' : 'pending';
      if (request.status !== wanted) {
        throw conflict(decision === 'remove' ? M.notApproved : M.alreadyDecided);
      }
      if (decision === 'approve') {
        if (!church.isActive) throw conflict(M.archived);
        const taken = await tx
          .update(houseChurches)
          .set({ currentMembers: sql`${houseChurches.currentMembers} + 1`, updatedAt: now })
          .where(and(eq(houseChurches.id, church.id), hasRoomSql(1)))
          .returning({ id: houseChurches.id });
        if (taken.length === 0) throw conflict(M.full);
      } else if (decision === 'remove' && church.currentMembers > 0) {
        await tx
          .update(houseChurches)
          .set({ currentMembers: sql`${houseChurches.currentMembers} - 1`, updatedAt: now })
          .where(eq(houseChurches.id, church.id));
      }
      const [updated] = await tx
        .update(houseChurchRegistrations)
        .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedAt: now })
        .where(eq(houseChurchRegistrations.id, request.id))
        .returning();
      const person = { first_name: request.firstName, email: request.email, locale: request.locale };
      if (decision === 'approve') await enqueueEmail(tx, joinApprovedEmail({ church, person, publicUrl }));
      if (decision === 'decline') await enqueueEmail(tx, joinDeclinedEmail({ church, person, publicUrl }));
      return { request: toJoinRequest(updated!, church.name), church: await readChurch(tx, church.id) };
    });
    if (decision !== 'remove') onEmailQueued();
    const name = `${result.request.first_name} ${result.request.last_name}`;
    const message =
      decision === 'approve'
        ? `Approved ${name}: the meeting details are on their way by email.`
        : decision === 'decline'
          ? `Declined ${name}: a kind note is on its way by email.`
          : `Removed ${name} from ${result.church.name}: the seat is free again.`;
    return { message, ...result };
  }

  return {
    async list(status: 'active' | 'archived' | 'all'): Promise<AdminHouseChurch[]> {
      const rows = await db
        .select({ church: houseChurches, pending: pendingCount, pictureJson })
        .from(houseChurches)
        .where(status === 'all' ? undefined : eq(houseChurches.isActive, status === 'active'))
        .orderBy(desc(houseChurches.isActive), desc(houseChurches.isFlagship), asc(houseChurches.name));
      return rows.map((row) => toAdminHouseChurch(row.church, row.pending, row.pictureJson));
    },

    get(id: number): Promise<AdminHouseChurch> {
      return readChurch(db, id);
    },

    async create(input: HouseChurchInput): Promise<AdminHouseChurch> {
      await requireLibraryImage(db, input.image_id);
      const now = clock.now();
      const [row] = await db
        .insert(houseChurches)
        .values({ ...toColumns(input), createdAt: now, updatedAt: now })
        .returning({ id: houseChurches.id });
      return readChurch(db, row!.id);
    },

    async update(id: number, input: HouseChurchInput): Promise<AdminHouseChurch> {
      return db.transaction(async (tx) => {
        // Locked, so an approval cannot add a member between this check and the write.
        const [current] = await tx.select().from(houseChurches).where(eq(houseChurches.id, id)).for('update');
        if (!current) throw churchNotFound();
        await requireLibraryImage(tx, input.image_id);
        const columns = toColumns(input);
        if (!hasRoom(seatsOf(columns), 0)) {
          throw new AppError(400, M.fixFields, { max_capacity: [M.capacityBelowMembers] });
        }
        await tx
          .update(houseChurches)
          .set({ ...columns, updatedAt: clock.now() })
          .where(eq(houseChurches.id, id));
        return readChurch(tx, id);
      });
    },

    /** Archived churches leave the directory and refuse joins; their requests are kept. */
    async setActive(id: number, isActive: boolean): Promise<AdminHouseChurch> {
      const updated = await db
        .update(houseChurches)
        .set({ isActive, updatedAt: clock.now() })
        .where(eq(houseChurches.id, id))
        .returning({ id: houseChurches.id });
      if (updated.length === 0) throw churchNotFound();
      return readChurch(db, id);
    },

    listRequests(query: JoinRequestListQuery): Promise<Page<JoinRequest>> {
      const r = houseChurchRegistrations;
      const where = and(
        query.status === 'all' ? undefined : eq(r.status, query.status),
        query.house_church_id ? eq(r.houseChurchId, query.house_church_id) : undefined,
        matchesSearch(query.search, [
          r.firstName,
          r.lastName,
          r.email,
          r.phone,
          fullName(r.firstName, r.lastName),
        ]),
      );
      const rows = db
        .select({ request: r, churchName: houseChurches.name })
        .from(r)
        .innerJoin(houseChurches, eq(houseChurches.id, r.houseChurchId))
        // Pending requests oldest first: whoever asked first is answered first.
        .orderBy(query.status === 'pending' ? asc(r.createdAt) : desc(r.createdAt), asc(r.id))
        .where(where)
        .$dynamic();
      return readPage(query, { total: db.$count(r, where), rows }, (row) =>
        toJoinRequest(row.request, row.churchName),
      );
    },

    approve: (requestId: string) => decide(requestId, 'approve'),
    decline: (requestId: string) => decide(requestId, 'decline'),
    /** An approved member leaves: the request reads declined and the seat is free again. No email. */
    remove: (requestId: string) => decide(requestId, 'remove'),
  };
}

export type HouseChurchAdminService = ReturnType<typeof createHouseChurchAdminService>;
