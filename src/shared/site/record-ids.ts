/**
 * Record ids as they arrive in a URL. Events and house churches are numbered (small positive
 * integers); every other record has a uuid. Anything else names no record: it is answered "not
 * found" before it reaches a query, where PostgreSQL would refuse it with an error instead.
 */

/** '12' → 12; anything but a plain positive integer that fits the id column → null. */
export function parseSerialId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in any case (PostgreSQL compares them case-insensitively). */
export function isUuid(raw: string): boolean {
  return UUID.test(raw);
}
