/**
 * Where a place is, offline (docs/product.md#house-church-directory, decision 0021): a 5-digit ZIP
 * code from the centres of Texas ZIP codes (content/places/texas-zip-centres.json, made from the
 * `zipcodes` package by scripts/build-zip-centres.ts), an Austin-area neighborhood from the ministry's
 * own list (content/places/neighborhoods.json), or a Texas city (the median of its ZIP codes' centres).
 * No geocoding service is called, and nothing a visitor types is kept.
 *
 * A church is placed the same way, from its neighborhood (when on the list) or else its ZIP code or
 * city, rounded to 2 decimals (about half a mile): never from its street address.
 */
import neighborhoodFile from '#content/places/neighborhoods.json' with { type: 'json' };
import zipFile from '#content/places/texas-zip-centres.json' with { type: 'json' };

export interface Position {
  latitude: number;
  longitude: number;
}
/** A place found for what was typed, with the name it was found as. */
export interface Place extends Position {
  name: string;
}

/** 'Hyde Park' → 'hyde park'; 'Round Rock, TX' → 'round rock'. */
function placeKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ (tx|texas)$/, '');
}

const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

type ZipRow = [string, number, number, string];
const zipCentres = new Map<string, Place>();
const cityZips = new Map<string, { name: string; positions: Position[] }>();
for (const row of zipFile.zips as ZipRow[]) {
  const [zip, latitude, longitude, city] = row;
  zipCentres.set(zip, { name: zip, latitude, longitude });
  const key = placeKey(city);
  const entry = cityZips.get(key) ?? { name: city, positions: [] };
  entry.positions.push({ latitude, longitude });
  cityZips.set(key, entry);
}
/**
 * A city's centre: the median of its ZIP codes' distinct centres. Post-office-box codes share one
 * point, sometimes outside town, which would pull a mean away (Round Rock's three sit near Georgetown).
 */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const cityCentres = new Map<string, Place>(
  [...cityZips].map(([key, { name, positions }]) => {
    const distinct = [...new Map(positions.map((p) => [`${p.latitude},${p.longitude}`, p])).values()];
    const latitude = median(distinct.map((p) => p.latitude));
    const longitude = median(distinct.map((p) => p.longitude));
    return [key, { name, latitude, longitude }];
  }),
);

interface Neighborhood {
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  aliases: string[];
}
const neighborhoods = neighborhoodFile.neighborhoods as Neighborhood[];
/** By name and alias, alone or with the city ('downtown', 'downtown san marcos'): the first listed wins. */
const neighborhoodsByName = new Map<string, Place>();
for (const hood of neighborhoods) {
  const place = { name: `${hood.name}, ${hood.city}`, latitude: hood.latitude, longitude: hood.longitude };
  for (const name of [hood.name, ...hood.aliases]) {
    for (const key of [placeKey(name), placeKey(`${name} ${hood.city}`)]) {
      if (!neighborhoodsByName.has(key)) neighborhoodsByName.set(key, place);
    }
  }
}

/** What a visitor typed, as a place: a ZIP code, a neighborhood on the list, or a Texas city; else null. */
export function findPlace(text: string): Place | null {
  const trimmed = text.trim();
  const zip = ZIP_PATTERN.exec(trimmed);
  if (zip) return zipCentres.get(zip[1]!) ?? null;
  const key = placeKey(trimmed);
  if (!key) return null;
  return neighborhoodsByName.get(key) ?? cityCentres.get(key) ?? null;
}

/** Whether the text is meant as a ZIP code (so it is never matched as part of a city's name). */
export function looksLikeZip(text: string): boolean {
  return /^\d{3,}/.test(text.trim());
}

/** 2 decimals: about half a mile, so a stored or shown position never points at a home. */
export function roundPosition(position: Position): Position {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}

/**
 * Where the directory places a church: its neighborhood's centre when the neighborhood (in its city)
 * is on the list, else its ZIP code's centre, else its city's; rounded. Null when none is known.
 */
export function churchArea(church: {
  neighborhood: string | null;
  city: string;
  postalCode: string | null;
}): Place | null {
  const hood = church.neighborhood
    ? neighborhoods.find(
        (entry) =>
          placeKey(entry.city) === placeKey(church.city) &&
          [entry.name, ...entry.aliases].some((name) => placeKey(name) === placeKey(church.neighborhood!)),
      )
    : undefined;
  const zip = church.postalCode ? ZIP_PATTERN.exec(church.postalCode.trim())?.[1] : undefined;
  const found: Place | null | undefined = hood
    ? { name: `${hood.name}, ${hood.city}`, latitude: hood.latitude, longitude: hood.longitude }
    : zip && zipCentres.has(zip)
      ? { ...zipCentres.get(zip)!, name: `ZIP ${zip}` }
      : cityCentres.get(placeKey(church.city));
  return found ? { name: found.name, ...roundPosition(found) } : null;
}

/** The stored columns of a church's area (schema: area_name, area_latitude, area_longitude). */
export function churchAreaColumns(church: Parameters<typeof churchArea>[0]) {
  const area = churchArea(church);
  return {
    areaName: area?.name ?? null,
    areaLatitude: area?.latitude ?? null,
    areaLongitude: area?.longitude ?? null,
  };
}

const EARTH_RADIUS_MILES = 3958.8;

/** The distance as the crow flies (haversine), in miles. */
export function milesBetween(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
