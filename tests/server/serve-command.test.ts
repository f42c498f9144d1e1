/**
 * The container runs the server as `npm run serve` does: the same Node flags and the same allocator
 * settings (docs/decisions/0017-memory-returned-to-the-system.md), which tests and the benchmark
 * also use (spawn-server.ts). A change to one without the other would measure one thing and ship another.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SERVE_ALLOCATOR_ENV, SERVE_NODE_FLAGS } from '#tests/server/spawn-server.ts';

const dockerfile = fs.readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8');

describe('the container and `npm run serve`', () => {
  it('give the server the same Node flags', () => {
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd).toEqual(['node', ...SERVE_NODE_FLAGS, 'src/server/main.ts']);
    expect(SERVE_NODE_FLAGS).toContain('--max-old-space-size=192');
  });

  it('give it the same allocator settings, so freed memory goes back to the system', () => {
    const env = Object.fromEntries(
      [...dockerfile.matchAll(/^ENV (.*)$/gm)].flatMap((line) =>
        line[1]!.split(/\s+/).map((word) => word.split('=') as [string, string]),
      ),
    );
    expect(SERVE_ALLOCATOR_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' });
    for (const [name, value] of Object.entries(SERVE_ALLOCATOR_ENV)) expect(env[name]).toBe(value);
  });
});
