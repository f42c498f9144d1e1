/**
 * Which Chromium the journeys drive. Debian's /usr/bin/chromium when it is installed; otherwise the
 * Chromium shipped inside the @sparticuz/chromium npm package, so `npm ci && npm test` also passes on
 * a machine that has only Node. `playwright install` is never used (it downloads a browser).
 *
 * E2E_FORCE_SPARTICUZ=1 uses the packaged Chromium even when Debian's exists (to prove the fallback).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The flags for a headless Chromium on small shared machines (no sandbox, no GPU, no network chatter). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumChoice {
  source: 'debian' | 'sparticuz';
  executablePath: string;
  /** Extra environment the browser process needs (fonts, bundled libraries). */
  env: Record<string, string>;
}

export async function resolveChromium(): Promise<ChromiumChoice> {
  const forced = ['1', 'true', 'yes'].includes((process.env.E2E_FORCE_SPARTICUZ ?? '').toLowerCase());
  if (!forced && fs.existsSync(DEBIAN_CHROMIUM)) {
    return { source: 'debian', executablePath: DEBIAN_CHROMIUM, env: {} };
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  // No WebGL needed; this also skips unpacking the SwiftShader libraries.
  chromium.setGraphicsMode = false;
  // Unpacks the browser to /tmp/chromium and its fonts to /tmp/fonts (once; later calls reuse them).
  const executablePath = await chromium.executablePath();
  const env: Record<string, string> = { FONTCONFIG_PATH: path.join(os.tmpdir(), 'fonts') };
  const libraries = bundledLibrariesIfNeeded(executablePath);
  if (libraries) {
    env.LD_LIBRARY_PATH = [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  }
  return { source: 'sparticuz', executablePath, env };
}

/**
 * The packaged browser links against NSS, NSPR and expat, which a bare Debian lacks. The package
 * ships them (for Amazon Linux); unpack them only when the system cannot resolve them.
 */
function bundledLibrariesIfNeeded(executablePath: string): string | null {
  let missing: boolean;
  try {
    missing = execFileSync('ldd', [executablePath], { encoding: 'utf8' }).includes('not found');
  } catch {
    missing = true;
  }
  if (!missing) return null;
  const target = path.join(os.tmpdir(), 'al2023');
  const libDirectory = path.join(target, 'lib');
  if (!fs.existsSync(path.join(libDirectory, 'libnss3.so'))) {
    // The package entry is build/cjs/index.cjs; its archives sit in bin/.
    const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
    const archive = path.join(path.dirname(entry), '..', '..', 'bin', 'al2023.tar.br');
    fs.mkdirSync(target, { recursive: true });
    const tar = zlib.brotliDecompressSync(fs.readFileSync(archive));
    execFileSync('tar', ['-x', '-C', target], { input: tar });
  }
  return libDirectory;
}
