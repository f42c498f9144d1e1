/**
 * The only reader of process.env. Everything else receives a typed, validated Config.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Who may say who the client is through X-Forwarded-For: nobody (unset, false), the nearest N
 * proxies (a hop count), or the proxies at these addresses (a list). Plain `true` is refused: it
 * would believe the header from anyone, so a client could pick its own IP and get round the rate
 * limits.
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would believe an X-Forwarded-For header sent by anyone; give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a number of proxies or a comma-separated list of IP addresses or CIDR ranges (not ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** EVENT_REMINDER_OFFSETS: "48h,3h" (m, h or d before the start); "off" sends none. Largest first. */
const reminderOffsets = z
  .string()
  .trim()
  .transform((value, context): Array<{ kind: string; beforeMs: number }> => {
    if (value.toLowerCase() === 'off') return [];
    const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
    const offsets = value.split(',').map((entry) => {
      const match = /^(\d{1,4})([mhd])$/.exec(entry.trim());
      if (!match || Number(match[1]) === 0) return null;
      return { kind: match[0], beforeMs: Number(match[1]) * unitMs[match[2] as keyof typeof unitMs] };
    });
    if (offsets.some((offset) => offset === null)) {
      context.addIssue({
        code: 'custom',
        message: 'EVENT_REMINDER_OFFSETS must look like 48h,3h (m, h or d), or off',
      });
      return z.NEVER;
    }
    return (offsets as Array<{ kind: string; beforeMs: number }>).sort((a, b) => b.beforeMs - a.beforeMs);
  });

/**
 * The staff roles that must use two-factor sign-in (docs/product.md#signing-in). Unset: administrators
 * and Giving; an empty value: nobody (a test or staging site). An unknown name stops the start, so a
 * typo cannot silently switch the requirement off for a role.
 */
const twoFactorRoles = z
  .string()
  .default('administrator,giving')
  .transform((value, context): StaffRole[] => {
    const names = value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const unknown = names.filter((name) => !isStaffRole(name));
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `STAFF_TWO_FACTOR_REQUIRED names no role "${unknown.join('", "')}": use a comma-separated list of ${STAFF_ROLES.join(', ')}, or an empty value to require two-factor of nobody`,
      });
      return z.NEVER;
    }
    return [...new Set(names)] as StaffRole[];
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  ADMIN_USERNAME: optionalString,
  STAFF_TWO_FACTOR_REQUIRED: twoFactorRoles,
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ),
  SEED_DEMO: optionalString.pipe(booleanFlag.optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  STAFF_EMAIL: optionalString.pipe(z.email().optional()),
  STAFF_EMAILS_PER_10_MINUTES: z.coerce.number().int().min(1).max(10_000).default(5),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  DEMO_CHECKOUT: optionalString.pipe(booleanFlag.optional()),
  GIVING_FEE_PERCENT: optionalString.pipe(z.coerce.number<string | undefined>().min(0).max(20).default(2.9)),
  GIVING_FEE_FIXED_CENTS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(1000).default(30),
  ),
  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_CHANNEL_ID: optionalString,
  YOUTUBE_API_URL: optionalString.pipe(z.url().optional()),
  YOUTUBE_THUMBNAIL_URL: optionalString.pipe(z.url().optional()),
  YOUTUBE_SYNC_INTERVAL_SECONDS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(86_400).optional(),
  ),
  EVENT_REMINDER_OFFSETS: reminderOffsets.default(reminderOffsets.parse('48h,3h')),
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: trustedProxies.default(false),
  GA_MEASUREMENT_ID: optionalString,
  META_PIXEL_ID: optionalString,
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  SENTRY_DSN: optionalString.pipe(z.url('SENTRY_DSN must be a Sentry DSN URL').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    isTest: e.NODE_ENV === 'test',
    port: e.PORT,
    host: e.HOST,
    /** Origin without a trailing slash, e.g. https://example.org */
    publicUrl: publicUrl.origin,
    /** Cookies get Secure and the __Host- prefix whenever the site is served over https. */
    secureCookies: publicUrl.protocol === 'https:',
    databaseUrl: e.DATABASE_URL,
    /** The pool's size: connections each app process may hold for queries, besides its one listening
     * connection (all processes together must stay under the server's max_connections). */
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    /** Staff holding one of these roles must set up two-factor sign-in before anything else opens. */
    staffTwoFactorRequired: e.STAFF_TWO_FACTOR_REQUIRED,
    /** undefined: seed only an empty embedded database. */
    seedDemo: e.SEED_DEMO,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Ministry <no-reply@localhost>',
      staffEmail: e.STAFF_EMAIL,
      /**
       * Posts of one public form in one 10-minute window that each get their own staff email; the
       * rest are counted in one digest (docs/product.md#emails-and-the-outbox).
       */
      staffEmailsPerWindow: e.STAFF_EMAILS_PER_10_MINUTES,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    /**
     * Without Stripe keys, gifts finish on a demo checkout that charges nothing. Unset, it is on only
     * for the quick start: an embedded database that holds the demo content, which buildApp looks for
     * at start ('with-demo-content'); anywhere else, PostgreSQL included, giving without keys says it
     * is not set up yet (docs/product.md#donations-and-payments).
     */
    demoCheckout:
      e.DEMO_CHECKOUT ??
      (e.DATABASE_URL === undefined && e.SEED_DEMO !== false ? ('with-demo-content' as const) : false),
    /** The card fee a donor may choose to cover (docs/product.md#cover-the-fee). */
    givingFee: {
      percentBasisPoints: Math.round(e.GIVING_FEE_PERCENT * 100),
      fixedCents: e.GIVING_FEE_FIXED_CENTS,
    },
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      channelId: e.YOUTUBE_CHANNEL_ID,
      apiUrl: e.YOUTUBE_API_URL ?? 'https://www.googleapis.com/youtube/v3',
      /** YouTube's image host, where the sync copies thumbnails from (tests point it at a fake). */
      thumbnailUrl: (e.YOUTUBE_THUMBNAIL_URL ?? 'https://i.ytimg.com').replace(/\/+$/, ''),
      /** How often the background sync refreshes the videos (default 15 minutes). */
      syncIntervalMs: (e.YOUTUBE_SYNC_INTERVAL_SECONDS ?? 900) * 1000,
    },
    /** When attendees are reminded of an event, before its start (docs/product.md#event-reminders). */
    eventReminderOffsets: e.EVENT_REMINDER_OFFSETS,
    /** How long a waitlist offer holds its seats (docs/product.md#waitlist). */
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    rateLimits: e.RATE_LIMITS === 'on',
    /** Behind a reverse proxy or CDN: the proxies whose X-Forwarded-* give the client IP and protocol
     * (Fastify's trustProxy: a hop count or addresses); false: the header is ignored. */
    trustProxy: e.TRUST_PROXY,
    analytics: { gaMeasurementId: e.GA_MEASUREMENT_ID, metaPixelId: e.META_PIXEL_ID },
    /** /metrics answers loopback callers, and others presenting this as a Bearer token. */
    metricsToken: e.METRICS_TOKEN,
    /** Server and browser errors go to Sentry, scrubbed; unset: no Sentry code is loaded at all. */
    sentryDsn: e.SENTRY_DSN,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

export type Config = ReturnType<typeof loadConfig>;
