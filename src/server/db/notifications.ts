/**
 * PostgreSQL LISTEN/NOTIFY between the app processes that share one database: a process that
 * changes data tells the others, which clear their page caches at once. Only for PostgreSQL; the
 * embedded database has a single process, which needs no telling.
 */
import pg from 'pg';

export interface Notifications {
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Listens until the returned function is called. Every channel of this process shares one
   * connection of its own (not one of the pool's): a process holds its pool plus one, however many
   * caches listen (the page cache, the site content).
   */
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 5_000;

export function postgresNotifications(pool: pg.Pool): Notifications {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;

  // LISTEN belongs to one session, which must outlive every query: a client of its own.
  const connect = async (): Promise<pg.Client> => {
    const connection = new pg.Client(pool.options);
    connection.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    // A lost listening connection is replaced and listens again on every channel; until then other
    // processes' changes reach this one only through its caches' freshness limits (60 s).
    connection.on('error', (error) => {
      if (client === connection) client = null;
      connection.end().catch(() => {});
      if (listeners.size === 0) return;
      console.error(`PostgreSQL notifications: connection lost (${error.message}); reconnecting`);
      retry = setTimeout(() => void listening().catch(() => {}), RECONNECT_MS);
    });
    await connection.connect();
    for (const channel of listeners.keys()) await connection.query(`listen ${channel}`);
    return connection;
  };

  /** The listening connection, opened on first use (and again after it was lost). */
  const listening = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= connect().finally(() => (connecting = null));
    const connection = await connecting;
    if (listeners.size === 0) {
      await connection.end().catch(() => {});
      return connection;
    }
    client = connection;
    return connection;
  };

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, listener) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const isNew = !listeners.has(channel);
      const forChannel = listeners.get(channel) ?? new Set();
      forChannel.add(listener);
      listeners.set(channel, forChannel);
      const connection = await listening();
      // A connection opened just now already listens on every channel known when it connected.
      if (isNew && client === connection) await connection.query(`listen ${channel}`);
      return async () => {
        forChannel.delete(listener);
        if (forChannel.size > 0 || listeners.get(channel) !== forChannel) return;
        listeners.delete(channel);
        const open = client;
        if (listeners.size === 0) {
          client = null;
          if (retry) clearTimeout(retry);
          await open?.end().catch(() => {});
        } else {
          await open?.query(`unlisten ${channel}`).catch(() => {});
        }
      };
    },
  };
}
