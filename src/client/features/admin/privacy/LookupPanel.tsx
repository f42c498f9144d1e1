import { useId, useState } from 'react';
import {
  PRIVACY_WORDS,
  type PrivacyEraseAnswer,
  privacyEmailSchema,
  type PrivacyLookupAnswer,
} from '#shared/privacy/contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { EraseDialog } from '#client/features/admin/privacy/EraseDialog.tsx';
import {
  downloadJson,
  exportAddress,
  exportFileName,
  lookupAddress,
} from '#client/features/admin/privacy/privacy-api.ts';
import { CountsList, LogEntryLine } from '#client/features/admin/privacy/privacy-parts.tsx';

interface Found {
  email: string;
  answer: PrivacyLookupAnswer;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.fromServer
    ? (error.fields.email?.[0] ?? error.message)
    : PRIVACY_WORDS.failed;

/**
 * Look an address up, then export or erase what is held about it. After an export or an erasure
 * the same address is looked up again, so staff see the zeros and the log entry that proves it.
 */
export function LookupPanel({ onLogged }: { onLogged: () => void }) {
  const id = useId();
  const redirectIfSignedOut = useSignedOutRedirect();
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState<'export' | 'refresh' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<PrivacyEraseAnswer | null>(null);

  const form = useAdminForm<Found>({
    schema: privacyEmailSchema,
    failureMessage: PRIVACY_WORDS.failed,
    // The server's word on the address goes under the field; anything else is said above it.
    refusalMessage: (failure) => (failure.fields.email ? '' : failure.message),
    send: async (values) => {
      setErased(null);
      setError(null);
      const email = String(values.email).trim();
      try {
        return { email, answer: await lookupAddress(email) };
      } catch (failure) {
        setFound(null);
        throw failure;
      }
    },
    onSuccess: (result) => setFound(result),
  });

  /** The same address again, after an export or an erasure changed what is held or logged. */
  async function refresh(email: string) {
    setBusy('refresh');
    try {
      setFound({ email, answer: await lookupAddress(email) });
    } catch (failure) {
      if (!redirectIfSignedOut(failure)) setError(messageOf(failure));
      setFound(null);
    } finally {
      setBusy(null);
    }
  }

  async function exportJson() {
    if (!found) return;
    setBusy('export');
    setError(null);
    try {
      const data = await exportAddress(found.email);
      downloadJson(exportFileName(new Date()), data);
      onLogged();
      await refresh(found.email);
    } catch (failure) {
      if (!redirectIfSignedOut(failure)) setError(messageOf(failure));
      setBusy(null);
    }
  }

  async function afterErase(answer: PrivacyEraseAnswer) {
    setErasing(false);
    setErased(answer);
    onLogged();
    if (found) await refresh(found.email);
  }

  const answer = found?.answer;
  const erasureDone = answer?.history.find((entry) => entry.action === 'erase');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Look up an address
      </h2>
      <FormKit form={form} className="space-y-3">
        <EmailField
          name="email"
          label="Email address"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={320}
          hint="Upper or lower case does not matter."
          className="sm:max-w-96"
        />
        <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
        <Button
          type="submit"
          disabled={!form.ready || form.submitting || busy !== null}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? 'Looking up...' : 'Look up'}
        </Button>
      </FormKit>

      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {erased ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {erased.message}
          {erased.total > 0
            ? ` ${erased.total} ${erased.total === 1 ? 'record' : 'records'} removed; ${erased.house_church_places_freed} house-church ${erased.house_church_places_freed === 1 ? 'place' : 'places'} and ${erased.event_seats_freed} event ${erased.event_seats_freed === 1 ? 'seat' : 'seats'} given back.`
            : ''}
          {erased.recurring_gifts_cancelled > 0
            ? ` ${erased.recurring_gifts_cancelled} recurring ${erased.recurring_gifts_cancelled === 1 ? 'gift' : 'gifts'} cancelled, so no further charges.`
            : ''}
        </p>
      ) : null}

      {found && answer ? (
        <div aria-live="polite" className="space-y-4">
          <p className="text-sm text-slate-800">
            <span className="font-semibold break-all">{found.email}</span>:{' '}
            {answer.total > 0
              ? `${answer.total} ${answer.total === 1 ? 'record' : 'records'} held.`
              : PRIVACY_WORDS.nothingHeld}
          </p>
          <CountsList counts={answer.counts} label={`Records held about ${found.email}`} />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={exportJson}
              disabled={busy !== null || answer.total === 0}
            >
              {busy === 'export' ? 'Exporting...' : 'Export JSON'}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => setErasing(true)}
              disabled={busy !== null || answer.total === 0}
            >
              Erase...
            </Button>
          </div>
          <div>
            <h3 className="text-sm font-bold text-slate-900">Privacy log for this address</h3>
            {answer.history.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700">Never exported or erased.</p>
            ) : (
              <>
                {erasureDone && answer.total === 0 ? (
                  <p className="mt-1 text-sm font-semibold text-slate-900">
                    This address was erased; the entries below prove it without keeping the address.
                  </p>
                ) : null}
                <ul className="mt-2 space-y-2">
                  {answer.history.map((entry) => (
                    <li key={entry.id} className="rounded-md border border-slate-200 px-3 py-2">
                      <LogEntryLine entry={entry} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      ) : null}

      {erasing && found && answer ? (
        <EraseDialog
          email={found.email}
          total={answer.total}
          onClose={() => setErasing(false)}
          onErased={(result) => void afterErase(result)}
        />
      ) : null}
    </section>
  );
}
