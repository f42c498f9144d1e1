import { useId, useState } from 'react';
import { ApiError } from '#client/lib/api.ts';
import { MEETING_DAYS } from '#shared/house-churches-messages.ts';
import { type AdminHouseChurch, HC_ADMIN_MESSAGES } from '#shared/house-churches-admin-messages.ts';
import { useSignedOutRedirect } from '../use-admin-data.ts';
import { saveChurch } from './hc-admin-api.ts';

type TextKey =
  | 'name'
  | 'description'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'street_address'
  | 'postal_code'
  | 'latitude'
  | 'longitude'
  | 'arrival_notes'
  | 'meeting_day'
  | 'meeting_time'
  | 'meeting_duration_hours'
  | 'leader_name'
  | 'leader_email'
  | 'leader_phone'
  | 'current_members'
  | 'max_capacity';
type FlagKey = 'accepts_children' | 'requires_vaccination' | 'is_flagship';
type Values = Record<TextKey, string> & Record<FlagKey, boolean>;

const EMPTY: Values = {
  name: '',
  description: '',
  neighborhood: '',
  city: 'Austin',
  state: 'TX',
  street_address: '',
  postal_code: '',
  latitude: '',
  longitude: '',
  arrival_notes: '',
  meeting_day: '',
  meeting_time: '',
  meeting_duration_hours: '2',
  leader_name: '',
  leader_email: '',
  leader_phone: '',
  current_members: '0',
  max_capacity: '12',
  accepts_children: true,
  requires_vaccination: false,
  is_flagship: false,
};

function valuesFrom(church: AdminHouseChurch | null): Values {
  if (!church) return EMPTY;
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    name: church.name,
    description: church.description,
    neighborhood: text(church.neighborhood),
    city: church.city,
    state: church.state,
    street_address: text(church.street_address),
    postal_code: text(church.postal_code),
    latitude: text(church.latitude),
    longitude: text(church.longitude),
    arrival_notes: text(church.arrival_notes),
    meeting_day: church.meeting_day,
    meeting_time: church.meeting_time.slice(0, 5),
    meeting_duration_hours: String(church.meeting_duration_hours),
    leader_name: church.leader_name,
    leader_email: text(church.leader_email),
    leader_phone: text(church.leader_phone),
    current_members: String(church.current_members),
    max_capacity: String(church.max_capacity),
    accepts_children: church.accepts_children,
    requires_vaccination: church.requires_vaccination,
    is_flagship: church.is_flagship,
  };
}

/** Screen order: the first field with a message gets the focus. */
const ORDER: TextKey[] = [
  'name',
  'description',
  'meeting_day',
  'meeting_time',
  'meeting_duration_hours',
  'current_members',
  'max_capacity',
  'leader_name',
  'leader_email',
  'leader_phone',
  'neighborhood',
  'city',
  'state',
  'street_address',
  'postal_code',
  'latitude',
  'longitude',
  'arrival_notes',
];

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600 aria-[invalid=true]:border-red-700';

/**
 * Create and edit a house church, private fields included (grouped under "Private", never shown
 * publicly). The server checks everything and its messages appear under each field.
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
  const prefix = useId();
  const [values, setValues] = useState<Values>(() => valuesFrom(church));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const redirectIfSignedOut = useSignedOutRedirect();
  const id = (key: string) => `${prefix}-${key}`;

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFormError(null);
    try {
      onSaved(await saveChurch(church?.id ?? null, { ...values }));
    } catch (error) {
      setSaving(false);
      if (redirectIfSignedOut(error)) return;
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const found = Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, m[0] ?? '']));
        setErrors(found);
        setFormError(HC_ADMIN_MESSAGES.fixFields);
        const first = ORDER.find((key) => found[key]);
        if (first) requestAnimationFrame(() => document.getElementById(id(first))?.focus());
        return;
      }
      setFormError(
        error instanceof ApiError && error.fromServer ? error.message : HC_ADMIN_MESSAGES.saveFailed,
      );
    }
  }

  function field(
    key: TextKey,
    label: string,
    options: { required?: boolean; multiline?: boolean; hint?: string; type?: string } = {},
  ) {
    const error = errors[key];
    const describedBy = [error ? `${id(key)}-error` : null, options.hint ? `${id(key)}-hint` : null]
      .filter(Boolean)
      .join(' ');
    const common = {
      id: id(key),
      name: key,
      value: values[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': options.required || undefined,
      className: inputClass,
    };
    return (
      <div className={options.multiline ? 'sm:col-span-2' : undefined}>
        <label htmlFor={id(key)} className="block text-sm font-semibold text-slate-800">
          {label}
          {options.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {key === 'meeting_day' ? (
          <select {...common} onChange={(e) => set(key, e.target.value)}>
            <option value="">Choose a day</option>
            {MEETING_DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        ) : options.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(key, e.target.value)} />
        ) : (
          <input {...common} type={options.type ?? 'text'} onChange={(e) => set(key, e.target.value)} />
        )}
        {options.hint ? (
          <p id={`${id(key)}-hint`} className="mt-1 text-xs text-slate-700">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id(key)}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  function flag(key: FlagKey, label: string) {
    return (
      <div className="flex items-center gap-2">
        <input
          id={id(key)}
          type="checkbox"
          checked={values[key]}
          onChange={(e) => set(key, e.target.checked)}
          className="h-4 w-4 rounded border-slate-400"
        />
        <label htmlFor={id(key)} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div role="alert">
        {formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-700">Fields marked * are required.</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-slate-900">Shown in the directory</legend>
        {field('name', 'Name', { required: true })}
        {field('description', 'Description', { multiline: true })}
        {field('meeting_day', 'Meeting day', { required: true })}
        {field('meeting_time', 'Meeting time', {
          required: true,
          type: 'time',
          hint: 'Austin time, e.g. 18:30.',
        })}
        {field('meeting_duration_hours', 'Duration (hours)', { required: true, type: 'number' })}
        {field('leader_name', 'Leader name', { required: true })}
        {field('current_members', 'Current members', {
          type: 'number',
          hint: 'Approvals add to this count.',
        })}
        {field('max_capacity', 'Capacity', { required: true, type: 'number' })}
        {field('neighborhood', 'Neighborhood')}
        {field('city', 'City', { required: true })}
        {field('state', 'State', { required: true, hint: 'Two letters, e.g. TX.' })}
        <div className="space-y-2 sm:col-span-2">
          {flag('accepts_children', 'Children welcome')}
          {flag('requires_vaccination', 'Vaccination required')}
          {flag('is_flagship', 'Flagship')}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border border-amber-300 bg-amber-50 p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-bold text-slate-900">Private</legend>
        <p className="text-sm text-slate-800 sm:col-span-2">
          Never shown publicly. The address and arrival notes are emailed to a registrant only when their
          request is approved.
        </p>
        {field('street_address', 'Street address')}
        {field('postal_code', 'ZIP code')}
        {field('latitude', 'Latitude', { hint: 'For a map link, e.g. 30.2669.' })}
        {field('longitude', 'Longitude', { hint: 'e.g. -97.7729.' })}
        {field('arrival_notes', 'Arrival notes', { multiline: true, hint: 'Parking, gate, which door.' })}
        {field('leader_email', 'Leader email', { type: 'email' })}
        {field('leader_phone', 'Leader phone', { type: 'tel' })}
      </fieldset>
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
          {saving ? 'Saving...' : church ? 'Save changes' : 'Create house church'}
        </button>
      </div>
    </form>
  );
}
