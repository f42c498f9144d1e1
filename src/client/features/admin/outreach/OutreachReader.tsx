import { useState } from 'react';
import { LANGUAGE_HEADING, LANGUAGE_LABELS } from '#shared/outreach/admin-words.ts';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { OUTREACH_ADMIN_WORDS } from '#shared/outreach/admin-words.ts';
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { setHandled } from '#client/features/admin/outreach/outreach-api.ts';
import {
  formatOutreachTime,
  type OutreachItem,
  type OutreachKind,
  replyHref,
} from '#client/features/admin/outreach/outreach-kinds.ts';
import { Badge } from '#client/features/admin/outreach/styles.tsx';

/**
 * One message or prayer request in full, in a modal: who wrote, when, the whole text, a reply link,
 * and "Mark as handled" / "Reopen". Loaded by id, so a link from a staff email (?id=) opens it too.
 */
export function OutreachReader<T extends OutreachItem>({
  kind,
  id,
  onClose,
  onChanged,
}: {
  kind: OutreachKind<T>;
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const data = useAdminData<T>(`${kind.path}${encodeURIComponent(id)}/`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [updated, setUpdated] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const item = updated ?? data.data;

  async function toggle(handled: boolean) {
    if (!item) return;
    setSaving(true);
    setSaveError(null);
    try {
      setUpdated(await setHandled<T>(kind.path, item.id, handled));
      setNotice(handled ? 'Marked as handled.' : 'Reopened.');
      onChanged();
    } catch (error) {
      if (!redirectIfSignedOut(error)) setSaveError(OUTREACH_ADMIN_WORDS.updateFailed);
    } finally {
      setSaving(false);
    }
  }

  const missing = data.status === 'error' && data.error instanceof ApiError && data.error.status === 404;
  const title = item ? kind.title(item) : missing ? 'Not found' : 'Loading...';

  return (
    <AdminDialog title={title} onClose={onClose}>
      {!item ? (
        data.status === 'error' ? (
          <p role="alert" className="text-sm text-red-800">
            {missing ? kind.notFound : ADMIN_DATA_ERROR}
          </p>
        ) : (
          <p className="text-sm text-slate-700">Loading...</p>
        )
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            {kind.isPrivate(item) ? <Badge tone="private">Private</Badge> : null}
            {item.handled_at ? <Badge tone="handled">Handled</Badge> : <Badge tone="open">Open</Badge>}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">From</dt>
            <dd className="break-words">{item.name}</dd>
            <dt className="font-semibold text-slate-700">Email</dt>
            <dd className="break-all">{item.email}</dd>
            {kind.phone(item) ? (
              <>
                <dt className="font-semibold text-slate-700">Phone</dt>
                <dd>{kind.phone(item)}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-700">{LANGUAGE_HEADING}</dt>
            <dd>{LANGUAGE_LABELS[item.locale]}</dd>
            <dt className="font-semibold text-slate-700">Received</dt>
            <dd>{formatOutreachTime(item.created_at)}</dd>
            {item.handled_at ? (
              <>
                <dt className="font-semibold text-slate-700">Handled</dt>
                <dd>{formatOutreachTime(item.handled_at)}</dd>
              </>
            ) : null}
          </dl>
          <div className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 px-3 py-3 text-sm leading-relaxed text-slate-900">
            {kind.text(item)}
          </div>
          <p aria-live="polite" className="text-sm font-medium text-emerald-800">
            {notice}
          </p>
          {saveError ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {saveError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {item.handled_at ? (
              <Button variant="secondary" size="sm" disabled={saving} onClick={() => toggle(false)}>
                {saving ? 'Saving...' : 'Reopen'}
              </Button>
            ) : (
              <Button size="sm" disabled={saving} onClick={() => toggle(true)}>
                {saving ? 'Saving...' : 'Mark as handled'}
              </Button>
            )}
            <a
              href={replyHref(item.email, kind.replySubject(item))}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              Reply by email
            </a>
          </div>
        </div>
      )}
    </AdminDialog>
  );
}
