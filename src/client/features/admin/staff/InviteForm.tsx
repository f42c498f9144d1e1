import { useId, useState } from 'react';
import { type InviteStaffInput, inviteStaffSchema, type StaffInvited } from '#shared/staff/contract.ts';
import { INVITATION_ADMIN_WORDS } from '#shared/staff/admin-words.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { CopyButton } from '#client/features/admin/CopyButton.tsx';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { RolesFields } from '#client/features/admin/staff/RolesFields.tsx';
import { inviteStaff } from '#client/features/admin/staff/staff-api.ts';

const LABELS = { email: 'Email address', roles: 'Roles' };

/**
 * The link of an invitation whose email is held (docs/product.md#staff-accounts), for the
 * administrator to pass on: shown once, in this screen's memory only, gone at the next invitation.
 */
function HeldInvitationLink({ email, link }: { email: string; link: string }) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <label htmlFor={id} className="block font-semibold">
        {INVITATION_ADMIN_WORDS.linkLabel(email)}
      </label>
      <input
        id={id}
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-md border border-amber-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <p className="text-sm">{INVITATION_ADMIN_WORDS.linkShownOnce}</p>
      <CopyButton text={link} label={INVITATION_ADMIN_WORDS.copyLink} />
    </div>
  );
}

/**
 * Invite a person by email with their roles; the list above shows the pending invitation after.
 * While email is held, the answer carries the link, shown below the form to copy.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [held, setHeld] = useState<{ email: string; link: string } | null>(null);
  const form = useAdminForm<StaffInvited>({
    schema: inviteStaffSchema,
    shape: { lists: ['roles'] },
    failureMessage: STAFF_WORDS.failed,
    send: (values) => {
      setHeld(null);
      return inviteStaff(values as InviteStaffInput);
    },
    onSuccess: (answer, element) => {
      const email = String(new FormData(element).get('email') ?? '').trim();
      setHeld(answer.link ? { email, link: answer.link } : null);
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
      {held ? <HeldInvitationLink {...held} /> : null}
    </section>
  );
}
