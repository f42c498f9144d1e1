/**
 * What every React Router loader and action receives as `context`. Built in app.ts.
 * Route modules import this type only (erased from the browser bundle).
 */
import type { Config } from '#server/config.ts';
import type { SharedRead } from '#server/plugins/shared-reads.ts';
import type { Services } from '#server/services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The request's CSP nonce, for every inline script the page emits. */
    nonce: string;
    publicUrl: string;
    /** The client's address as the server sees it (TRUST_PROXY), for the audit log. */
    clientAddress?: string;
    analytics: Config['analytics'];
    /** SENTRY_DSN: the browser loads its error reporting only when set. */
    browserErrorDsn?: string;
    /** A loader, action or render failed on the server: logged with the request id (and to Sentry). */
    reportError?: (error: unknown) => void;
    /** Render the whole document before sending (a page for the page cache), never a streamed shell. */
    wholeDocument?: boolean;
    /**
     * A loader that fell back (the database was unreachable, so a list is empty) calls this: the
     * page is right for this moment but must not be stored for the next visitors.
     */
    doNotCache?: () => void;
    /**
     * Data every page shows, read once and shared by renders until the page cache is cleared or the
     * data's own `until` passes (plugins/shared-reads.ts). Without a page cache, read every time.
     */
    remember<T>(name: string, read: () => Promise<SharedRead<T>>): Promise<T>;
  }
}

export {};
