import { useState } from 'react';
import { formatLongDate } from '#shared/events/format.ts';
import { TWO_FACTOR_WORDS, type TwoFactorSetup, type TwoFactorStatus } from '#shared/auth/two-factor.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { RECOVERY_CODE_WORDS, recoveryCodesText } from '#shared/auth/admin-words.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { CopyButton } from '#client/features/admin/CopyButton.tsx';
import { downloadText } from '#client/features/admin/csv-download.ts';
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  renewRecoveryCodes,
  turnOffTwoFactor,
} from '#client/features/admin/auth/two-factor-api.ts';
import { TwoFactorCodeForm } from '#client/features/admin/auth/two-factor-code-form.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';

const card = 'mt-6 rounded-lg border border-slate-300 bg-white p-5';

/**
 * The ten codes, shown once (after setup or renewal), with three ways to keep them: copy, a .txt
 * download, or print (the page prints the codes alone: the admin's frame and the buttons are left
 * out of print).
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = recoveryCodesText(codes);
  return (
    <section aria-labelledby="recovery-codes-title" className={card}>
      <h2 id="recovery-codes-title" className="text-lg font-bold">
        {RECOVERY_CODE_WORDS.title}
      </h2>
      <p className="mt-2 text-slate-700">{RECOVERY_CODE_WORDS.intro}</p>
      <ul
        className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2"
        aria-label={RECOVERY_CODE_WORDS.listLabel}
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-2 print:hidden">
        <CopyButton text={text} label={RECOVERY_CODE_WORDS.copy} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadText(RECOVERY_CODE_WORDS.fileName, text, 'text/plain;charset=utf-8')}
        >
          {RECOVERY_CODE_WORDS.download}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {RECOVERY_CODE_WORDS.print}
        </Button>
      </div>
      <Button className="mt-5 print:hidden" onClick={onDone}>
        {RECOVERY_CODE_WORDS.done}
      </Button>
    </section>
  );
}

/** Setup: the QR code and the key as text, then one code to confirm. */
function SetupSteps({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
}) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <section aria-labelledby="setup-title" className={card}>
      <h2 id="setup-title" className="text-lg font-bold">
        Set up your authenticator app
      </h2>
      <ol className="mt-3 list-decimal space-y-4 pl-5 text-slate-800">
        <li>
          Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator
          or 1Password).
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="mt-3 w-48 max-w-full bg-white [&_svg]:h-auto [&_svg]:w-full"
            // Drawn on the server by the qrcode package from our own otpauth URI; inline SVG needs no
            // image source the Content-Security-Policy would have to allow.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="mt-3">Or enter this key in the app by hand:</p>
          <p className="mt-1 break-all font-mono text-base" data-testid="two-factor-secret">
            {grouped}
          </p>
        </li>
        <li>
          Enter the 6-digit code the app shows to turn two-factor on.
          <div className="mt-3">
            <TwoFactorCodeForm
              send={confirmTwoFactorSetup}
              onSuccess={(answer) => onConfirmed(answer.recoveryCodes)}
              submitLabel="Turn on two-factor"
              busyLabel="Checking..."
            />
          </div>
        </li>
      </ol>
    </section>
  );
}

/**
 * A staff member's own two-factor settings (docs/product.md#signing-in): set it up, renew the
 * recovery codes, turn it off. When a role requires it, `onEnabled` lets the admin open.
 */
export function TwoFactorSettings({ onEnabled }: { onEnabled: () => void }) {
  const status = useAdminData<TwoFactorStatus>('/api/admin/account/two-factor/');
  const redirectIfSignedOut = useSignedOutRedirect();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<{ list: string[]; afterSetup: boolean } | null>(null);
  const [startError, setStartError] = useState('');
  const [notice, setNotice] = useState('');

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes.list}
        onDone={() => {
          setCodes(null);
          status.reload();
          if (codes.afterSetup) onEnabled();
        }}
      />
    );
  }
  if (status.status === 'error') return <LoadError onRetry={status.reload} />;
  if (!status.data) return <p className="mt-6 text-slate-700">Loading...</p>;
  const current = status.data;

  if (!current.enabled) {
    const start = async () => {
      setStartError('');
      try {
        setSetup(await beginTwoFactorSetup());
      } catch (error) {
        if (!redirectIfSignedOut(error)) setStartError('The setup could not be started. Please try again.');
      }
    };
    return (
      <>
        {current.required && (
          <p
            role="status"
            className="mt-4 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
          >
            {TWO_FACTOR_WORDS.setupRequired}
          </p>
        )}
        <FormMessage tone="success" message={notice} />
        {setup ? (
          <SetupSteps setup={setup} onConfirmed={(list) => setCodes({ list, afterSetup: true })} />
        ) : (
          <section className={card}>
            <p className="text-slate-800">
              Two-factor sign-in is off. With it on, signing in needs your password and a code from an
              authenticator app on your phone.
            </p>
            <FormMessage tone="error" message={startError} />
            <Button className="mt-4" onClick={() => void start()}>
              Set up two-factor
            </Button>
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <FormMessage tone="success" message={notice} />
      <section className={card}>
        <p className="text-slate-800">
          Two-factor sign-in is on
          {current.enabledAt ? ` since ${formatLongDate(current.enabledAt)}` : ''}. Recovery codes left:{' '}
          {current.recoveryCodesLeft}.
        </p>
      </section>
      <section aria-labelledby="renew-title" className={card}>
        <h2 id="renew-title" className="text-lg font-bold">
          New recovery codes
        </h2>
        <p className="mt-2 mb-4 text-slate-700">Ten new codes replace the old ones.</p>
        <TwoFactorCodeForm
          send={renewRecoveryCodes}
          onSuccess={(answer) => setCodes({ list: answer.recoveryCodes, afterSetup: false })}
          submitLabel="Get new recovery codes"
          busyLabel="Checking..."
        />
      </section>
      <section aria-labelledby="turn-off-title" className={card}>
        <h2 id="turn-off-title" className="text-lg font-bold">
          Turn off two-factor
        </h2>
        {current.required ? (
          <p className="mt-2 text-slate-700">{TWO_FACTOR_WORDS.requiredForRole}</p>
        ) : (
          <>
            <p className="mt-2 mb-4 text-slate-700">Signing in will need only your password again.</p>
            <TwoFactorCodeForm
              send={turnOffTwoFactor}
              onSuccess={(answer) => {
                setNotice(answer.message);
                setSetup(null);
                status.reload();
              }}
              submitLabel="Turn off two-factor"
              busyLabel="Turning off..."
              allowRecovery
              variant="danger"
            />
          </>
        )}
      </section>
    </>
  );
}
