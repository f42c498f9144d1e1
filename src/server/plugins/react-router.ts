/**
 * Mounts the React Router app in Fastify: every path no other route claims is server-rendered.
 * Production serves the Vite build (hashed assets immutable for a year); development runs Vite in
 * middleware mode for hot reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { AppError } from '#server/errors.ts';
import {
  type CachedPagesOptions,
  createCachedPages,
  PRIVATE_PAGE_CACHE_CONTROL,
} from '#server/plugins/cached-pages.ts';
import { chooseEncoding, compressForOneVisitor } from '#server/plugins/page-cache.ts';
import { pagesChangedByPageAction } from '#server/plugins/page-groups.ts';
import { createRenderTurns } from '#server/plugins/render-turns.ts';

export interface PagesOptions {
  mode: 'production' | 'development';
  /** Largest form body a page action may receive (Fastify's bodyLimit does not reach raw streams). */
  bodyLimit: number;
  /** Where `react-router build` wrote its output (production). */
  buildDirectory: string;
  /** Without a request: the context for a page the cache renders on no one visitor's behalf. */
  getLoadContext(request: FastifyRequest | null): AppLoadContext;
  /** Anonymous public pages served from memory (production); omitted: every page is rendered. */
  pageCache?: CachedPagesOptions;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Passes the body through, failing the stream once it grows past `limit` bytes. The rest of such a
 * body is never read, so the connection is closed after the answer instead of kept waiting for it.
 */
function limitBody(source: NodeJS.ReadableStream, limit: number, reply: FastifyReply): Transform {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= limit) return done(null, chunk);
      reply.header('connection', 'close');
      done(new AppError(413, 'That request is too large.'));
    },
  });
  return source.pipe(limited);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, bodyLimit: number): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
      throw new AppError(413, 'That request is too large.');
    }
    init.body = createReadableStreamFromReadable(limitBody(request.raw, bodyLimit, reply));
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const { method } = request;
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  // Only a page that says it is public, answered 200 to a GET, may be kept by a browser or a CDN: the
  // answer to a form post carries what the person typed, whatever the page's own headers say.
  const cacheControl = response.headers.get('cache-control');
  const isRead = method === 'GET' || method === 'HEAD';
  if (!cacheControl || response.status !== 200 || !isRead) {
    reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if (response.headers.get('content-type')?.startsWith('text/html'))
    return sendWholePage(request, reply, response);
  return reply.send(Readable.fromWeb(response.body as NodeWebReadableStream));
}

/** Below this a page is sent as it is: compressing saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A page rendered for this one request, sent whole and compressed in one piece. Piping React's
 * stream through a compression stream instead cost about 12 ms of CPU a page (a brotli stream set
 * up per response, fed dozens of small chunks through three stream adapters): 103 pages a second
 * where the whole-page way gives several hundred. Nothing is lost for the visitor: every loader's
 * data is awaited before the shell renders, so the stream held no later part.
 */
async function sendWholePage(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const identity = Buffer.from(await response.arrayBuffer());
  reply.header('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || identity.length < COMPRESS_FROM_BYTES) {
    reply.header('content-length', identity.length);
    return reply.send(request.method === 'HEAD' ? undefined : identity);
  }
  const body = compressForOneVisitor(identity, encoding);
  reply.header('content-encoding', encoding).header('content-length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

export const pagesPlugin = fp(async function pages(app: FastifyInstance, options: PagesOptions) {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(options.buildDirectory, 'server', 'index.js');
    if (!fs.existsSync(serverEntry)) {
      throw new Error(`No production build at ${serverEntry}. Run "npm run build" first.`);
    }
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const clientDirectory = path.join(options.buildDirectory, 'client');
    const assetsDirectory = path.join(clientDirectory, 'assets');
    await app.register(fastifyStatic, {
      root: clientDirectory,
      wildcard: false,
      index: false,
      // scripts/precompress.ts wrote .br and .gz beside each file at build time.
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(reply, filePath) {
        // Hashed build output never changes under the same name; other public files may.
        reply.header(
          'cache-control',
          filePath.startsWith(assetsDirectory)
            ? `public, max-age=${ONE_YEAR}, immutable`
            : 'public, max-age=3600, stale-while-revalidate=86400',
        );
      },
    });
  }

  const handle = createRequestHandler(build, options.mode);
  // Every render, for one visitor or for the cache, waits for its turn (render-turns.ts).
  const turns = createRenderTurns();
  const cachedPages = options.pageCache
    ? createCachedPages(options.pageCache, async (request, context) => {
        await turns.next();
        // The cache renders outside any one visitor's request: services and settings only.
        return handle(request, { ...options.getLoadContext(null), ...context });
      })
    : null;
  // A child context without body parsers: React Router reads the raw body itself (form actions).
  await app.register(async function pageRoutes(child) {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (cachedPages && (await cachedPages.serve(request, reply))) return reply;
      // Before the request is copied into a web Request: a waiting request holds as little as can be.
      await turns.next();
      const response = await handle(
        toWebRequest(request, reply, options.bodyLimit),
        options.getLoadContext(request),
      );
      return sendWebResponse(request, reply, response);
    };
    child.route({ method: ['GET', 'HEAD'], url: '/*', config: { access: 'public' }, handler });
    // Page actions are form posts (e.g. the newsletter form without JavaScript): they get the same
    // per-IP limit as the form APIs, not the generous one for page views, and its refusals are
    // counted. The action screens the body itself (formGuard.screenPagePost).
    child.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      config: { access: 'public', form: 'public', changesPages: pagesChangedByPageAction },
      handler,
    });
  });
});
