/**
 * Scripts after the first paint. React Router's `<Scripts>` preloads every module of the page
 * (`<link rel="modulepreload">`, fetched at high priority) and starts hydration with an inline
 * module script whose static imports are fetched at once. On a slow phone connection ~120 KB of
 * scripts then share the line with the HTML, the stylesheet and the first image, and the page
 * shows later. The page is server-rendered and readable before any script runs, so the server
 * writes both inert (an unknown `rel` and `type`), and START_SCRIPTS_AFTER_LOAD (start-scripts.ts)
 * brings them to life once the page has loaded: content first, hydration right after.
 *
 * A stream transform, since React may split a tag across chunks.
 */
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from '#client/lib/start-scripts.ts';

// Whatever comes before the attribute: React writes the nonce first (`<script nonce="…" type="module"`).
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"/g;
const MODULE_PRELOAD = /<link\b([^>]*?)\srel="modulepreload"/g;

function replaceAll(text: string): string {
  return text
    .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE}"`)
    .replace(MODULE_PRELOAD, `<link$1 rel="${DEFERRED_PRELOAD}"`);
}

export function deferScriptsUntilLoad(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = replaceAll(carry + decoder.write(chunk));
      // Hold back a tag the next chunk completes (an opening '<' with no '>' after it yet).
      const lastOpen = text.lastIndexOf('<');
      const holdFrom = lastOpen >= 0 && !text.includes('>', lastOpen) ? lastOpen : text.length;
      carry = text.slice(holdFrom);
      done(null, text.slice(0, holdFrom));
    },
    flush(done) {
      done(null, replaceAll(carry + decoder.end()));
    },
  });
}
