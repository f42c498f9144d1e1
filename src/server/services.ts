/**
 * The services container: built once per app, handed to API routes (app.services) and to page
 * loaders (the React Router load context), so pages never open their own database connection and a
 * route, a loader and a test all reach the same instance. Route plugins never build a service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Notifications } from '#server/db/notifications.ts';
import { OutboxWorker } from '#server/email/outbox.ts';
import { OutboxHousekeeping } from '#server/email/outbox-housekeeping.ts';
import { createAdminDashboardService } from '#server/features/dashboard/dashboard.service.ts';
import { createPrivacyService } from '#server/features/privacy/privacy.service.ts';
import { createAdminSubscribersService } from '#server/features/subscribers/subscribers.service.ts';
import { AuditRetention } from '#server/features/audit/audit.retention.ts';
import { createAuditService } from '#server/features/audit/audit.service.ts';
import { createAuthService } from '#server/features/auth/auth.service.ts';
import { createTwoFactorService } from '#server/features/auth/auth.two-factor.service.ts';
import { createContentRecordsService } from '#server/features/content/content.records.service.ts';
import { createGivingAdminService } from '#server/features/giving/giving.admin.service.ts';
import { createRecurringAdminService } from '#server/features/giving/giving.recurring-admin.service.ts';
import { createGivingService } from '#server/features/giving/giving.service.ts';
import { createPrivateLinks } from '#server/features/private-links/private-links.ts';
import { createDonorAccessService } from '#server/features/giving/giving.donor-access.ts';
import { createDonorPageService } from '#server/features/giving/giving.donor-page.service.ts';
import { createDonorRecurringService } from '#server/features/giving/giving.donor-recurring.service.ts';
import { createStripeSubscriptions } from '#server/integrations/stripe/stripe-subscriptions.ts';
import { createRecurringEventHandlers } from '#server/features/giving/giving.recurring.events.ts';
import { createRecurringGiftService } from '#server/features/giving/giving.recurring.service.ts';
import { createStripeEventRouter } from '#server/features/giving/giving.stripe-events.ts';
import { createRefundHandlers } from '#server/features/giving/giving.refunds.ts';
import { createStatementsService } from '#server/features/giving/giving.statements.service.ts';
import { createRsvpManageService } from '#server/features/events/events.manage.service.ts';
import { createEventsService } from '#server/features/events/events.service.ts';
import { createEventsAdminService } from '#server/features/events/events.admin.service.ts';
import { EventReminderJob } from '#server/features/events/events.reminders.ts';
import { createEventSeriesService } from '#server/features/events/events.series.service.ts';
import { SeriesHorizonJob } from '#server/features/events/events.series-horizon-job.ts';
import { createWaitlistService } from '#server/features/events/events.waitlist.service.ts';
import { createFormGuardService } from '#server/features/form-guard/form-guard.service.ts';
import { createHouseChurchAdminService } from '#server/features/house-churches/house-churches.admin.service.ts';
import { createHouseChurchService } from '#server/features/house-churches/house-churches.service.ts';
import { createLeaderApplicationsAdminService } from '#server/features/house-churches/house-churches.leader-applications.admin.service.ts';
import { createNewsletterAdminService } from '#server/features/newsletter/newsletter.admin.service.ts';
import { createNewsletterService } from '#server/features/newsletter/newsletter.service.ts';
import { createOutboxAdminService } from '#server/features/newsletter/newsletter.outbox.admin.service.ts';
import { createOutreachAdminService } from '#server/features/outreach/outreach.admin.service.ts';
import { createOutreachService } from '#server/features/outreach/outreach.service.ts';
import { createSiteService } from '#server/features/site/site.service.ts';
import { createContentStore } from '#server/features/content/content.store.ts';
import { createPageContent } from '#server/features/content/content.page-content.ts';
import { createImagesService } from '#server/features/images/images.service.ts';
import { createContentEditorService } from '#server/features/content/content.service.ts';
import { createContentTranslationService } from '#server/features/content/content.translation-status.ts';
import { createVideosService } from '#server/features/videos/videos.service.ts';
import { VideoSync } from '#server/features/videos/videos.sync.ts';
import type { Mailer } from '#server/integrations/mailer.ts';
import {
  createPaymentsGateway,
  HANDLED_CHECKOUT_EVENTS,
} from '#server/integrations/stripe/stripe-gateway.ts';
import { createYouTubeClient } from '#server/integrations/youtube/youtube-client.ts';
import type { ActivityCounters } from '#server/plugins/metrics.ts';
import { createStaffAccountService } from '#server/features/staff/staff.account.service.ts';
import { createStaffService } from '#server/features/staff/staff.service.ts';

export interface ServiceDeps {
  config: Config;
  db: Database;
  /** Several processes may share a PostgreSQL database; the embedded one has one process. */
  databaseKind: 'pglite' | 'postgres';
  /** Whether gifts without Stripe keys finish on the demo checkout: config.demoCheckout, decided. */
  demoCheckout: boolean;
  clock: Clock;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  /** The metrics' counters of RSVPs and gifts (none in a container built without metrics). */
  activity?: ActivityCounters;
  /** Messages between the processes sharing a PostgreSQL database (absent when embedded). */
  notifications?: Notifications;
}

export function createServices(deps: ServiceDeps) {
  const { config, db, databaseKind, demoCheckout, clock, mailer, log, activity, notifications } = deps;
  const outbox = new OutboxWorker({
    db,
    mailer,
    clock,
    log: log.child({ component: 'outbox' }),
    sendInTransaction: databaseKind === 'postgres',
  });
  const onEmailQueued = () => outbox.kick();
  const payments = createPaymentsGateway(config.stripe, demoCheckout);
  const formGuard = createFormGuardService({ db, clock, log: log.child({ component: 'form-guard' }) });
  const audit = createAuditService({ db, clock });
  const events = createEventsService({
    db,
    clock,
    publicUrl: config.publicUrl,
    onEmailQueued,
    onRsvp: activity?.rsvpRecorded,
    waitlistOfferHours: config.waitlistOfferHours,
  });
  const eventSeries = createEventSeriesService({ db, clock, events });
  const recurringEvents = createRecurringEventHandlers({
    db,
    clock,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staffEmail,
    log: log.child({ component: 'giving-recurring' }),
    onEmailQueued,
    onPaid: activity?.donationPaid,
  });
  const recurringGifts = createRecurringGiftService({
    db,
    clock,
    payments,
    publicUrl: config.publicUrl,
    log: log.child({ component: 'giving-recurring' }),
    events: recurringEvents,
  });
  const giving = createGivingService({
    db,
    clock,
    payments,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staffEmail,
    log: log.child({ component: 'giving' }),
    onEmailQueued,
    onPaid: activity?.donationPaid,
    fee: config.givingFee,
    recurring: recurringGifts,
  });
  /** The waitlists of full events; a privacy erasure offers the seats it frees through it too. */
  const waitlist = createWaitlistService({
    db,
    clock,
    publicUrl: config.publicUrl,
    offerHours: config.waitlistOfferHours,
    onEmailQueued,
  });
  /** A donor's own changes to a recurring gift; privacy erasure cancels through it too. */
  const donorRecurring = createDonorRecurringService({
    db,
    clock,
    stripe: createStripeSubscriptions(config.stripe),
    publicUrl: config.publicUrl,
    fee: config.givingFee,
    log: log.child({ component: 'donor-recurring' }),
  });
  /** Every verified Stripe webhook event, by type, to the giving handler that acts on it. */
  const stripeEvents = createStripeEventRouter({
    log: log.child({ component: 'stripe-events' }),
    handlers: {
      ...Object.fromEntries(HANDLED_CHECKOUT_EVENTS.map((type) => [type, giving.applyCheckoutEvent])),
      ...createRefundHandlers({ db, log: log.child({ component: 'giving-refunds' }) }),
      // A subscription-mode Checkout starts a recurring gift; payment mode is a one-time gift's.
      'checkout.session.completed': (event) =>
        event.object?.mode === 'subscription'
          ? recurringEvents.checkoutCompleted(event)
          : giving.applyCheckoutEvent(event),
      'invoice.paid': recurringEvents.invoicePaid,
      'invoice.payment_failed': recurringEvents.invoicePaymentFailed,
      'customer.subscription.updated': recurringEvents.subscriptionChanged,
      'customer.subscription.deleted': recurringEvents.subscriptionChanged,
    },
  });
  const auth = createAuthService({ db, clock, config, log: log.child({ component: 'auth' }), audit });
  const twoFactor = createTwoFactorService({ db, clock, config });
  const contentStore = createContentStore({ db, clock, notifications });
  const contentTranslation = createContentTranslationService({ db, clock, store: contentStore });
  return {
    outbox,
    /** Deletes sent emails after 90 days, once a day across processes, keeping their count. */
    outboxHousekeeping: new OutboxHousekeeping({
      db,
      clock,
      log: log.child({ component: 'outbox-housekeeping' }),
    }),
    auth,
    /** The staff audit log (written by features/audit/audit.plugin.ts and the sign-in record). */
    audit,
    /** Deletes audit entries older than two years, once a day across processes. */
    auditRetention: new AuditRetention({ db, clock, log: log.child({ component: 'audit-retention' }) }),
    twoFactor,
    formGuard,
    newsletter: createNewsletterService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
    site: createSiteService({ db }),
    /** The site's content documents: published (cached), drafts for previews, changes everywhere. */
    contentStore,
    /** Staff editing of those documents: drafts, publishing, history (docs/product.md#site-content). */
    contentEditor: createContentEditorService({ db, clock, store: contentStore }),
    /** What is left to translate into Spanish: the content screen's list, the dashboard's count. */
    contentTranslation,
    /** What public pages' loaders read of it: published, or a staff preview's draft. */
    pageContent: createPageContent({
      db,
      store: contentStore,
      staffFromCookieHeader: (cookies) => auth.staffFromCookieHeader(cookies),
      // Previews follow the admin's rule: nothing opens before a required two-factor is on.
      twoFactorSetupRequired: (staff) => twoFactor.setupRequired(staff),
    }),
    payments,
    giving,
    /** Year-end statements: staff send a year's (admin routes), a donor asks for their own. */
    statements: createStatementsService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
    stripeEvents,
    /** The donor's own page: sign-in links and sessions, and what the page shows. */
    donorAccess: createDonorAccessService({
      db,
      clock,
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
      onEmailQueued,
    }),
    donorPage: createDonorPageService({ db }),
    /** Every private link's key, moved from its URL into a cookie of its page (features/private-links/). */
    privateLinks: createPrivateLinks({ secureCookies: config.secureCookies }),
    donorRecurring,
    outreach: createOutreachService({
      db,
      clock,
      publicUrl: config.publicUrl,
      staffEmail: config.mail.staffEmail,
      staffEmailsPerWindow: config.mail.staffEmailsPerWindow,
      onEmailQueued,
      content: contentStore,
    }),
    houseChurches: createHouseChurchService({
      db,
      clock,
      publicUrl: config.publicUrl,
      staffEmail: config.mail.staffEmail,
      staffEmailsPerWindow: config.mail.staffEmailsPerWindow,
      onEmailQueued,
    }),
    events,
    eventSeries,
    /** Makes the dates of recurring series a year ahead, once a day across processes. */
    seriesHorizon: new SeriesHorizonJob({
      db,
      clock,
      log: log.child({ component: 'series-horizon' }),
      series: eventSeries,
    }),
    rsvpLinks: createRsvpManageService({
      db,
      clock,
      publicUrl: config.publicUrl,
      waitlistOfferHours: config.waitlistOfferHours,
      onEmailQueued,
    }),
    waitlist,
    staff: createStaffService({
      db,
      clock,
      publicUrl: config.publicUrl,
      audit,
      onEmailQueued,
      emailHeld: mailer === null,
    }),
    staffAccount: createStaffAccountService({ db, clock }),
    /** Reminds attendees before their events, exactly once across processes (events.reminders.ts). */
    eventReminders: new EventReminderJob({
      db,
      clock,
      log: log.child({ component: 'event-reminders' }),
      publicUrl: config.publicUrl,
      offsets: config.eventReminderOffsets,
      onEmailQueued,
    }),
    contentRecords: createContentRecordsService({ db, clock }),
    images: createImagesService({ db, clock }),
    videos: createVideosService({ db, tokenSecret: config.sessionSecret ?? 'video-page-tokens' }),
    videoSync: new VideoSync({
      db,
      clock,
      log: log.child({ component: 'video-sync' }),
      intervalMs: config.youtube.syncIntervalMs,
      imageHost: config.youtube.thumbnailUrl,
      client:
        config.youtube.apiKey && config.youtube.channelId
          ? createYouTubeClient({
              apiUrl: config.youtube.apiUrl,
              apiKey: config.youtube.apiKey,
              channelId: config.youtube.channelId,
            })
          : null,
    }),
    /** The staff screens' services (every route that uses them is `access: 'staff'`). */
    admin: {
      dashboard: createAdminDashboardService({
        db,
        clock,
        formGuard,
        emailSetUp: mailer !== null,
        needsTranslation: async () => (await contentTranslation.needsTranslation()).total,
      }),
      events: createEventsAdminService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
      subscribers: createAdminSubscribersService({ db, clock }),
      outreach: createOutreachAdminService({ db, clock }),
      giving: createGivingAdminService({ db, clock }),
      recurringGifts: createRecurringAdminService({ db }),
      houseChurches: createHouseChurchAdminService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
      leaderApplications: createLeaderApplicationsAdminService({
        db,
        clock,
        publicUrl: config.publicUrl,
        onEmailQueued,
      }),
      newsletters: createNewsletterAdminService({ db, clock, publicUrl: config.publicUrl, onEmailQueued }),
      outbox: createOutboxAdminService({ db, clock, onEmailQueued, emailSetUp: mailer !== null }),
      privacy: createPrivacyService({
        db,
        clock,
        log: log.child({ component: 'privacy' }),
        secret: config.sessionSecret,
        cancelRecurringGifts: (email) => donorRecurring.cancelAllFor(email),
        offerFreedSeats: (eventIds) => waitlist.offerFreedSeats(eventIds),
      }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
