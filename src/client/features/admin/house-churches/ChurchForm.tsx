import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import {
  EmailField,
  NumberField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import type { FormShape } from '#shared/forms/form-data.ts';
import { MEETING_DAYS } from '#shared/house-churches/words.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import {
  type AdminHouseChurch,
  areaShown,
  HC_ADMIN_WORDS,
  houseChurchInputSchema,
} from '#shared/house-churches/admin-contract.ts';
import { useStaffSend } from '#client/features/admin/staff/staff-send.ts';
import { EventImageField as LibraryImageField } from '#client/features/admin/events/EventImageField.tsx';
import { saveChurch } from '#client/features/admin/house-churches/hc-admin-api.ts';

/** What readForm needs to know of the form's fields; blank text is left out (the schema's none). */
const CHURCH_FORM_SHAPE = {
  booleans: ['accepts_children', 'requires_vaccination', 'is_flagship'],
  numbers: ['meeting_duration_hours', 'current_members', 'max_capacity', 'latitude', 'longitude'],
} as const satisfies FormShape;

/** The fields as staff see them, in screen order: the error summary lists them this way. */
const LABELS = {
  name: 'Name',
  name_es: HC_ADMIN_WORDS.nameEs,
  description: 'Description',
  description_es: HC_ADMIN_WORDS.descriptionEs,
  image_id: HC_ADMIN_WORDS.pictureLegend,
  meeting_day: 'Meeting day',
  meeting_time: 'Meeting time',
  meeting_duration_hours: 'Duration (hours)',
  leader_name: 'Leader name',
  current_members: 'Current members',
  max_capacity: 'Capacity',
  neighborhood: 'Neighborhood',
  city: 'City',
  state: 'State',
  street_address: 'Street address',
  postal_code: 'ZIP code',
  latitude: 'Latitude',
  longitude: 'Longitude',
  arrival_notes: 'Arrival notes',
  leader_email: 'Leader email',
  leader_phone: 'Leader phone',
};

const DAY_OPTIONS = MEETING_DAYS.map((day) => ({ value: day, label: day }));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Create and edit a house church, private fields included (grouped under "Private", never shown
 * publicly), on the form kit: the API's own schema checks it in the browser, then the server; each
 * message appears under its field and the first one gets focus.
 */
export function ChurchForm({
  church,
  onSaved,
  onCancel,
}: {
  church: AdminHouseChurch | null;
  onSaved: (church: AdminHouseChurch) => void;
  onCancel: () => void;
}) {
  const send = useStaffSend((values: Record<string, unknown>) => saveChurch(church?.id ?? null, values));
  const form = useForm<AdminHouseChurch>({
    schema: houseChurchInputSchema,
    shape: CHURCH_FORM_SHAPE,
    send,
    failureMessage: HC_ADMIN_WORDS.saveFailed,
    invalidMessage: HC_ADMIN_WORDS.fixFields,
    refusalMessage: (error) =>
      Object.keys(error.fields).length > 0 ? HC_ADMIN_WORDS.fixFields : error.message,
    onSuccess: onSaved,
  });
  const initial = (key: keyof AdminHouseChurch, fallback = '') => (church ? text(church[key]) : fallback);

  return (
    <FormKit form={form} className="space-y-5">
      <FormMessage tone="error" message={form.succeeded ? '' : form.message} />
      <ErrorSummary labels={LABELS} />
      <p className="text-sm text-navy-700">Fields marked * are required.</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-navy-950">Shown in the directory</legend>
        {/* English and Spanish side by side (docs/product.md#languages). */}
        <TextField name="name" label={LABELS.name} required defaultValue={initial('name')} />
        <TextField
          name="name_es"
          label={LABELS.name_es}
          hint={HC_ADMIN_WORDS.spanishHint}
          defaultValue={initial('name_es')}
        />
        <TextareaField
          name="description"
          label={LABELS.description}
          rows={3}
          defaultValue={initial('description')}
        />
        <TextareaField
          name="description_es"
          label={LABELS.description_es}
          rows={3}
          defaultValue={initial('description_es')}
        />
        {/* The directory card's picture (docs/product.md#staff-house-churches); its alt text is the library's. */}
        <LibraryImageField
          initial={church?.image ?? null}
          legacyUrl=""
          legend={HC_ADMIN_WORDS.pictureLegend}
          emptyText={HC_ADMIN_WORDS.pictureNone}
        />
        <SelectField
          name="meeting_day"
          label={LABELS.meeting_day}
          required
          options={DAY_OPTIONS}
          placeholder="Choose a day"
          hint="It meets every week on this day."
          defaultValue={initial('meeting_day')}
        />
        <TextField
          name="meeting_time"
          label={LABELS.meeting_time}
          type="time"
          required
          hint={`${zoneGenericName()}, e.g. 18:30.`}
          defaultValue={church ? church.meeting_time.slice(0, 5) : ''}
        />
        <NumberField
          name="meeting_duration_hours"
          label={LABELS.meeting_duration_hours}
          required
          step="any"
          defaultValue={initial('meeting_duration_hours', '2')}
        />
        <TextField
          name="leader_name"
          label={LABELS.leader_name}
          required
          defaultValue={initial('leader_name')}
        />
        <NumberField
          name="current_members"
          label={LABELS.current_members}
          hint="Approvals add to this count."
          defaultValue={initial('current_members', '0')}
        />
        <NumberField
          name="max_capacity"
          label={LABELS.max_capacity}
          required
          hint="No fewer than the current members."
          defaultValue={initial('max_capacity', '12')}
        />
        <TextField
          name="neighborhood"
          label={LABELS.neighborhood}
          hint={HC_ADMIN_WORDS.neighborhoodHint}
          defaultValue={initial('neighborhood')}
        />
        <TextField name="city" label={LABELS.city} required defaultValue={initial('city', 'Austin')} />
        <TextField
          name="state"
          label={LABELS.state}
          required
          hint="Two letters, e.g. TX."
          defaultValue={initial('state', 'TX')}
        />
        {church ? (
          <p className="text-sm text-navy-800 sm:col-span-2">
            {church.area_name ? areaShown(church.area_name) : HC_ADMIN_WORDS.areaUnknown}
          </p>
        ) : null}
        <div className="space-y-2 sm:col-span-2">
          <CheckboxField
            name="accepts_children"
            label="Children welcome"
            defaultChecked={church ? church.accepts_children : true}
          />
          <CheckboxField
            name="requires_vaccination"
            label="Vaccination required"
            defaultChecked={church?.requires_vaccination ?? false}
          />
          <CheckboxField name="is_flagship" label="Flagship" defaultChecked={church?.is_flagship ?? false} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border border-gold-400 bg-gold-100/60 p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-bold text-navy-950">Private</legend>
        <p className="text-sm text-navy-900 sm:col-span-2">
          Never shown publicly. The address and arrival notes are emailed to a registrant only when their
          request is approved.
        </p>
        <TextField
          name="street_address"
          label={LABELS.street_address}
          defaultValue={initial('street_address')}
        />
        <TextField
          name="postal_code"
          label={LABELS.postal_code}
          hint={HC_ADMIN_WORDS.postalCodeHint}
          defaultValue={initial('postal_code')}
        />
        <TextField
          name="latitude"
          label={LABELS.latitude}
          inputMode="decimal"
          hint="For a map link, e.g. 30.2669."
          defaultValue={initial('latitude')}
        />
        <TextField
          name="longitude"
          label={LABELS.longitude}
          inputMode="decimal"
          hint="e.g. -97.7729."
          defaultValue={initial('longitude')}
        />
        <TextareaField
          name="arrival_notes"
          label={LABELS.arrival_notes}
          rows={3}
          hint="Parking, gate, which door."
          defaultValue={initial('arrival_notes')}
          className="sm:col-span-2"
        />
        {/* Someone else's contact: the browser should not offer the staff member's own. */}
        <EmailField
          name="leader_email"
          label={LABELS.leader_email}
          autoComplete="off"
          defaultValue={initial('leader_email')}
        />
        <PhoneField
          name="leader_phone"
          label={LABELS.leader_phone}
          autoComplete="off"
          defaultValue={initial('leader_phone')}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 border-t border-navy-100 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : church ? 'Save changes' : 'Create house church'}
        </Button>
      </div>
    </FormKit>
  );
}
