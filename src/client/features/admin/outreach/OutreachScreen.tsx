import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  OUTREACH_STATUS_LABELS,
  OUTREACH_STATUSES,
  outreachStatusFromParam,
} from '#shared/outreach/admin-words.ts';
import { type Page, pageFromParam } from '#shared/lists/format.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import {
  excerpt,
  formatOutreachTime,
  type OutreachItem,
  type OutreachKind,
} from '#client/features/admin/outreach/outreach-kinds.ts';
import { OutreachReader } from '#client/features/admin/outreach/OutreachReader.tsx';
import { Badge, fieldClass, labelClass } from '#client/features/admin/outreach/styles.tsx';
import { LoadError, Pager, SearchForm } from '#client/features/admin/admin-ui.tsx';
import { Button } from '#client/components/form/Button.tsx';

/**
 * /admin/messages and /admin/prayer-requests: newest first, search, Open / Handled / All (Open by
 * default), pages, and a reader per record. Everything lives in the URL (?status=&search=&page=&id=),
 * so a reload keeps the view and ?id= from a staff email opens that record directly. Cards rather
 * than a table: long free text reads well at 360px without sideways scrolling.
 */
export function OutreachScreen<T extends OutreachItem>({
  kind,
  heading,
  intro,
}: {
  kind: OutreachKind<T>;
  heading: string;
  intro: string;
}) {
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const status = outreachStatusFromParam(params.get('status'));
  const search = params.get('search') ?? '';
  const page = pageFromParam(params.get('page'));
  const openId = params.get('id');

  const query = new URLSearchParams();
  if (status !== 'open') query.set('status', status);
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const data = useAdminData<Page<T>>(`${kind.path}${query.size ? `?${query}` : ''}`);

  // The view last asked for, which may not be on screen yet: closing the reader (its dialog's
  // `close` event comes a moment after Escape) must not put back a filter changed in between.
  const asked = useRef(params);
  useEffect(() => {
    asked.current = params;
  }, [params]);

  function update(next: { status?: string; search?: string; page?: number; id?: string | null }) {
    const latest = asked.current;
    const merged = {
      status: outreachStatusFromParam(latest.get('status')),
      search: latest.get('search') ?? '',
      page: pageFromParam(latest.get('page')),
      id: latest.get('id'),
      ...next,
    };
    const out: Record<string, string> = {};
    if (merged.status !== 'open') out.status = merged.status;
    if (merged.search) out.search = merged.search;
    if (merged.page > 1) out.page = String(merged.page);
    if (merged.id) out.id = merged.id;
    asked.current = new URLSearchParams(out);
    setParams(out, { preventScrollReset: true });
  }

  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;
  const statusWord = status === 'all' ? '' : `${OUTREACH_STATUS_LABELS[status].toLowerCase()} `;
  const empty = search
    ? `No ${statusWord}${kind.noun} match “${search}”.`
    : status === 'open'
      ? `No open ${kind.noun}. All caught up.`
      : `No ${statusWord}${kind.noun}.`;

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-6">
      <div>
        <h1 id={`${formId}-title`} className="text-2xl font-bold">
          {heading}
        </h1>
        <p className="mt-1 text-sm text-slate-700">{intro}</p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <SearchForm
          label={`Search ${kind.noun}`}
          search={search}
          placeholder={kind.searchHint}
          onSearch={(search) => update({ search, page: 1 })}
        />
        <div>
          <label htmlFor={`${formId}-status`} className={labelClass}>
            Show
          </label>
          <select
            id={`${formId}-status`}
            value={status}
            onChange={(event) => update({ status: event.target.value, page: 1 })}
            className={fieldClass}
          >
            {OUTREACH_STATUSES.map((value) => (
              <option key={value} value={value}>
                {OUTREACH_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p aria-live="polite" className="text-sm text-slate-700">
        {data.status === 'loading' && !answer
          ? 'Loading...'
          : answer
            ? `${answer.count} ${statusWord}${answer.count === 1 ? kind.single : kind.noun}${search ? ` matching “${search}”` : ''}`
            : ''}
      </p>
      {data.status === 'error' ? <LoadError onRetry={data.reload} /> : null}

      {answer ? (
        answer.results.length === 0 ? (
          <p className="rounded-lg border border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
            {empty}
          </p>
        ) : (
          <ul aria-label={heading} aria-busy={data.status === 'loading'} className="space-y-3">
            {answer.results.map((item) => (
              <OutreachCard key={item.id} kind={kind} item={item} onRead={() => update({ id: item.id })} />
            ))}
          </ul>
        )
      ) : null}

      {answer ? (
        <Pager
          label={`${heading} pages`}
          page={page}
          pages={pages}
          onPage={(next) => update({ page: next })}
        />
      ) : null}

      {openId ? (
        <OutreachReader
          key={openId}
          kind={kind}
          id={openId}
          onClose={() => update({ id: null })}
          onChanged={data.reload}
        />
      ) : null}
    </section>
  );
}

function OutreachCard<T extends OutreachItem>({
  kind,
  item,
  onRead,
}: {
  kind: OutreachKind<T>;
  item: T;
  onRead: () => void;
}) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-lg border border-slate-300 bg-white px-4 py-3 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="break-words font-semibold text-slate-900">
            {kind.title(item)}
          </h2>
          <div className="flex flex-wrap gap-1">
            {kind.isPrivate(item) ? <Badge tone="private">Private</Badge> : null}
            {item.handled_at ? <Badge tone="handled">Handled</Badge> : null}
          </div>
        </div>
        <p className="mt-1 break-words text-sm text-slate-700">
          {item.name} · <span className="break-all">{item.email}</span> ·{' '}
          {formatOutreachTime(item.created_at)}
        </p>
        <p className="mt-2 break-words text-sm text-slate-800">{excerpt(kind.text(item))}</p>
        <Button variant="secondary" size="sm" onClick={onRead} aria-describedby={titleId} className="mt-3">
          Read
        </Button>
      </article>
    </li>
  );
}
