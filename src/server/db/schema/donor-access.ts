/**
 * The donor's own page (docs/product.md#the-donors-own-page): a donor signs in with a one-time link
 * sent to the address they gave with, and no password. Only a SHA-256 of each 256-bit token is
 * stored, for the links and for the sessions they open, so the tables alone open nothing.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Why a link was sent: asked for on /giving (throttled per address), or carried by a receipt. */
export const donorLinkPurposes = ['requested', 'receipt'] as const;
export type DonorLinkPurpose = (typeof donorLinkPurposes)[number];

/** A one-time sign-in link: valid until expires_at, and only until used_at is set. */
export const donorSignInLinks = pgTable(
  'donor_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<DonorLinkPurpose>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donor_sign_in_links_token_hash_key').on(t.tokenHash),
    index('donor_sign_in_links_email_idx').on(t.email, t.createdAt),
  ],
);

/** A signed-in donor: ends after 30 idle minutes (last_seen_at), or when they sign out. */
export const donorSessions = pgTable(
  'donor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('donor_sessions_token_hash_key').on(t.tokenHash)],
);
