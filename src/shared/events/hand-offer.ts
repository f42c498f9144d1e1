/**
 * A staff offer by hand (docs/product.md#waitlist): the limit it needs and its words, shared by the
 * server (which decides, under the event's lock) and the staff screen (which asks before it sends).
 * Zod-free, so the browser may import it.
 */

/**
 * The RSVP limit an event needs so that `party` more seats fit: null when they fit as it is (or there
 * is no limit). `taken` counts held offers too, so the new limit is exactly used by this party.
 */
export function limitForHandOffer(limit: number | null, taken: number, party: number): number | null {
  if (limit === null) return null;
  const needed = taken + party;
  return needed <= limit ? null : needed;
}

const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** The question staff answer before an offer by hand. */
export function handOfferQuestion(
  name: string,
  party: number,
  limit: number | null,
  raisedTo: number | null,
) {
  const question = `Offer ${seats(party)} to ${name}?`;
  return raisedTo === null
    ? question
    : `${question} The limit goes from ${limit} to ${raisedTo} to make room.`;
}

/** The answer to an offer by hand: stored, held, and any raise of the limit. */
export function staffOfferedMessage(raise: { from: number; to: number } | null): string {
  const sent = 'Offer sent. The seats are held for them until the offer is answered or expires.';
  return raise ? `${sent} The RSVP limit went from ${raise.from} to ${raise.to} to make room.` : sent;
}
