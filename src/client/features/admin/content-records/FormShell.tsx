import { buttonClass } from './Fields.tsx';

/** The frame of a record form: the form-level message, the fields, and Cancel / Save. */
export function FormShell({
  onSubmit,
  onCancel,
  formError,
  saving,
  submitLabel,
  children,
}: {
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
  formError: string | null;
  saving: boolean;
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div
        role="alert"
        className={
          formError
            ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
            : ''
        }
      >
        {formError}
      </div>
      <p className="text-xs text-slate-700">Fields marked * are required.</p>
      {children}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
