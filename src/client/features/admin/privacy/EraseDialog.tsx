import { useId, useState } from 'react';
import { ERASED_DONOR_NAME, PRIVACY_MESSAGES, type PrivacyEraseAnswer } from '#shared/admin-privacy-kinds.ts';
import { ApiError } from '#client/lib/api.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useSignedOutRedirect } from '../use-admin-data.ts';
import { eraseAddress } from './privacy-api.ts';
import { buttonClass, dangerButtonClass, inputClass } from './privacy-parts.tsx';

/**
 * The erasure's confirmation: staff retype the address (the server checks it again), so a
 * mistyped click never erases a person. Erasure cannot be undone.
 */
export function EraseDialog({
  email,
  total,
  onClose,
  onErased,
}: {
  email: string;
  total: number;
  onClose: () => void;
  onErased: (answer: PrivacyEraseAnswer) => void;
}) {
  const id = useId();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectIfSignedOut = useSignedOutRedirect();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (confirm.trim().toLowerCase() !== email.trim().toLowerCase()) {
      setError(PRIVACY_MESSAGES.confirmMismatch);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onErased(await eraseAddress(email, confirm));
    } catch (failure) {
      if (redirectIfSignedOut(failure)) return;
      setError(
        failure instanceof ApiError && failure.fromServer
          ? (failure.fields.confirm_email?.[0] ?? failure.message)
          : PRIVACY_MESSAGES.failed,
      );
      setBusy(false);
    }
  }

  return (
    <AdminDialog title="Erase this person's data" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-800">
          This deletes the {total} {total === 1 ? 'record' : 'records'} held about{' '}
          <strong className="break-all">{email}</strong> and cannot be undone. Donations are kept for the
          accounts, with the donor's name shown as “{ERASED_DONOR_NAME}” and the email and message removed. An
          approved house-church place and event seats are given back.
        </p>
        <div>
          <label htmlFor={`${id}-confirm`} className="block text-sm font-semibold text-slate-800">
            Type the address again to confirm
          </label>
          <input
            id={`${id}-confirm`}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={dangerButtonClass} disabled={busy}>
            {busy ? 'Erasing...' : 'Erase everything'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
