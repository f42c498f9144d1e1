/**
 * The build is quiet on success (scripts/build-quietly.ts): of its output only the lines known not to
 * be ours are dropped, each with its reason; warnings and errors pass.
 */
import { describe, expect, it } from 'vitest';
import { DROPPED_LINES, worthShowing } from '#scripts/build-quietly.ts';

describe('the quiet build', () => {
  it("drops React Router's envFile deprecation, coloured or not, and says why", () => {
    const line = 'The `envFile` option is deprecated, please use `envDir: false` instead.';
    expect(worthShowing(line)).toBe(false);
    expect(worthShowing(`\u001b[33m${line}\u001b[39m`)).toBe(false);
    expect(DROPPED_LINES.every((dropped) => dropped.why.length > 20)).toBe(true);
  });

  it('shows everything else: warnings, errors and their code frames', () => {
    for (const line of [
      '[IMPORT_IS_UNDEFINED] Import `default` will always be undefined',
      '✗ Build failed in 20.81s',
      '[builtin:vite-transform] Unexpected token',
      '    ╭─[ src/client/features/admin/CopyButton.tsx:32:23 ]',
      'The `envFile` option is deprecated, and something else.',
    ]) {
      expect(worthShowing(line), line).toBe(true);
    }
  });
});
