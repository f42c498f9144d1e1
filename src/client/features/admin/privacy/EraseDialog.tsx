import {
  ERASED_DONOR_NAME,
  PRIVACY_WORDS,
  type PrivacyEraseAnswer,
  privacyEraseSchema,
} from '#shared/privacy/contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { eraseAddress } from '#client/features/admin/privacy/privacy-api.ts';

/**
 * The erasure's confirmation: staff retype the address (the shared schema compares the two here,
 * and the server checks it again), so a mistyped click never erases a person. Erasure cannot be
 * undone.
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
  const form = useAdminForm<PrivacyEraseAnswer>({
    schema: privacyEraseSchema,
    failureMessage: PRIVACY_WORDS.failed,
    // A mismatch the server found goes under the field; anything else is said above it.
    refusalMessage: (error) => (error.fields.confirm_email ? '' : error.message),
    send: (values) => eraseAddress(email, String(values.confirm_email)),
    onSuccess: (answer) => onErased(answer),
  });

  return (
    <AdminDialog title="Erase this person's data" onClose={onClose}>
      <FormKit form={form} className="space-y-4">
        <p className="text-sm text-slate-800">
          This deletes the {total} {total === 1 ? 'record' : 'records'} held about{' '}
          <strong className="break-all">{email}</strong> and cannot be undone. Donations are kept for the
          accounts, with the donor's name shown as “{ERASED_DONOR_NAME}” and the email and message removed. An
          approved house-church place and event seats are given back.
        </p>
        <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
        <input type="hidden" name="email" value={email} />
        <EmailField
          name="confirm_email"
          label="Type the address again to confirm"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={320}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={!form.ready || form.submitting}
            aria-busy={form.submitting || undefined}
          >
            {form.submitting ? 'Erasing...' : 'Erase everything'}
          </Button>
        </div>
      </FormKit>
    </AdminDialog>
  );
}
