/**
 * PostgreSQL LISTEN/NOTIFY between the app processes that share one database: a process that
 * changes data tells the others, which clear their page caches at once. Only for PostgreSQL; the
 * embedded database has a single process, which needs no telling.
 */
import pg from 'pg';

export interface Notifications {
  publish(channel: string, payload: string): Promise<void>;
  /** Listens on a connection of its own (not one of the pool's) until the returned function is called. */
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 5_000;

export function postgresNotifications(pool: pg.Pool): Notifications {
  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, listener) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      const connect = async () => {
        // A client of its own: LISTEN belongs to one session, which must outlive every query.
        const connection = new pg.Client(pool.options);
        connection.on('notification', (message) => {
          if (message.channel === channel) listener(message.payload ?? '');
        });
        // A lost listening connection is replaced; until then other processes' changes reach this
        // one only through its cache's freshness limit (60 s).
        connection.on('error', (error) => {
          if (client === connection) client = null;
          connection.end().catch(() => {});
          if (stopped) return;
          console.error(`PostgreSQL notifications: connection lost (${error.message}); reconnecting`);
          retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
        });
        await connection.connect();
        await connection.query(`listen ${channel}`);
        if (stopped) await connection.end();
        else client = connection;
      };
      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const connection = client;
        client = null;
        await connection?.end().catch(() => {});
      };
    },
  };
}
