/**
 * Client code splitting: everything every page loads (React, React Router, the entry and the
 * root layout's own imports: header, footer, the API client) goes into one chunk instead of a
 * dozen small ones. Brotli compresses one file of it far better than twenty (it can reuse what it
 * has seen across modules: measured 4 KB less on the home page). Route modules and what only some
 * routes import stay in chunks of their own, so no page loads another page's code, and nothing of
 * the admin reaches a public page. The footer's newsletter form and the form kit are not in it:
 * they load after the page (FooterNewsletterForm).
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type NameFunction = Extract<
  NonNullable<CodeSplitting['groups']>[number]['name'],
  (...args: never[]) => unknown
>;
type ChunkingContext = Parameters<NameFunction>[1];

const ROOT_MODULE = path.resolve(import.meta.dirname, '..', 'src', 'client', 'root.tsx');
const ENTRY_MODULE = path.resolve(import.meta.dirname, '..', 'src', 'client', 'entry.client.tsx');
/**
 * The API client: nearly every public page calls it (forms, the home page's latest message), and
 * alone it would be one more small file on each of them. The footer's form used to bring it in.
 */
const API_CLIENT = path.resolve(import.meta.dirname, '..', 'src', 'client', 'lib', 'api.ts');
/** Rolldown's own helpers, otherwise a chunk of their own that every page loads. */
const RUNTIME = /^\0?rolldown[\\/]runtime/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export function everyPageChunk(): CodeSplitting {
  let rootImports: Set<string> | null = null;
  return {
    groups: [
      {
        // Its name in the bundler's timing report (a group named by a function needs one).
        debugName: 'shell',
        name(moduleId, ctx) {
          if (FRAMEWORK.test(moduleId) || RUNTIME.test(moduleId)) return 'shell';
          if (moduleId === ENTRY_MODULE || moduleId === API_CLIENT) return 'shell';
          rootImports ??= staticClosureOfRoot(ctx);
          return rootImports.has(moduleId) ? 'shell' : null;
        },
      },
    ],
  };
}

function staticClosureOfRoot(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [ROOT_MODULE];
  while (stack.length) {
    const id = stack.pop()!;
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}
