// Runs a command (one shell line) on Node 24, whatever Node started it: `npm start` and `npm test`
// begin here. Plain JavaScript, so it runs on an older Node too (Debian 12's, many laptops' Node 20),
// which cannot run the site's TypeScript. On Node 24 or newer it runs the command as it is. On an
// older one it installs Node NODE_VERSION, the official build from the npm registry (the package
// node-<platform>-<arch>, as .ci/run does), into the git-ignored .tools/ folder once, and runs the
// command with that Node first on PATH: every `node` and `npm` the command starts runs on it.
// Where that cannot be done, it stops at once with one line saying what to install.
//   node scripts/node-24.mjs 'npm run --silent build && npm run --silent serve'
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Node the tools install: the same as .ci/run's, so a newcomer runs what CI runs. */
export const NODE_VERSION = '24.21.0';
export const MINIMUM_MAJOR = 24;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TOOL_DIR = path.join(ROOT, '.tools', `node-${NODE_VERSION}`);

/**
 * The npm package with Node's official build for this machine, or null where the registry has no
 * Node 24 for it: it has Linux on x64 and arm64 (its Mac packages stop before 24.21).
 */
export function nodePackageFor(platform, arch) {
  if (platform === 'linux' && (arch === 'x64' || arch === 'arm64')) return `node-linux-${arch}`;
  return null;
}

/**
 * What to do: 'run' (this Node will do), 'use-tools' (the Node in .tools/ is there), 'install'
 * (fetch it first) or 'stop' (no build for this machine).
 * @param {{ running: string, installed: string | null, nodePackage: string | null }} facts
 *   running: this Node's version ("20.19.2"); installed: the version in .tools/, if any.
 */
export function plan({ running, installed, nodePackage }) {
  if (Number(running.replace(/^v/, '').split('.')[0]) >= MINIMUM_MAJOR) return 'run';
  if (installed === NODE_VERSION) return 'use-tools';
  return nodePackage ? 'install' : 'stop';
}

export function stopLine(running) {
  return (
    `This site needs Node ${MINIMUM_MAJOR} or newer; you have ${running.replace(/^v/, '')}. ` +
    `Install Node ${MINIMUM_MAJOR} (https://nodejs.org, or \`nvm install ${MINIMUM_MAJOR}\`) and run the command again.`
  );
}

function installedVersion(nodeBin) {
  const result = spawnSync(path.join(nodeBin, 'node'), ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

function main() {
  const command = process.argv.slice(2).join(' ');
  if (!command) {
    console.error("Usage: node scripts/node-24.mjs '<command>'");
    process.exit(2);
  }
  const running = process.versions.node;
  const nodePackage = nodePackageFor(process.platform, process.arch);
  const nodeBin = path.join(TOOL_DIR, 'node_modules', nodePackage ?? 'none', 'bin');
  let env = process.env;
  let step = plan({ running, installed: installedVersion(nodeBin), nodePackage });
  if (step === 'stop') {
    console.error(stopLine(running));
    process.exit(1);
  }
  if (step === 'install') {
    console.error(
      `Node ${running} is older than ${MINIMUM_MAJOR}: installing Node ${NODE_VERSION} from the npm registry ` +
        `into ${path.relative(process.cwd(), TOOL_DIR) || TOOL_DIR} (once, about 130 MB).`,
    );
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        TOOL_DIR,
        `${nodePackage}@${NODE_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (npm.status !== 0 || installedVersion(nodeBin) !== NODE_VERSION) {
      console.error(stopLine(running));
      process.exit(1);
    }
    step = 'use-tools';
  }
  if (step === 'use-tools') env = { ...env, PATH: `${nodeBin}${path.delimiter}${env.PATH ?? ''}` };
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
