/**
 * Security headers. The Content-Security-Policy carries a fresh nonce per request; server-rendered
 * pages put it on every script they emit, so no inline script runs without it.
 */
import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export function contentSecurityPolicy(nonce: string, config: Config, dev: boolean): string {
  const { gaMeasurementId, metaPixelId } = config.analytics;
  const scriptSrc = ["'self'", `'nonce-${nonce}'`];
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
  if (dev) connectSrc.push('ws:', 'wss:');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // Vite's dev server injects <style> tags; the production build only links stylesheets.
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    'img-src': imgSrc,
    'font-src': ["'self'"],
    'connect-src': connectSrc,
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.google.com'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
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
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, config, dev));
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
});
