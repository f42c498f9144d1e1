import { useState } from 'react';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { NumberField, SelectField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { EventImageField } from '#client/features/admin/events/EventImageField.tsx';
import { useStaffSend } from '#client/features/admin/staff/staff-send.ts';
import { saveEvent } from '#client/features/admin/events/events-api.ts';
import { SERIES_FORM_SHAPE } from '#client/features/admin/events/series-form.ts';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventInputSchema,
} from '#client/features/admin/events/events-contract.ts';
import { type RecurrenceStart, RecurrenceFields } from '#client/features/admin/events/RecurrenceFields.tsx';
import { seriesFormSchema, sendEventOrSeries } from '#client/features/admin/events/series-send.ts';
import {
  EVENT_FIELD_LABELS as LABELS,
  EVENT_FORM_SHAPE,
  type EventFormValues,
} from '#client/features/admin/events/event-form-values.ts';

/** Any failed save that is not a field problem. */
export const SAVE_FAILED = 'Failed to save event. Please try again later.';
export const FIX_FIELDS = 'Please correct the highlighted fields.';

const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));
const wide = 'sm:col-span-2';
/** The Spanish words are optional: /es pages and Spanish emails show the English ones without them. */
const SPANISH_HINT = 'Optional. Spanish pages and emails show the English when this is blank.';
/** The API reads both times on the ministry's clock: the hint names its zone ("Pacific Time."). */
const zoneHint = () => `${zoneGenericName()}.`;

/**
 * Create and edit in one form (docs/product.md#staff-events), on the form kit: checked in the browser with
 * the API's own schema, then by the server; every message sits under its field and the first bad
 * field gets focus. The fields start from `initial` and are read from the form when it is sent.
 */
export function EventForm({
  eventId,
  initial,
  recurrence,
  onSaved,
  onCancel,
}: {
  eventId: number | null;
  initial: EventFormValues;
  /** A new event may repeat; "from this date on" starts from the series' rule and date. */
  recurrence?: RecurrenceStart & { split?: { seriesId: number; fromEventId: number } };
  onSaved: (saved: { title: string }) => void;
  onCancel: () => void;
}) {
  // Two boxes decide whether a web address is required: the labels follow them as they change.
  const [isOnline, setIsOnline] = useState(initial.is_online);
  const [registration, setRegistration] = useState(initial.registration_required);
  const send = useStaffSend((values: Record<string, unknown>) =>
    recurrence ? sendEventOrSeries(values, recurrence.split) : saveEvent(eventId, values),
  );
  const form = useForm<{ title: string }>({
    schema: recurrence ? seriesFormSchema : eventInputSchema,
    shape: recurrence ? SERIES_FORM_SHAPE : EVENT_FORM_SHAPE,
    send,
    failureMessage: SAVE_FAILED,
    invalidMessage: FIX_FIELDS,
    refusalMessage: (error) => (Object.keys(error.fields).length > 0 ? FIX_FIELDS : SAVE_FAILED),
    onSuccess: onSaved,
  });

  return (
    <FormKit form={form} className="space-y-4">
      <FormMessage tone="error" message={form.succeeded ? '' : form.message} />
      <ErrorSummary labels={LABELS} />
      <p className="text-sm text-navy-700">Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="title" label={LABELS.title} required defaultValue={initial.title} />
        <TextField name="subtitle" label={LABELS.subtitle} defaultValue={initial.subtitle} />
        <SelectField
          name="event_type"
          label={LABELS.event_type}
          required
          options={TYPE_OPTIONS}
          defaultValue={initial.event_type}
        />
        <CheckboxField
          name="is_featured"
          label={LABELS.is_featured}
          defaultChecked={initial.is_featured}
          className="sm:self-end sm:pb-2"
        />
        <TextField
          name="date"
          label={LABELS.date}
          type="datetime-local"
          required
          hint={zoneHint()}
          defaultValue={initial.date}
        />
        <TextField
          name="end_date"
          label={LABELS.end_date}
          type="datetime-local"
          hint={zoneHint()}
          defaultValue={initial.end_date}
        />
        {recurrence ? <RecurrenceFields initial={recurrence} /> : null}
        <CheckboxField
          name="date_tbd"
          label={LABELS.date_tbd}
          defaultChecked={initial.date_tbd}
          className={wide}
        />
        <TextField name="location" label={LABELS.location} required defaultValue={initial.location} />
        <TextField
          name="location_address"
          label={LABELS.location_address}
          defaultValue={initial.location_address}
        />
        <TextField
          name="location_map_url"
          label={LABELS.location_map_url}
          type="url"
          defaultValue={initial.location_map_url}
          className={wide}
        />
        <TextareaField
          name="description"
          label={LABELS.description}
          required
          defaultValue={initial.description}
          className={wide}
        />
        <TextField
          name="title_es"
          label={LABELS.title_es}
          hint={SPANISH_HINT}
          defaultValue={initial.title_es}
        />
        <TextField name="subtitle_es" label={LABELS.subtitle_es} defaultValue={initial.subtitle_es} />
        <TextareaField
          name="description_es"
          label={LABELS.description_es}
          hint={SPANISH_HINT}
          defaultValue={initial.description_es}
          className={wide}
        />
        <EventImageField initial={initial.image} legacyUrl={initial.image_url} />
        <CheckboxField
          name="is_online"
          label={LABELS.is_online}
          checked={isOnline}
          onChange={(event) => setIsOnline(event.target.checked)}
        />
        <TextField
          name="online_url"
          label={LABELS.online_url}
          type="url"
          required={isOnline}
          defaultValue={initial.online_url}
        />
        <CheckboxField
          name="online_link_public"
          label={LABELS.online_link_public}
          hint="Otherwise only people who RSVP get it, in their confirmation and reminder emails. An event that takes no RSVPs always shows it."
          defaultChecked={initial.online_link_public}
          className={wide}
        />
        <CheckboxField
          name="registration_required"
          label={LABELS.registration_required}
          checked={registration}
          onChange={(event) => setRegistration(event.target.checked)}
        />
        <TextField
          name="registration_url"
          label={LABELS.registration_url}
          type="url"
          required={registration}
          defaultValue={initial.registration_url}
        />
        <CheckboxField
          name="accepts_rsvp"
          label={LABELS.accepts_rsvp}
          defaultChecked={initial.accepts_rsvp}
        />
        <NumberField
          name="rsvp_limit"
          label={LABELS.rsvp_limit}
          min={1}
          step={1}
          hint="Leave blank for unlimited."
          defaultValue={initial.rsvp_limit}
        />
        <CheckboxField
          name="reminders_enabled"
          label={LABELS.reminders_enabled}
          hint="Attendees are emailed a reminder before it starts, with their link to change their answer."
          defaultChecked={initial.reminders_enabled}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-navy-100 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting
            ? 'Saving...'
            : recurrence?.split
              ? 'Save from this date on'
              : eventId === null
                ? 'Create event'
                : 'Save changes'}
        </Button>
      </div>
    </FormKit>
  );
}
