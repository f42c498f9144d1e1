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
  }
}

export {};
