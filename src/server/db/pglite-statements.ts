/**
 * Named prepared statements for the embedded database: each distinct SQL text is parsed once, and
 * every later run is one Bind/Execute/Sync exchange with the WASM backend.
 *
 * Why: PGlite's `query()` parses, describes, plans and runs every statement from scratch, in six
 * round trips into the WASM module, and planning asks the file system for the size of every table
 * and index the plan might touch (an lseek and an fstat each, on the data directory). A named
 * statement is planned for its first runs and then keeps PostgreSQL's generic plan, as a server
 * driver such as postgres.js does by default. The thank-you page's gift lookup, measured with
 * scripts/bench/pglite-statements.ts: 0.12 ms through `query()` against 0.04 ms prepared, and through
 * Drizzle 0.27 against 0.08 ms (Drizzle's own parsers cost PGlite a copy of its defaults: see run()).
 *
 * Only the plain case is prepared: a query outside a transaction, without blobs, notices or
 * declared parameter types. Everything else (transactions included) takes PGlite's own path.
 * PostgreSQL re-plans a statement itself when a table it reads changes; a statement whose result
 * columns changed under it (a migration run while the server is up) is prepared afresh once.
 */
import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';

/** How many distinct statements stay prepared; the least recently used is closed beyond that. */
export const MAX_PREPARED_STATEMENTS = 200;

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const RESULT_TYPE_CHANGED = '0A000';

interface Statement {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them: which serializer each value takes. */
  parameterTypes: number[];
}

const { serialize } = protocol;

function joinMessages(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

const canPrepare = (options: QueryOptions | undefined) =>
  !options?.blob && !options?.paramTypes && !options?.onNotice;

/** Replaces `client.query` with the prepared version; returns how many statements are prepared. */
export function enablePreparedStatements(client: PGlite): { readonly prepared: number } {
  const query = client.query.bind(client);
  /** By SQL text, least recently used first (a Map keeps insertion order). */
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `s${(counter += 1)}`;
    const { messages } = await client.execProtocol(
      joinMessages([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, parameterTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldestText] = statements.keys();
      await forget(oldestText!);
    }
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await client.execProtocol(
      joinMessages([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used goes last.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      joinMessages([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    // PGlite copies every default parser into a new object when a query brings its own, as Drizzle's
    // always do (0.05 ms a query; 2% of the server's time on the thank-you page). The query's own in
    // front of the defaults, as their prototype, read the same and copy nothing.
    if (!options?.parsers) return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    const parsers = Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers);
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  async function preparedQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (!canPrepare(options)) return query<T>(text, params, options);
    await client._checkReady();
    // The transaction lock first, as PGlite's own query() takes it: never inside someone's BEGIN.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
          await forget(text);
          return run<T>(text, params, options);
        }
      }),
    );
  }

  client.query = preparedQuery as PGlite['query'];
  return {
    get prepared() {
      return statements.size;
    },
  };
}
