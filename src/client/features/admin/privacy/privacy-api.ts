/**
 * The privacy screen's calls. The address always goes in a POST body (never a URL), so it stays
 * out of access logs and browser history.
 */
import type { PrivacyEraseAnswer, PrivacyKind, PrivacyLookupAnswer } from '#shared/privacy/words.ts';
import { site } from '#shared/site/settings.ts';
import { apiRequest } from '#client/lib/api.ts';

export interface PrivacyExport {
  exported_at: string;
  email: string;
  counts: Record<PrivacyKind, number>;
  records: Record<string, Record<string, unknown>[]>;
}

export const lookupAddress = (email: string) =>
  apiRequest<PrivacyLookupAnswer>('/api/admin/privacy/lookup/', { body: { email } });

export const exportAddress = (email: string) =>
  apiRequest<PrivacyExport>('/api/admin/privacy/export/', { body: { email } });

export const eraseAddress = (email: string, confirmEmail: string) =>
  apiRequest<PrivacyEraseAnswer>('/api/admin/privacy/erase/', {
    body: { email, confirm_email: confirmEmail },
  });

/** The export's file name: the date only, never the address (downloads folders get shared). */
export function exportFileName(now: Date): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `privacy-export-${day}.json`;
}

/** Made at each use: staff may change the zone in the site settings. */
const when = () =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: site.timeZone,
  });

/** e.g. "Jun 15, 2026, 7:00 AM" in the ministry's time zone. */
export const formatWhen = (iso: string) => when().format(new Date(iso));

/**
 * Hands the export to the browser as a file. Not csv-download.ts: that module pulls in the zod
 * schemas of the subscriber lists, which browser code must not ship.
 */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
