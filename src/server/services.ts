/**
 * The services container: built once per app, handed to API routes (app.services) and to page
 * loaders (the React Router load context), so pages never open their own database connection.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { OutboxWorker } from './email/outbox.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createEventsService } from './features/events/events.service.ts';
import { createNewsletterService } from './features/newsletter/newsletter.service.ts';
import type { Mailer } from './integrations/mailer.ts';

export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
}

export function createServices(deps: ServiceDeps) {
  const { config, db, clock, mailer, log } = deps;
  const outbox = new OutboxWorker({ db, mailer, clock, log: log.child({ component: 'outbox' }) });
  const onEmailQueued = () => outbox.kick();
  return {
    outbox,
    auth: createAuthService({ db, clock, config }),
    newsletter: createNewsletterService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
    events: createEventsService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
  };
}

export type Services = ReturnType<typeof createServices>;
