import { useId } from 'react';
import { type InviteStaffInput, inviteStaffSchema } from '#shared/staff/contract.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { RolesFields } from '#client/features/admin/staff/RolesFields.tsx';
import { inviteStaff } from '#client/features/admin/staff/staff-api.ts';

const LABELS = { email: 'Email address', roles: 'Roles' };

/** Invite a person by email with their roles; the list above shows the pending invitation after. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const form = useAdminForm<{ message: string }>({
    schema: inviteStaffSchema,
    shape: { lists: ['roles'] },
    failureMessage: STAFF_WORDS.failed,
    send: (values) => inviteStaff(values as InviteStaffInput),
    onSuccess: (_answer, element) => {
      element.reset();
      onInvited();
    },
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Invite someone
      </h2>
      <FormKit form={form} className="space-y-4">
        <FormMessage
          tone={form.status === 'error' ? 'error' : form.succeeded ? 'success' : null}
          message={form.message}
        />
        <ErrorSummary labels={LABELS} />
        <EmailField
          name="email"
          label={LABELS.email}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
        />
        <RolesFields />
        <Button type="submit" disabled={form.submitting || !form.ready}>
          {form.submitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </FormKit>
    </section>
  );
}
