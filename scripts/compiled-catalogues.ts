/**
 * The words catalogues (`locales/<language>/<area>.json`, ICU MessageFormat) compiled at build, so
 * the browser's bundles carry Lingui's small runtime and not its message parser (decision 0023).
 * The output is still JSON (Vite's own JSON plugin turns it into a module afterwards): each message
 * becomes the array Lingui's runtime interprets. A message that does not parse stops the build.
 */
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}[\\/][^\\/]+\.json$/;

export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a message`);
    let failure: unknown;
    const original = console.error;
    // compileMessage logs a parse error and returns the text; a catalogue must not build that way.
    console.error = (error: unknown) => (failure = error);
    try {
      compiled[key] = compileMessage(message);
    } finally {
      console.error = original;
    }
    if (failure) throw new Error(`${path.basename(file)}: "${key}" does not parse: ${String(failure)}`);
  }
  return compiled;
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(source, file)), map: null };
    },
  };
}
