/**
 * The newsletter and outbox screens' writes, through the one client helper (src/client/lib/api.ts).
 * Types only from the shared schema module: zod itself never reaches the browser.
 */
import type {
  NewsletterComposeInput,
  NewsletterSendResponse,
  NewsletterTestInput,
  OutboxEmail,
} from '#shared/newsletter/admin-contract.ts';
import { apiRequest } from '#client/lib/api.ts';
import { formatStaffMoment } from '#shared/staff/format.ts';

export function sendNewsletter(input: NewsletterComposeInput): Promise<NewsletterSendResponse> {
  return apiRequest<NewsletterSendResponse>('/api/admin/newsletters/', { body: input });
}

export function sendNewsletterTest(input: NewsletterTestInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/admin/newsletters/test/', { body: input });
}

export function retryEmail(id: string): Promise<OutboxEmail> {
  return apiRequest<OutboxEmail>(`/api/admin/outbox/${encodeURIComponent(id)}/retry/`, { method: 'POST' });
}

/** A random v4 UUID: the compose form's idempotency key (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How the outbox shows a moment: as every staff screen does, in the ministry's time zone. */
export function formatDateTime(iso: string | null): string {
  return formatStaffMoment(iso, '');
}
