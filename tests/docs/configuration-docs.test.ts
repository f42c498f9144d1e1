/**
 * Every setting the server reads is documented where a person setting up the site looks: `.env.example` and the
 * README's configuration table name exactly the variables `src/server/config.ts` reads, nothing it ignores.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * The variables config.ts reads: those `loadConfig` asks its environment for (watched through a proxy, so a
 * setting read anywhere in it counts, however the schema is written), and any `env.NAME` / `env['NAME']` in
 * its source (a read outside `loadConfig` would not pass through the proxy).
 */
function settingsConfigReads(): string[] {
  const asked = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(target, key) {
      if (typeof key === 'string' && ENV_NAME.test(key)) asked.add(key);
      return Reflect.get(target, key);
    },
    has(target, key) {
      if (typeof key === 'string' && ENV_NAME.test(key)) asked.add(key);
      return Reflect.has(target, key);
    },
  });
  loadConfig(env);
  const source = read('src/server/config.ts');
  for (const [, dotted, bracketed] of source.matchAll(
    /\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
  ))
    asked.add((dotted ?? bracketed)!);
  return sorted(asked);
}

/** `NAME=` lines of .env.example, set or commented out (`# NAME=value` documents a default). */
function envExampleNames(): string[] {
  return sorted(
    read('.env.example')
      .split('\n')
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined),
  );
}

/** The backticked names in the first column of the README's Configuration table ("`PORT`, `HOST`" is two). */
function readmeTableNames(): string[] {
  const section = read('README.md').split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return sorted(
    rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)),
  );
}

/**
 * Variables only Docker Compose reads: those compose.yaml substitutes (`${NAME…}`), and Compose's own
 * COMPOSE_PROFILES. .env.example lists them in a block of their own, since compose hands the file to the app too.
 */
function composeOnlyNames(): string[] {
  const substituted = [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
  return sorted([...substituted, 'COMPOSE_PROFILES']);
}

describe('the configuration docs', () => {
  const settings = settingsConfigReads();

  it('find the settings config.ts reads', () => {
    expect(settings.length).toBeGreaterThan(20);
    expect(settings).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SESSION_SECRET']));
  });

  it('.env.example lists every setting config.ts reads', () => {
    const listed = new Set(envExampleNames());
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('.env.example lists nothing else, besides the variables only Docker Compose reads', () => {
    const known = new Set([...settings, ...composeOnlyNames()]);
    expect(envExampleNames().filter((name) => !known.has(name))).toEqual([]);
  });

  it("the README's configuration table names exactly the settings config.ts reads", () => {
    expect(readmeTableNames()).toEqual(settings);
  });
});
