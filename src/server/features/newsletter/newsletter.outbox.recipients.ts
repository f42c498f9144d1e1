/**
 * Whom an outbox email is to, by name (docs/product.md#newsletter-and-email-outbox): "House-church
 * approval to Samuel Reyes". The outbox keeps only the address, so the name is read from the records
 * that hold it (a join request, an RSVP, a gift, …), preferring the record of the email's own area.
 * Read, never copied: once the address is erased, its records and its emails are gone with the name
 * (docs/product.md#privacy-export-and-erasure).
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import {
  contactMessages,
  donations,
  eventRsvps,
  eventWaitlist,
  houseChurchRegistrations,
  leaderApplications,
  prayerRequests,
} from '#server/db/schema/index.ts';
import { emailKindPrefix } from '#server/email/email-areas.ts';

/** Which record's name each email area prefers; the first name found otherwise. */
const SOURCE_OF_PREFIX: Record<string, string> = {
  'house-church': 'house-church',
  events: 'events',
  donation: 'giving',
  donor: 'giving',
  contact: 'contact',
  prayer: 'prayer',
};

/** The recipients' names by email id, for the emails to a person (never the staff's own copies). */
export async function recipientNames(
  db: Database,
  emails: readonly { id: string; kind: string; toAddress: string }[],
): Promise<Map<string, string>> {
  const addresses = [...new Set(emails.map((email) => email.toAddress.toLowerCase()))];
  if (addresses.length === 0) return new Map();
  const list = sql.join(
    addresses.map((address) => sql`${address}`),
    sql`, `,
  );
  const rows = await queryRows<{ address: string; name: string; source: string }>(
    db,
    sql`select lower(email) as address, first_name || ' ' || last_name as name, 'house-church' as source
          from ${houseChurchRegistrations} where lower(email) in (${list})
        union all
        select lower(email), first_name || ' ' || last_name, 'house-church'
          from ${leaderApplications} where lower(email) in (${list})
        union all
        select lower(email), name, 'events' from ${eventRsvps} where lower(email) in (${list})
        union all
        select lower(email), name, 'events' from ${eventWaitlist} where lower(email) in (${list})
        union all
        select lower(email), name, 'giving' from ${donations}
         where lower(email) in (${list}) and erased_at is null and not is_anonymous
        union all
        select lower(email), name, 'contact' from ${contactMessages} where lower(email) in (${list})
        union all
        select lower(email), name, 'prayer' from ${prayerRequests} where lower(email) in (${list})`,
  );
  const named = new Map<string, string>();
  for (const email of emails) {
    if (/\.staff$/.test(email.kind)) continue;
    const address = email.toAddress.toLowerCase();
    const preferred = SOURCE_OF_PREFIX[emailKindPrefix(email.kind)];
    const own = rows.filter((row) => row.address === address && row.name?.trim());
    const row = own.find((candidate) => candidate.source === preferred) ?? own[0];
    if (row) named.set(email.id, row.name.trim());
  }
  return named;
}
