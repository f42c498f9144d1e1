/**
 * Words of the site-content editor (docs/product.md#site-content): the time zones offered first, by
 * the names people use in the United States, each kept as its IANA zone; every other zone follows.
 */
export const US_TIME_ZONES: readonly { zone: string; name: string }[] = [
  { zone: 'America/New_York', name: 'Eastern Time (New York)' },
  { zone: 'America/Chicago', name: 'Central Time (Chicago)' },
  { zone: 'America/Denver', name: 'Mountain Time (Denver)' },
  { zone: 'America/Phoenix', name: 'Mountain Time without daylight saving (Arizona)' },
  { zone: 'America/Los_Angeles', name: 'Pacific Time (Los Angeles)' },
  { zone: 'America/Anchorage', name: 'Alaska Time (Anchorage)' },
  { zone: 'Pacific/Honolulu', name: 'Hawaii Time (Honolulu)' },
  { zone: 'America/Puerto_Rico', name: 'Atlantic Time (Puerto Rico)' },
];

export const CONTENT_ADMIN_WORDS = {
  usTimeZones: 'United States',
  otherTimeZones: 'Other time zones',
} as const;
