import { useState } from 'react';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { PendingInvitation, StaffList, StaffMember } from '#shared/staff/contract.ts';
import { formatStaffMoment } from '#shared/staff/format.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import { RolesFields, rolesText } from '#client/features/admin/staff/RolesFields.tsx';
import {
  disableStaff,
  enableStaff,
  saveStaffRoles,
  withdrawInvitation,
} from '#client/features/admin/staff/staff-api.ts';

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.message ? error.message : STAFF_WORDS.failed;

/** Staff with their roles, last sign-in, two-factor and state (disable, enable or change roles), and pending invitations (withdraw one). */
export function StaffTable({ list, onChanged }: { list: StaffList; onChanged: () => void }) {
  const redirectIfSignedOut = useSignedOutRedirect();
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one row's action; `who` names the row in the answer (a username or an invited address). */
  async function act(row: { id: string }, who: string, call: (id: string) => Promise<{ message: string }>) {
    setBusy(row.id);
    setSaid(null);
    try {
      const answer = await call(row.id);
      setSaid({ tone: 'success', message: `${who}: ${answer.message}` });
      onChanged();
    } catch (error) {
      if (!redirectIfSignedOut(error)) setSaid({ tone: 'error', message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <FormMessage tone={said?.tone ?? null} message={said?.message ?? ''} />
      <AdminTable<StaffMember>
        caption="Staff accounts"
        rows={list.staff}
        empty="No staff accounts yet."
        columns={[
          { header: 'Username', cell: (m) => m.username },
          { header: 'Email', cell: (m) => m.email ?? '—' },
          { header: 'Roles', cell: (m) => rolesText(m.roles) },
          { header: 'Last sign-in', cell: (m) => formatStaffMoment(m.lastLoginAt) },
          { header: 'Two-factor', cell: (m) => (m.twoFactor ? 'On' : 'Off') },
          { header: 'Status', cell: (m) => (m.disabled ? 'Disabled' : 'Active') },
          {
            header: 'Actions',
            cell: (m) => (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Change roles of ${m.username}`}
                  onClick={() => {
                    setSaid(null);
                    setEditing(m);
                  }}
                >
                  Change roles
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy === m.id}
                  aria-label={`${m.disabled ? 'Enable' : 'Disable'} ${m.username}`}
                  onClick={() => void act(m, m.username, m.disabled ? enableStaff : disableStaff)}
                >
                  {m.disabled ? 'Enable' : 'Disable'}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {editing ? (
        <RolesEditor
          key={editing.id}
          member={editing}
          onDone={(message) => {
            setEditing(null);
            if (message) setSaid({ tone: 'success', message: `${editing.username}: ${message}` });
            onChanged();
          }}
        />
      ) : null}
      <h2 className="pt-4 text-lg font-bold">Pending invitations</h2>
      <AdminTable<PendingInvitation>
        caption="Pending invitations"
        rows={list.invitations}
        empty="No pending invitations."
        columns={[
          { header: 'Email', cell: (i) => i.email },
          { header: 'Roles', cell: (i) => rolesText(i.roles) },
          { header: 'Invited by', cell: (i) => i.invitedBy },
          { header: 'Link works until', cell: (i) => formatStaffMoment(i.expiresAt) },
          {
            header: 'Actions',
            cell: (i) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy === i.id}
                aria-label={`Withdraw the invitation to ${i.email}`}
                onClick={() => void act(i, i.email, withdrawInvitation)}
              >
                Withdraw
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

function RolesEditor({ member, onDone }: { member: StaffMember; onDone: (message: string | null) => void }) {
  const form = useAdminForm<{ message: string }>({
    schema: () => import('#shared/staff/contract.ts').then((m) => m.staffRolesUpdateSchema),
    shape: { lists: ['roles'] },
    failureMessage: STAFF_WORDS.failed,
    send: (values) => saveStaffRoles(member.id, values.roles as StaffRole[]),
    onSuccess: (answer) => onDone(answer.message),
  });
  return (
    <section
      aria-label={`Roles of ${member.username}`}
      className="rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <FormKit form={form} className="space-y-4">
        <h2 className="text-lg font-bold">Roles of {member.username}</h2>
        <FormMessage
          tone={form.status === 'error' ? 'error' : null}
          message={form.status === 'error' ? form.message : ''}
        />
        <RolesFields defaultValue={member.roles} />
        <div className="flex gap-2">
          <Button type="submit" disabled={form.submitting || !form.ready}>
            Save roles
          </Button>
          <Button variant="secondary" onClick={() => onDone(null)}>
            Cancel
          </Button>
        </div>
      </FormKit>
    </section>
  );
}
