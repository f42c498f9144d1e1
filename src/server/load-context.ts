/**
 * What every React Router loader and action receives as `context`. Built in app.ts.
 * Route modules import this type only (erased from the browser bundle).
 */
import type { Config } from './config.ts';
import type { Services } from './services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The request's CSP nonce, for every inline script the page emits. */
    nonce: string;
    publicUrl: string;
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
  }
}

export {};
