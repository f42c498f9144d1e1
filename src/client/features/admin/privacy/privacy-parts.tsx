import {
  PRIVACY_KIND_LABELS,
  PRIVACY_KINDS,
  type PrivacyKind,
  type PrivacyLogEntry,
} from '#shared/privacy/words.ts';
import { formatWhen } from '#client/features/admin/privacy/privacy-api.ts';

/** Every kind with its count, zeros included: staff see at a glance where the person appears. */
export function CountsList({ counts, label }: { counts: Record<PrivacyKind, number>; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {PRIVACY_KINDS.map((kind) => (
        <div
          key={kind}
          className={`flex items-baseline justify-between gap-3 rounded-md border px-3 py-2 ${
            counts[kind] > 0 ? 'border-navy-300 bg-navy-50' : 'border-slate-200 bg-white'
          }`}
        >
          <dt className="text-sm text-slate-800">{PRIVACY_KIND_LABELS[kind]}</dt>
          <dd className="text-lg font-bold tabular-nums text-slate-900">{counts[kind]}</dd>
        </div>
      ))}
    </dl>
  );
}

const ACTION_WORDS = { export: 'Exported', erase: 'Erased' } as const;

/** "Contact messages 2, Donations 1": the kinds a log entry touched, or "nothing". */
export function countsSummary(counts: PrivacyLogEntry['counts']): string {
  const parts = PRIVACY_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map(
    (kind) => `${PRIVACY_KIND_LABELS[kind]} ${counts[kind]}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/** One privacy log entry: when, what, who, and the rows it covered. */
export function LogEntryLine({ entry }: { entry: PrivacyLogEntry }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-900">
        <span
          className={`mr-2 inline-block rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${
            entry.action === 'erase' ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900'
          }`}
        >
          {entry.action === 'erase' ? 'Erase' : 'Export'}
        </span>
        {ACTION_WORDS[entry.action]} on{' '}
        <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time> by{' '}
        <span className="font-semibold">{entry.staff_username}</span>
      </p>
      <p className="text-sm text-slate-700">{countsSummary(entry.counts)}</p>
    </div>
  );
}
