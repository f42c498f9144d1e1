/**
 * After `react-router build`: writes brotli (.br) and gzip (.gz) copies of every compressible file
 * in build/client, at the highest settings, once. The server sends them as they are (@fastify/static
 * `preCompressed`), so no visitor's request spends CPU compressing a script or a stylesheet.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CLIENT_DIR = path.resolve(import.meta.dirname, '..', 'build', 'client');
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html|ics|map)$/;
/** Below this a compressed copy saves next to nothing. */
const MIN_BYTES = 200;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(CLIENT_DIR)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  // A page loads a dozen small chunks: even a few hundred bytes saved on each add up.
  if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
  count += 1;
  before += source.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files in build/client: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB with brotli`,
);
