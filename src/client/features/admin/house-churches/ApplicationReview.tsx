import { useRef, useState } from 'react';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { TextareaField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  applicationUpdateSchema,
  type ApplicationStatusName,
  HC_ADMIN_WORDS,
  type LeaderApplicationDetail,
} from '#shared/house-churches/admin-contract.ts';
import { useStaffSend } from '#client/features/admin/staff/staff-send.ts';
import { updateApplication } from '#client/features/admin/house-churches/hc-admin-api.ts';

const MOVE_LABELS: Record<ApplicationStatusName, string> = {
  received: 'Mark received',
  reviewing: 'Start review',
  approved: 'Approve',
  declined: 'Decline',
};

/**
 * The review of a leader application, on the form kit: the staff notes, and the next moves the
 * application may make. Every button saves the notes too. Approve and decline email the applicant
 * and are final, so they ask to confirm first.
 */
export function ApplicationReview({
  application,
  onChanged,
}: {
  application: LeaderApplicationDetail;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState<ApplicationStatusName | null>(null);
  // Which button sent the form: a move to another status, or the notes alone.
  const move = useRef<ApplicationStatusName | undefined>(undefined);
  const send = useStaffSend((values: Record<string, unknown>) =>
    updateApplication(application.id, {
      status: move.current,
      notes: typeof values.notes === 'string' ? values.notes : null,
    }),
  );
  const form = useForm<LeaderApplicationDetail>({
    schema: applicationUpdateSchema,
    send,
    successMessage: (saved) =>
      move.current
        ? `Moved to ${APPLICATION_STATUS_LABELS[saved.status].toLowerCase()}; notes saved.`
        : 'Notes saved.',
    failureMessage: HC_ADMIN_WORDS.saveFailed,
    refusalMessage: (error) => Object.values(error.fields)[0]?.[0] ?? error.message,
    onSuccess: () => {
      setConfirming(null);
      onChanged();
    },
  });
  const moves = APPLICATION_TRANSITIONS[application.status];
  const titleId = `${form.context.idPrefix}-title`;

  return (
    <FormKit form={form} className="space-y-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        Review
      </h2>
      <p className="text-sm">
        Status: <strong>{APPLICATION_STATUS_LABELS[application.status]}</strong>
      </p>
      <TextareaField
        name="notes"
        label="Staff notes"
        rows={6}
        maxLength={5000}
        defaultValue={application.notes ?? ''}
      />
      <FormMessage tone={form.succeeded ? 'success' : 'error'} message={form.message} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={form.submitting}
          onClick={() => (move.current = undefined)}
        >
          Save notes
        </Button>
        {confirming ? (
          <>
            <Button
              type="submit"
              variant={confirming === 'declined' ? 'danger' : 'primary'}
              size="sm"
              disabled={form.submitting}
              onClick={() => (move.current = confirming)}
            >
              Confirm: {MOVE_LABELS[confirming].toLowerCase()} (emails {application.first_name})
            </Button>
            <Button variant="secondary" size="sm" autoFocus onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </>
        ) : (
          moves.map((to) =>
            to === 'reviewing' ? (
              <Button
                key={to}
                type="submit"
                size="sm"
                disabled={form.submitting}
                onClick={() => (move.current = to)}
              >
                {MOVE_LABELS[to]}
              </Button>
            ) : (
              <Button
                key={to}
                variant={to === 'declined' ? 'secondary' : 'primary'}
                size="sm"
                disabled={form.submitting}
                onClick={() => setConfirming(to)}
              >
                {MOVE_LABELS[to]}
              </Button>
            ),
          )
        )}
      </div>
      {moves.length === 0 ? (
        <p className="text-sm text-slate-700">This decision is final; notes can still be added.</p>
      ) : null}
    </FormKit>
  );
}
