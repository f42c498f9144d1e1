/**
 * Security headers. The Content-Security-Policy carries a fresh nonce per request; server-rendered
 * pages put it on every script they emit, so no inline script runs without it. A page served from
 * the page cache is shared by every visitor, so it allows its inline scripts by hash instead (see
 * page-cache.ts): just as strict, and the only way a stored page can be served unchanged.
 */
import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { stripeHostedPageOrigins } from '#server/integrations/stripe/stripe-hosted-pages.ts';
import { analyticsIdsOver } from '#shared/site/settings.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** What allows a page's inline scripts and styles: the request's nonce, or the hashes of exactly those. */
export type InlineSources = { nonce: string } | { scriptHashes: string[]; styleHashes: string[] };

export function contentSecurityPolicy(inline: InlineSources, config: Config, dev: boolean): string {
  // The site settings' IDs, when staff set them, else the configured ones (the pages load the same).
  const { gaMeasurementId, metaPixelId } = analyticsIdsOver(config.analytics);
  const scriptInline = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.scriptHashes;
  const styleInline = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.styleHashes;
  const scriptSrc = ["'self'", ...scriptInline];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'https://i.ytimg.com', 'https://img.youtube.com'];
  if (gaMeasurementId) {
    scriptSrc.push('https://www.googletagmanager.com');
    connectSrc.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    imgSrc.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (metaPixelId) {
    scriptSrc.push('https://connect.facebook.net');
    connectSrc.push('https://www.facebook.com');
    imgSrc.push('https://www.facebook.com');
  }
  // The browser sends its error reports to Sentry's ingest host, and only when SENTRY_DSN is set.
  if (config.sentryDsn) connectSrc.push(new URL(config.sentryDsn).origin);
  if (dev) connectSrc.push('ws:', 'wss:');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // Vite's dev server injects <style> tags; the production build only links stylesheets.
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleInline],
    'img-src': imgSrc,
    'font-src': ["'self'"],
    'connect-src': connectSrc,
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.google.com'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A gift or "Change card" posted without JavaScript is redirected to Stripe's hosted page, and
    // the browser checks that redirect against form-action (docs/product.md#giving).
    'form-action': ["'self'", ...stripeHostedPageOrigins(config.stripe)],
    'frame-ancestors': ["'none'"],
  };
  if (config.secureCookies) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export const securityPlugin = fp(async function security(
  app: FastifyInstance,
  options: { config: Config; dev: boolean },
) {
  const { config, dev } = options;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // set below, with a per-request nonce
    crossOriginEmbedderPolicy: false, // would block the YouTube player
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    // The build's scripts and stylesheets are never documents or workers, so a policy on them
    // governs nothing; it was 490 of every such answer's header bytes, times 10 to 20 per page.
    if (isBuiltScriptOrStyle(request.url)) return;
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy({ nonce: request.cspNonce }, config, dev));
    // Location for the site's own pages only, and only when a visitor presses the directory's "Use my
    // location" (the browser asks them first): every page, since a visit that arrives elsewhere reaches
    // the directory without loading a new document (decision 0021). Embedded frames never get it.
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  });
});

/** A hashed script or stylesheet of the build (/assets/…-hash.js or .css), with no query. */
export function isBuiltScriptOrStyle(url: string): boolean {
  return /^\/assets\/[\w.-]+\.(?:js|css)$/.test(url);
}
