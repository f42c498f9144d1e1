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
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from './start-scripts.ts';

const REPLACEMENTS: Array<[string, string]> = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD}"`],
  ['<script type="module"', `<script type="${DEFERRED_MODULE}"`],
];
const LONGEST = Math.max(...REPLACEMENTS.map(([from]) => from.length));

function replaceAll(text: string): string {
  return REPLACEMENTS.reduce((result, [from, to]) => result.replaceAll(from, to), text);
}

export function deferScriptsUntilLoad(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = replaceAll(carry + decoder.write(chunk));
      // Hold back a tail that may be the start of a tag the next chunk completes.
      const lastOpen = text.lastIndexOf('<');
      const holdFrom = lastOpen >= 0 && text.length - lastOpen < LONGEST ? lastOpen : text.length;
      carry = text.slice(holdFrom);
      done(null, text.slice(0, holdFrom));
    },
    flush(done) {
      done(null, replaceAll(carry + decoder.end()));
    },
  });
}
