import { useId, useState } from 'react';
import { PASSWORD_MAX_LENGTH } from '#shared/auth/contract.ts';
import { type ChangePasswordInput, STAFF_API, type StaffSessions } from '#shared/staff/contract.ts';
import { deviceLabel, formatStaffMoment } from '#shared/staff/format.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { ApiError } from '#client/lib/api.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { changePassword, signOutOthers } from '#client/features/admin/staff/staff-api.ts';

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };
const panelClass = 'space-y-4 rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6';

/** Change one's own password: the current one is required; every other session ends. */
export function ChangePasswordPanel({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const form = useAdminForm<{ message: string }>({
    schema: () => import('#shared/staff/contract.ts').then((m) => m.changePasswordSchema),
    failureMessage: STAFF_WORDS.failed,
    send: (values) => changePassword(values as ChangePasswordInput),
    onSuccess: (_answer, element) => {
      element.reset();
      onChanged();
    },
  });
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Change my password
      </h2>
      <FormKit form={form} className="space-y-4">
        <FormMessage
          tone={form.status === 'error' ? 'error' : form.succeeded ? 'success' : null}
          message={form.message}
        />
        <ErrorSummary labels={LABELS} />
        <TextField
          name="currentPassword"
          label={LABELS.currentPassword}
          type="password"
          required
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <TextField
          name="newPassword"
          label={LABELS.newPassword}
          type="password"
          required
          hint="At least 12 characters. Very common passwords are refused."
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <Button type="submit" disabled={form.submitting || !form.ready}>
          {form.submitting ? 'Saving...' : 'Change password'}
        </Button>
      </FormKit>
    </section>
  );
}

/** My live sessions (this one first), and "Sign out everywhere else". */
export function SessionsPanel({ version }: { version: number }) {
  const id = useId();
  const sessions = useAdminData<StaffSessions>(`${STAFF_API.sessions}?v=${version}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0;

  async function signOutElsewhere() {
    setBusy(true);
    try {
      setSaid({ tone: 'success', message: (await signOutOthers()).message });
      sessions.reload();
    } catch (error) {
      if (!redirectIfSignedOut(error)) {
        setSaid({
          tone: 'error',
          message: error instanceof ApiError && error.fromServer ? error.message : STAFF_WORDS.failed,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Where I am signed in
      </h2>
      <FormMessage tone={said?.tone ?? null} message={said?.message ?? ''} />
      {sessions.status === 'error' && !sessions.data ? <LoadError onRetry={sessions.reload} /> : null}
      <ul className="divide-y divide-slate-200">
        {(sessions.data?.sessions ?? []).map((session, index) => (
          <li key={`${session.createdAt}-${index}`} className="py-3 text-sm">
            <p className="font-semibold break-words text-slate-900">
              {deviceLabel(session.userAgent)}
              {session.current ? ' (this browser)' : ''}
            </p>
            <p className="text-slate-700">
              Signed in {formatStaffMoment(session.createdAt)} · last seen{' '}
              {formatStaffMoment(session.lastSeenAt)}
            </p>
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={busy || others === 0} onClick={() => void signOutElsewhere()}>
        Sign out everywhere else
      </Button>
    </section>
  );
}
