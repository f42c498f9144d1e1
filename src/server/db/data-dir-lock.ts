/**
 * The embedded database (PGlite) must be opened by one process at a time: PGlite takes no lock of
 * its own, and two processes writing the same files corrupt them. Whoever opens DATA_DIR (the
 * server, `npm run admin`) takes this lock first; a second process gets a clear DataDirInUseError.
 * A lock left by a process that died is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (probably the running site). ` +
        'Stop the site first, then run this command again.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/** Takes the lock on DATA_DIR's embedded database; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFilePath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const mine = String(process.pid);
  try {
    fs.writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    // Our own pid: a restarted container (pid 1 again) or a second open in this process.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    fs.writeFileSync(file, mine, { mode: 0o600 });
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
