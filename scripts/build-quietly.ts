/**
 * `npm run build`'s bundling, quiet on success (README.md, the quick start): `react-router build` at
 * Vite's `warn` level, so a build that works prints nothing but its warnings, and one that fails
 * prints its errors in full. The one line below is dropped, with its reason; everything else passes.
 *   node scripts/build-quietly.ts
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** Lines that are not ours to fix, each with why it is dropped. */
export const DROPPED_LINES: { line: string; why: string }[] = [
  {
    line: 'The `envFile` option is deprecated, please use `envDir: false` instead.',
    why: "React Router 7's plugin starts its own Vite servers with `envFile: false`, which Vite 8 calls deprecated; this project sets no such option",
  },
];

/** Whether a line of the build's output is worth showing. */
export function worthShowing(line: string): boolean {
  // Without the colours Vite may add around it.
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return !DROPPED_LINES.some((dropped) => dropped.line === plain);
}

function main() {
  const bin = path.resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'react-router');
  const child = spawn(bin, ['build', '--logLevel', 'warn'], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (worthShowing(line)) out.write(`${line}\n`);
    });
  }
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) main();
