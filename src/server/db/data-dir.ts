/**
 * DATA_DIR holds the embedded database's files (every prayer request, donor and staff account), the
 * session secret and the backups: on a shared host nobody but the server's own user may read them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Group and others: no access at all. */
const OTHERS = 0o077;

/**
 * Makes everything the process writes from now on its owner's only (umask 077: folders 0700, files
 * 0600, the embedded database's included), creates DATA_DIR 0700, and takes group and others' access
 * away from whatever DATA_DIR already holds (a folder made before, or copied in). Returns how many
 * files and folders it had to tighten. Call it at start, before the database is opened.
 */
export function keepDataDirPrivate(dataDir: string): number {
  process.umask(OTHERS);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const tighten = (entry: string, stat: fs.Stats) => {
    if ((stat.mode & OTHERS) === 0) return;
    fs.chmodSync(entry, stat.mode & 0o700);
    tightened += 1;
  };
  const walk = (folder: string) => {
    tighten(folder, fs.lstatSync(folder));
    for (const dirent of fs.readdirSync(folder, { withFileTypes: true })) {
      const entry = path.join(folder, dirent.name);
      if (dirent.isDirectory()) walk(entry);
      else if (dirent.isFile()) tighten(entry, fs.lstatSync(entry));
    }
  };
  walk(dataDir);
  return tightened;
}
