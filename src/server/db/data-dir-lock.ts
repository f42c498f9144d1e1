/**
 * The embedded database (PGlite) is single-process: two processes opening the same files corrupt
 * them. Whoever opens it (the server, db:backup, db:restore, db:seed, admin) first writes
 * DATA_DIR/pglite.pid, and anyone else finds that file with a live pid and refuses with a clear
 * message. A file left by a process that died is stale and simply replaced.
 *
 * This is a guard against people running two things at once, not a distributed lock: PostgreSQL
 * (DATABASE_URL) needs none and is what to use for several app processes or online backups.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface LockOwner {
  pid: number;
  command: string;
  startedAt: string;
}

/** Lock files held by this process, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'pglite.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function inUseMessage(dataDir: string, file: string, owner: LockOwner | undefined): string {
  const who = owner ? `process ${owner.pid} (${owner.command}, since ${owner.startedAt})` : 'this process';
  return (
    `The embedded database in ${dataDir} is in use by ${who}. ` +
    'PGlite allows one process at a time: stop the site server (or that command) first, then try again. ' +
    `If no such process is running, delete ${file}.`
  );
}

/**
 * Takes the lock on DATA_DIR's embedded database or throws DataDirInUseError. Returns the release
 * function (idempotent).
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  if (heldHere.has(file)) throw new DataDirInUseError(inUseMessage(dataDir, file, undefined));
  const owner: LockOwner = {
    pid: process.pid,
    command:
      process.argv
        .slice(1)
        .map((part) => path.basename(part))
        .join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(owner)}\n`, { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        // Only remove our own file (never one a later process wrote after a forced takeover).
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(file);
      // Our own pid in a file we do not hold: left by an earlier life of this pid (a container's pid 1).
      if (current && current.pid !== process.pid && isAlive(current.pid)) {
        throw new DataDirInUseError(inUseMessage(dataDir, file, current));
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(inUseMessage(dataDir, file, readOwner(file)));
}
