// Creates a new embedded database (PGlite runs initdb) in a short-lived child process:
// `node initdb-worker.mjs <directory>`. initdb touches several hundred MB that the WASM heap never
// gives back; in its own process that memory goes when it exits, and the server that opens the
// database afterwards stays small. See openDatabase in client.ts.
import { PGlite } from '@electric-sql/pglite';

const directory = process.argv[2];
if (!directory) throw new Error('usage: initdb-worker.mjs <directory>');
const db = await PGlite.create(directory);
await db.close();
