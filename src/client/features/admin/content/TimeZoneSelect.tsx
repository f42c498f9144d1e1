import { CONTENT_EDITOR_WORDS as W, US_TIME_ZONES } from '#shared/content/admin-words.ts';

/**
 * The time zones by their plain names (US zones first), each option still the IANA zone the
 * settings keep; a zone the list does not know stays chosen as it is.
 */
export function TimeZoneSelect({
  common,
  value,
  zones,
}: {
  common: Omit<React.ComponentProps<'select'>, 'onChange'> & {
    maxLength?: number;
    onChange: React.ChangeEventHandler<HTMLSelectElement>;
  };
  value: string;
  zones: readonly string[];
}) {
  const us = new Set(US_TIME_ZONES.map((entry) => entry.zone));
  const others = zones.filter((zone) => !us.has(zone));
  const known = us.has(value) || others.includes(value);
  return (
    <select {...common}>
      {known ? null : <option value={value}>{value}</option>}
      <optgroup label={W.usTimeZones}>
        {US_TIME_ZONES.map((entry) => (
          <option key={entry.zone} value={entry.zone}>
            {entry.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={W.otherTimeZones}>
        {others.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
