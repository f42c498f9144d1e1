/**
 * What the admin events screen uses of the events API contract (src/shared/events*.ts, owned by the
 * events area): one place to look when that contract changes.
 */
export {
  type Attendee,
  type Event as AdminEvent,
  eventInputSchema,
  EVENT_WORDS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
} from '#shared/events/contract.ts';
