import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { codeRequestSchema } from '#shared/auth/two-factor.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { ApiError, NetworkError } from '#client/lib/api.ts';

function codeFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return AUTH_WORDS.networkError;
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return AUTH_WORDS.loginFailed;
}

/**
 * One code from the authenticator app (or a recovery code, where `allowRecovery`): the sign-in
 * step and each setting that asks for a current code. The server's words are shown on refusal.
 */
export function TwoFactorCodeForm<Result>({
  send,
  onSuccess,
  submitLabel,
  busyLabel,
  allowRecovery = false,
  variant = 'primary',
}: {
  send: (code: string) => Promise<Result>;
  onSuccess: (result: Result) => void;
  submitLabel: string;
  busyLabel: string;
  allowRecovery?: boolean;
  variant?: 'primary' | 'danger';
}) {
  const form = useForm<Result>({
    schema: codeRequestSchema,
    send: (values) => send(String(values.code ?? '')),
    failureMessage: codeFailureMessage,
    onSuccess: (result) => onSuccess(result),
  });
  // A wrong code is said under the field (the answer's `fields`); anything else above the form.
  const formMessage = form.status === 'error' && !form.context.errors.code ? form.message : '';
  const busy = form.submitting;
  return (
    <FormKit form={form} className="space-y-4">
      <FormMessage tone="error" message={formMessage} />
      <TextField
        name="code"
        label={allowRecovery ? 'Code or recovery code' : 'Code'}
        hint={
          allowRecovery
            ? 'The 6 digits your authenticator app shows, or one of your recovery codes.'
            : 'The 6 digits your authenticator app shows.'
        }
        required
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        {...(allowRecovery ? {} : { inputMode: 'numeric' as const })}
      />
      <Button type="submit" variant={variant} disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </FormKit>
  );
}
