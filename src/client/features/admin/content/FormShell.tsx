import { Button } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import type { AdminFormController } from '#client/features/admin/use-admin-form.ts';

/** The frame of a record form: the form-level message, what to fix, the fields, and Cancel / Save. */
export function FormShell({
  form,
  labels,
  onCancel,
  submitLabel,
  children,
}: {
  form: AdminFormController;
  /** Field name → label, in screen order, for the list of fields to fix. */
  labels: Record<string, string>;
  onCancel: () => void;
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <FormKit form={form} className="space-y-5">
      <FormMessage tone={form.message ? 'error' : null} message={form.message} />
      <ErrorSummary labels={labels} />
      <p className="text-sm text-navy-700">Fields marked * are required.</p>
      {children}
      <div className="flex flex-wrap justify-end gap-3 border-t border-navy-100 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!form.ready || form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </FormKit>
  );
}
