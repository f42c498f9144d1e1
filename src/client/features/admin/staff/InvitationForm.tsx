/**
 * Accepting a staff invitation (docs/product.md#staff-accounts): choose a username (the suggestion is
 * filled in) and a password. With JavaScript the schema is loaded on first focus and the answer comes
 * from the API; without it the form posts to its own page, whose action calls the same service. The
 * common-password check is the server's only: the browser never loads the list.
 */
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '#shared/auth/contract.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';

const LABELS = { username: 'Username', password: 'Password' };
const ACCEPT_API = '/api/staff-invitations/accept/';

export function InvitationForm({
  token,
  email,
  suggestedUsername,
  action,
  initial,
}: {
  token: string;
  email: string;
  suggestedUsername: string | null;
  /** This page, with its token: where the form posts without JavaScript. */
  action: string;
  initial?: FormOutcome | undefined;
}) {
  const form = useForm<{ message: string }>({
    schema: () => import('#shared/staff/contract.ts').then((m) => m.acceptInvitationFormSchema),
    failureMessage: STAFF_WORDS.failed,
    send: (values) => apiRequest<{ message: string }>(ACCEPT_API, { body: { ...values, token } }),
    initial,
  });

  if (form.succeeded) {
    return (
      <SuccessPanel id={form.answerId} panelRef={form.successRef} message={form.message}>
        <a href="/admin/login" className={buttonVariants()}>
          Sign in
        </a>
      </SuccessPanel>
    );
  }
  return (
    <FormKit form={form} action={action} className="space-y-5">
      <p className="text-navy-800">
        Your account will use <strong>{email}</strong>.
      </p>
      <FormMessage tone="error" message={form.status === 'error' ? form.message : ''} />
      <ErrorSummary labels={LABELS} />
      <TextField
        name="username"
        label="Username"
        hint="Letters, digits and . _ @ - only."
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
        defaultValue={suggestedUsername ?? undefined}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        hint="At least 12 characters. Very common passwords are refused."
        required
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <Button type="submit" className="w-full" disabled={form.submitting}>
        {form.submitting ? 'Saving...' : 'Create my account'}
      </Button>
    </FormKit>
  );
}
