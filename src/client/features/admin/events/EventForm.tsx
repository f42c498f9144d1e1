import { useId, useState } from 'react';
import { ApiError } from '#client/lib/api.ts';
import { useSignedOutRedirect } from '../use-admin-data.ts';
import { saveEvent } from './events-api.ts';
import { type AdminEvent, EVENT_TYPE_LABELS, EVENT_TYPES } from './events-contract.ts';
import {
  type EventField,
  type EventFormValues,
  type FieldErrors,
  FIELD_ORDER,
  firstMessages,
  payloadFromValues,
  validateEvent,
} from './event-form-values.ts';
import { CheckboxField, fieldId, TextField } from './EventFormFields.tsx';

/** Spec 8: any failed save that is not a field problem. */
export const SAVE_FAILED = 'Failed to save event. Please try again later.';
export const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * Create and edit in one form (spec sections 2 and 4): checked in the browser with the API's own
 * schema, then by the server; every message sits under its field and the first bad field gets focus.
 */
export function EventForm({
  eventId,
  initial,
  onSaved,
  onCancel,
}: {
  eventId: number | null;
  initial: EventFormValues;
  onSaved: (event: AdminEvent) => void;
  onCancel: () => void;
}) {
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const redirectIfSignedOut = useSignedOutRedirect();

  function onChange<K extends EventField>(field: K, value: EventFormValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Spec 4: a field's message clears when the field is edited.
    setErrors((previous) => {
      if (!previous[field]) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setFormError(FIX_FIELDS);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateEvent(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setSaving(true);
    setFormError(null);
    try {
      onSaved(await saveEvent(eventId, payloadFromValues(values)));
    } catch (error) {
      setSaving(false);
      if (redirectIfSignedOut(error)) return;
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        return showErrors(firstMessages(error.fields));
      }
      setFormError(SAVE_FAILED);
    }
  }

  const props = { idPrefix, values, errors, onChange };
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...props} field="title" label="Title" required />
        <TextField {...props} field="subtitle" label="Subtitle" />
        <div>
          <label
            htmlFor={fieldId(idPrefix, 'event_type')}
            className="block text-sm font-semibold text-slate-800"
          >
            Event type
          </label>
          <select
            id={fieldId(idPrefix, 'event_type')}
            name="event_type"
            value={values.event_type}
            onChange={(event) => onChange('event_type', event.target.value as EventFormValues['event_type'])}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600"
          >
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="self-end pb-2">
          <CheckboxField {...props} field="is_featured" label="Featured" />
        </div>
        <TextField
          {...props}
          field="date"
          label="Date and time"
          type="datetime-local"
          required
          hint="Austin time (Central)."
        />
        <TextField {...props} field="end_date" label="Ends" type="datetime-local" />
        <div className="sm:col-span-2">
          <CheckboxField {...props} field="date_tbd" label="Date to be decided (shown as TBD)" />
        </div>
        <TextField {...props} field="location" label="Location" required />
        <TextField {...props} field="location_address" label="Address" />
        <div className="sm:col-span-2">
          <TextField {...props} field="location_map_url" label="Map link" type="url" />
        </div>
        <div className="sm:col-span-2">
          <TextField {...props} field="description" label="Description" required multiline />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...props}
            field="image_url"
            label="Image"
            type="url"
            hint="A web address or a site path such as /images/event.jpg."
          />
        </div>
        <CheckboxField {...props} field="is_online" label="Online event" />
        <TextField {...props} field="online_url" label="Online URL" type="url" required={values.is_online} />
        <CheckboxField {...props} field="registration_required" label="Registration required" />
        <TextField
          {...props}
          field="registration_url"
          label="Registration URL"
          type="url"
          required={values.registration_required}
        />
        <CheckboxField {...props} field="accepts_rsvp" label="Accepts RSVPs" />
        <TextField
          {...props}
          field="rsvp_limit"
          label="RSVP limit"
          type="number"
          inputMode="numeric"
          hint="Leave blank for unlimited."
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          {saving ? 'Saving...' : eventId === null ? 'Create event' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
