import {
  AUTH_WORDS,
  type LoginRequest,
  type LoginResponse,
  loginRequestSchema,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '#shared/auth/contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { loginFailureMessage, signIn } from '#client/features/admin/admin-api.ts';

/**
 * The staff sign-in form (docs/product.md#signing-in), on the form kit: the API's own schema checks it
 * first, then it posts JSON and calls onSignedIn; the answer's message is announced (role="alert")
 * and the button is disabled while the request is in flight. method="post" keeps the password out
 * of the URL should the script not run.
 */
export function LoginForm({
  onSignedIn,
  onTwoFactor,
}: {
  onSignedIn: (username: string) => void;
  /** The password was right and two-factor comes next: its code, or its setup (a role requires it). */
  onTwoFactor?: (step: NonNullable<LoginResponse['twoFactor']>) => void;
}) {
  const form = useForm<LoginResponse>({
    schema: loginRequestSchema,
    // Checked by the schema above; the server checks them again.
    send: (values) => signIn(values as LoginRequest),
    failureMessage: loginFailureMessage,
    refusalMessage: loginFailureMessage,
    onSuccess: (answer) =>
      answer.twoFactor && onTwoFactor ? onTwoFactor(answer.twoFactor) : onSignedIn(answer.username),
  });
  const messageId = `${form.context.idPrefix}-message`;
  // A wrong username or password: both fields are what to fix, and the message says so.
  const refused = form.status === 'error' && form.message === AUTH_WORDS.invalidCredentials;
  const marked = refused ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  // After success the button stays busy while the next page loads.
  const busy = form.submitting || form.succeeded;

  return (
    <FormKit form={form} className="space-y-5">
      <FormMessage id={messageId} tone="error" message={form.status === 'error' ? form.message : ''} />
      <TextField
        name="username"
        label="Username"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
        {...marked}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...marked}
      />
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </FormKit>
  );
}
