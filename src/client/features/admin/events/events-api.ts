/** The admin events screen's calls (docs/product.md#staff-calls), through the one client helper. */
import { apiRequest } from '#client/lib/api.ts';
import type { AdminEvent, Attendee } from '#client/features/admin/events/events-contract.ts';

/** A plain array, or a paginated `{ results }` answer: both are read the same way. */
const rows = <T>(answer: T[] | { results: T[] }): T[] => (Array.isArray(answer) ? answer : answer.results);

export const EVENTS_PATH = '/api/events/';
/** The staff list: the same events, with their join links (the public list leaves them out). */
export const ADMIN_EVENTS_LIST_PATH = '/api/admin/events/';

export async function listAttendees(eventId: number): Promise<Attendee[]> {
  return rows(await apiRequest<Attendee[] | { results: Attendee[] }>(`/api/events/${eventId}/attendees/`));
}

export function saveEvent(eventId: number | null, payload: Record<string, unknown>): Promise<AdminEvent> {
  return eventId === null
    ? apiRequest<AdminEvent>(EVENTS_PATH, { method: 'POST', body: payload })
    : apiRequest<AdminEvent>(`/api/events/${eventId}/`, { method: 'PUT', body: payload });
}

export function deleteEvent(eventId: number): Promise<unknown> {
  return apiRequest(`/api/events/${eventId}/`, { method: 'DELETE' });
}

/** Cancels the event; the answer says how many attendees were emailed. */
export function cancelEvent(eventId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/events/${eventId}/cancel/`, { method: 'POST' });
}

/** Removes one attendee (their RSVP); the answer says whether their seats went to the waitlist. */
export function removeAttendee(eventId: number, rsvpId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/events/${eventId}/attendees/${rsvpId}/`, {
    method: 'DELETE',
  });
}

export { rows as eventRows };
