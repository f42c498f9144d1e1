/**
 * buildApp(deps): the whole server, used by main.ts and by tests. Nothing here reads the
 * environment; everything arrives in deps.
 */
import '#server/i18n.ts';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppLoadContext } from 'react-router';
import { type Clock, systemClock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { holdsDemoContent } from '#server/db/seed.ts';
import { AppError } from '#server/errors.ts';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '#server/features/auth/auth.cookie.ts';
import { adminPrivacyRoutes } from '#server/features/privacy/privacy.routes.ts';
import { adminSubscribersRoutes } from '#server/features/subscribers/subscribers.routes.ts';
import { adminDashboardRoutes } from '#server/features/dashboard/dashboard.routes.ts';
import { privateLinksPlugin } from '#server/features/private-links/private-links.plugin.ts';
import { givingAdminRoutes } from '#server/features/giving/giving.admin.routes.ts';
import { givingRecurringAdminRoutes } from '#server/features/giving/giving.recurring-admin.routes.ts';
import { givingStatementsRoutes } from '#server/features/giving/giving.statements.routes.ts';
import { auditPlugin } from '#server/features/audit/audit.plugin.ts';
import { auditRoutes } from '#server/features/audit/audit.routes.ts';
import { authRoutes } from '#server/features/auth/auth.routes.ts';
import { twoFactorRoutes } from '#server/features/auth/auth.two-factor.routes.ts';
import { contentRecordsRoutes } from '#server/features/content/content.records.routes.ts';
import { givingRoutes } from '#server/features/giving/giving.routes.ts';
import { outreachAdminRoutes } from '#server/features/outreach/outreach.admin.routes.ts';
import { houseChurchRoutes } from '#server/features/house-churches/house-churches.routes.ts';
import { houseChurchAdminRoutes } from '#server/features/house-churches/house-churches.admin.routes.ts';
import { eventsAdminRoutes } from '#server/features/events/events.admin.routes.ts';
import { calendarFeedRoutes } from '#server/features/events/events.calendar-feed.routes.ts';
import { eventsRoutes } from '#server/features/events/events.routes.ts';
import { eventSeriesRoutes } from '#server/features/events/events.series.routes.ts';
import { waitlistRoutes } from '#server/features/events/events.waitlist.routes.ts';
import { newsletterRoutes } from '#server/features/newsletter/newsletter.routes.ts';
import { newsletterAdminRoutes } from '#server/features/newsletter/newsletter.admin.routes.ts';
import { outreachRoutes } from '#server/features/outreach/outreach.routes.ts';
import { siteRoutes } from '#server/features/site/site.routes.ts';
import { staffRoutes } from '#server/features/staff/staff.routes.ts';
import { imagesRoutes } from '#server/features/images/images.routes.ts';
import { contentRoutes } from '#server/features/content/content.routes.ts';
import { videosRoutes } from '#server/features/videos/videos.routes.ts';
import { createSmtpMailer, type Mailer } from '#server/integrations/mailer.ts';
import { loggerOptions, redactUrl } from '#server/logger.ts';
import { requireTwoFactorSetUp } from '#server/features/auth/auth.two-factor.guard.ts';
import { accessPlugin } from '#server/plugins/access.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { healthPlugin } from '#server/plugins/health.ts';
import { createMetrics, metricsPlugin } from '#server/plugins/metrics.ts';
import {
  errorReportingPlugin,
  pageErrorReporter,
  startErrorReporting,
} from '#server/observability/error-reporting.ts';
import { openApiPlugin } from '#server/plugins/openapi.ts';
import { publicFormPlugin } from '#server/plugins/public-form.ts';
import { rateLimitPlugin } from '#server/plugins/rate-limit.ts';
import { pagesPlugin } from '#server/plugins/react-router.ts';
import { setUpResponseCache } from '#server/plugins/response-cache.ts';
import { contentSecurityPolicy, securityPlugin } from '#server/plugins/security.ts';
import { storableTextPlugin } from '#server/plugins/storable-text.ts';
import { createServices, type Services } from '#server/services.ts';
import { applyPublishedSiteSettings } from '#server/features/content/content.site-settings.ts';
import { analyticsIdsOver } from '#shared/site/settings.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Defaults to SMTP from config (null when SMTP_URL is unset: emails are held in the outbox). */
  mailer?: Mailer | null;
  /** Keep public pages and API reads in memory (default: with production pages). */
  responseCache?: boolean;
  /** Server-rendered pages; omitted in API tests. */
  pages?: { mode: 'production' | 'development'; buildDirectory?: string };
  /** Rate-limit counters in the database, shared by every process (default: on PostgreSQL). */
  sharedRateLimits?: boolean;
  logger?: FastifyServerOptions['loggerInstance'];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: { config: Config; clock: Clock; database: DatabaseHandle };
    services: Services;
  }
}

/** JSON bodies are small forms; anything larger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a rule by position (the nearest `count`
 * addresses are proxies), which Fastify no longer accepts as a number because it cannot check who
 * connects: it is for an app reachable through its proxies alone (README, configuration).
 */
function trustedProxyRule(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config) }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustedProxyRule(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // One log line per request (below) instead of Fastify's two: under a burst, logging is a
    // large share of the cost of a page served from memory (measured: 9,800 pages/s with no
    // request log, 6,000 with two lines each).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: { method: request.method, url: redactUrl(request.url) },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is refused with 415 before a handler runs.
  app.removeContentTypeParser('text/plain');

  const mailer =
    deps.mailer !== undefined
      ? deps.mailer
      : config.mail.smtpUrl
        ? createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from })
        : null;
  const metrics = createMetrics();
  // Left to its default on the embedded database, the demo checkout takes gifts only where the
  // quick start's demo content is: one without it is a real site (docs/product.md#donations-and-payments).
  const demoCheckout =
    config.demoCheckout === 'with-demo-content' ? await holdsDemoContent(database.db) : config.demoCheckout;
  const services = createServices({
    config,
    demoCheckout,
    db: database.db,
    databaseKind: database.kind,
    clock,
    mailer,
    log: app.log,
    activity: metrics.activity,
    notifications: database.notifications,
  });
  app.decorate('deps', { config, clock, database });
  app.decorate('services', services);

  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  // SENTRY_DSN unset: null, and the SDK is never imported.
  const errorReporter = await startErrorReporting({ dsn: config.sentryDsn, environment: config.env });
  await app.register(errorReportingPlugin, { reporter: errorReporter });
  await app.register(securityPlugin, { config, dev: deps.pages?.mode === 'development' });
  await app.register(compress, {
    threshold: 1024,
    // Dynamic pages: a fast brotli level; the default (11) costs more CPU than it saves in bytes.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Before the rate limits: it gives every `form: 'public'` route its limit as the route is added.
  await app.register(publicFormPlugin, { formGuard: services.formGuard, db: database.db });
  await app.register(rateLimitPlugin, {
    enabled: config.rateLimits,
    shared:
      (deps.sharedRateLimits ?? database.kind === 'postgres')
        ? { db: database.db, keySecret: config.sessionSecret ?? 'rate-limit-keys' }
        : undefined,
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(accessPlugin, {
    authenticate: (request, reply) => services.auth.authenticate(request, reply),
    allowedOrigins: [config.publicUrl],
    beforeRooms: requireTwoFactorSetUp,
  });
  // After the guard (it needs request.staff), before the routes (it hooks every staff write).
  await app.register(auditPlugin, { audit: services.audit });
  await app.register(healthPlugin, { isReady: () => database.isReady() });
  await app.register(metricsPlugin, {
    metrics,
    db: database.db,
    clock,
    token: config.metricsToken,
    videoSyncOn: services.videoSync.configured,
  });
  await app.register(openApiPlugin, {
    sessionCookieName: config.secureCookies ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME,
  });

  // Public pages and API reads are kept in memory (in production); every write clears them, so a
  // change is visible on the next request.
  const pageCache =
    (deps.responseCache ?? deps.pages?.mode === 'production')
      ? await setUpResponseCache(app, { database, videoSync: services.videoSync })
      : null;
  // The published site settings are what every reader of `site` sees (emails, PDFs, services), from
  // the start and after every change. A published document reaches another process by its own
  // notice, which may come after that process cleared its pages: clearing them again once its
  // copy is dropped (and the settings applied) keeps no stale page.
  await applyPublishedSiteSettings(services.pageContent, app.log);
  services.contentStore.onChanged(async (key) => {
    if (key === 'site') await applyPublishedSiteSettings(services.pageContent, app.log);
    pageCache?.invalidate();
  });
  app.addHook('onClose', await services.contentStore.listen());

  await app.register(siteRoutes);
  await app.register(newsletterRoutes);
  await app.register(outreachRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(givingRoutes);
  await app.register(houseChurchRoutes);
  await app.register(houseChurchAdminRoutes);
  await app.register(adminSubscribersRoutes);
  await app.register(outreachAdminRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(givingAdminRoutes);
  await app.register(givingRecurringAdminRoutes);
  await app.register(givingStatementsRoutes);
  await app.register(newsletterAdminRoutes);
  await app.register(adminPrivacyRoutes);
  await app.register(eventsRoutes);
  await app.register(eventsAdminRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(eventSeriesRoutes);
  await app.register(waitlistRoutes);
  await app.register(videosRoutes);
  await app.register(imagesRoutes);
  await app.register(contentRecordsRoutes);
  await app.register(contentRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);

  // Unknown API paths answer JSON, never a page.
  app.all('/api/*', { config: { access: 'public' } }, async () => {
    throw new AppError(404, 'Not found.');
  });

  if (deps.pages) {
    // Before the pages: a private link's first request leaves with its key moved into a cookie.
    await app.register(privateLinksPlugin, { links: services.privateLinks });
    await app.register(pagesPlugin, {
      mode: deps.pages.mode,
      bodyLimit: BODY_LIMIT_BYTES,
      buildDirectory: deps.pages.buildDirectory ?? path.resolve('build'),
      pageCache: pageCache
        ? {
            cache: pageCache,
            sessionCookieNames: [SESSION_COOKIE_NAME, SECURE_SESSION_COOKIE_NAME],
            hasStaffSession: async (cookies) => (await services.auth.staffFromCookieHeader(cookies)) !== null,
            onLookup: metrics.countPageCache,
            contentSecurityPolicy: (inline) => contentSecurityPolicy(inline, config, false),
          }
        : undefined,
      getLoadContext: (request): AppLoadContext => ({
        services,
        nonce: request?.cspNonce ?? '',
        publicUrl: config.publicUrl,
        ...(request ? { clientAddress: request.ip } : {}),
        analytics: analyticsIdsOver(config.analytics),
        browserErrorDsn: config.sentryDsn,
        reportError: pageErrorReporter(request?.log ?? app.log, errorReporter, request?.id),
        remember: pageCache
          ? (name, read) => pageCache.sharedReads.remember(name, clock.now().getTime(), read)
          : async (_name, read) => (await read()).value,
      }),
    });
  }

  services.outbox.start();
  services.outboxHousekeeping.start();
  services.auditRetention.start();
  services.eventReminders.start();
  services.seriesHorizon.start();
  services.videoSync.start();
  app.addHook('onClose', async () => {
    await services.videoSync.stop();
    await services.outbox.stop();
    await services.outboxHousekeeping.stop();
    await services.auditRetention.stop();
    await services.eventReminders.stop();
    await services.seriesHorizon.stop();
    mailer?.close();
  });
  return app;
}
