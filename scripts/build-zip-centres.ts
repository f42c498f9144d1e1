/**
 * Writes content/places/texas-zip-centres.json, the centre of every Texas ZIP code, from the
 * `zipcodes` package (a dev dependency: the site reads only the JSON, so no geocoding service is
 * called and the whole country's list is not loaded). Run after updating the package:
 *   node scripts/build-zip-centres.ts
 * Why Texas only, and where the data comes from: docs/decisions/0021-house-church-places-offline.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface ZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const STATE = 'TX';
const target = path.resolve(import.meta.dirname, '../content/places/texas-zip-centres.json');

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes') as { codes: Record<string, ZipCode> };
const { version } = require('zipcodes/package.json') as { version: string };

// Three decimals (about 100 m) is finer than any church is shown at, and keeps the file small.
const round = (value: number) => Math.round(value * 1000) / 1000;
const zips = Object.values(codes)
  .filter((code) => code.state === STATE && Number.isFinite(code.latitude) && Number.isFinite(code.longitude))
  .sort((a, b) => a.zip.localeCompare(b.zip))
  .map((code) => [code.zip, round(code.latitude), round(code.longitude), code.city]);

const source = `zipcodes@${version} (BSD licence, https://github.com/davglass/zipcodes), state ${STATE}`;
// One ZIP code a line, in the layout prettier gives the file, so regenerating shows only real changes.
const line = (value: unknown) => JSON.stringify(value).replace(/,(?=["\d-])/g, ', ');
const rows = zips.map((row) => `    ${line(row)}`).join(',\n');
fs.writeFileSync(
  target,
  `{\n  "source": ${JSON.stringify(source)},\n  "columns": ${line(['zip', 'latitude', 'longitude', 'city'])},\n  "zips": [\n${rows}\n  ]\n}\n`,
);
console.log(`Wrote ${zips.length} ZIP codes of ${STATE} to ${path.relative(process.cwd(), target)}`);
