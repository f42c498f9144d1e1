/** How admin tables show dates and flags. Dates in the ministry's own time zone (the site setting). */
import { ministryFormatter } from '#shared/site/time-zone.ts';

const dateFormat = () => ministryFormatter({ month: 'short', day: 'numeric', year: 'numeric' });

export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** 'prayer_ministry' → 'prayer ministry'. */
export const humanize = (value: string) => value.replace(/_/g, ' ');
