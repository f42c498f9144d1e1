/**
 * The anonymous page cache. A public page (its route says so with `Cache-Control: public`) is
 * rendered once, stored with its brotli and gzip bytes and an ETag, and served from memory to every
 * visitor until the site's data changes: a successful write clears the pages it changes at once
 * (page-groups.ts), so an edited event is visible on the next request. Entries are fresh for a minute (pages that depend
 * on the time of day, such as which events are upcoming, follow within that), then served stale
 * while one background render replaces them.
 *
 * A cached page cannot carry a per-request CSP nonce (every visitor would share it), so its inline
 * scripts are allowed by their SHA-256 hashes instead: the nonce is taken out of the stored HTML and
 * the stored Content-Security-Policy lists the hash of each inline script the page contains.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SharedReads } from '#server/plugins/shared-reads.ts';

export interface CachedPage {
  status: number;
  /** Response headers to send (content-type, cache-control, CSP for HTML, etag, vary). */
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
}

export interface PageCacheOptions {
  /**
   * Most pages kept. Beyond it the least recently used entry of the path with the most entries goes
   * (pathOfKey): many spellings of one page (query values, API queries) push out one another, never
   * another page.
   */
  maxEntries?: number;
  /** How long an entry is served without a new render. */
  freshMs?: number;
  /** How long past fresh an entry may still be served while it is rendered again. */
  staleMs?: number;
  now?: () => number;
}

export type Lookup = { page: CachedPage; state: 'fresh' | 'stale' } | undefined;

/** The path a key stores an answer for, its query left out: `/events?filter=past` is `/events`. */
export function pathOfKey(key: string): string {
  const query = key.indexOf('?');
  return query === -1 ? key : key.slice(0, query);
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** How many entries each path holds (pathOfKey). */
  private readonly perPath = new Map<string, number>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  /** Data every page shows, cleared with the pages (shared-reads.ts). */
  readonly sharedReads = new SharedReads();
  private currentGeneration = 0;
  readonly maxEntries: number;
  readonly freshMs: number;
  readonly staleMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.freshMs = options.freshMs ?? 60_000;
    this.staleMs = options.staleMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  lookup(key: string): Lookup {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age > this.freshMs + this.staleMs) {
      this.remove(key);
      return undefined;
    }
    // Map keeps insertion order: moving the key to the end makes eviction least-recently-used.
    this.entries.delete(key);
    this.entries.set(key, page);
    return { page, state: age <= this.freshMs ? 'fresh' : 'stale' };
  }

  /**
   * Renders `key` once however many requests ask at the same moment. `render` resolves null for a
   * response that must not be cached. A render that started before an invalidation is not stored:
   * it may have read the data the write just changed.
   */
  fill(key: string, render: () => Promise<Omit<CachedPage, 'storedAt'> | null>): Promise<CachedPage | null> {
    const running = this.rendering.get(key);
    if (running) return running;
    const generation = this.currentGeneration;
    const promise = render()
      .then((rendered) => (rendered ? this.storeIfCurrent(key, rendered, generation) : null))
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, promise);
    return promise;
  }

  /**
   * Replaces a stored page's compressed bytes with smaller ones once `improve` has made them, in the
   * background: the first visitor does not wait for maximum compression. Nothing happens if the
   * page has been replaced or cleared meanwhile.
   */
  private improveLater(
    key: string,
    page: CachedPage,
    improve: () => Promise<Pick<CachedPage, 'br' | 'gzip'>>,
  ): void {
    improve()
      .then((better) => {
        if (this.entries.get(key) === page) this.entries.set(key, { ...page, ...better });
      })
      .catch(() => {
        // The quickly compressed bytes stay; they are correct, only larger.
      });
  }

  /** Changes at every invalidation: read it before reading the data a stored answer is made from. */
  get generation(): number {
    return this.currentGeneration;
  }

  /**
   * Stores an answer made from data read at `generation`, unless a write has come since. Its bytes
   * (compressed quickly, for the visitor waiting) are recompressed at most in the background.
   */
  storeIfCurrent(key: string, rendered: Omit<CachedPage, 'storedAt'>, generation: number): CachedPage {
    const page = { ...rendered, storedAt: this.now() };
    if (generation === this.currentGeneration) {
      this.store(key, page);
      this.improveLater(key, page, () => compressPage(page.identity, 'most'));
    }
    return page;
  }

  /**
   * The site's data changed: forget every page, or only those whose key `affected` names. Either way
   * no render begun before now is stored (the generation moves on): it may have read the old data.
   */
  invalidate(affected?: (key: string) => boolean): void {
    this.currentGeneration += 1;
    this.sharedReads.clear();
    if (!affected) {
      this.entries.clear();
      this.perPath.clear();
      return;
    }
    for (const key of [...this.entries.keys()]) if (affected(key)) this.remove(key);
  }

  private store(key: string, page: CachedPage) {
    this.remove(key);
    this.entries.set(key, page);
    const path = pathOfKey(key);
    this.perPath.set(path, (this.perPath.get(path) ?? 0) + 1);
    while (this.entries.size > this.maxEntries) this.evictOne();
  }

  private remove(key: string) {
    if (!this.entries.delete(key)) return;
    const path = pathOfKey(key);
    const left = (this.perPath.get(path) ?? 1) - 1;
    if (left > 0) this.perPath.set(path, left);
    else this.perPath.delete(path);
  }

  /**
   * The least recently used entry of the path holding the most: a flood of one page's variations
   * (decision 0011) only pushes out its own, and a page with one entry goes only when every path has
   * one (then plainly the least recently used).
   */
  private evictOne() {
    const most = Math.max(...this.perPath.values());
    for (const key of this.entries.keys()) {
      if (this.perPath.get(pathOfKey(key)) === most) return this.remove(key);
    }
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Takes the request's nonce out of a rendered page and returns the hashes of its inline scripts
 * and styles, for a Content-Security-Policy that allows exactly those.
 */
export function withoutNonce(
  body: string,
  nonce: string,
): { body: string; scriptHashes: string[]; styleHashes: string[] } {
  // The attribute first, then any other mention (the root loader's data carries it for hydration).
  const cleaned = nonce ? body.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, '') : body;
  const hashesOf = (pattern: RegExp) => [
    ...new Set([...cleaned.matchAll(pattern)].map((match) => sha256Source(match[1] ?? ''))),
  ];
  return { body: cleaned, scriptHashes: hashesOf(INLINE_SCRIPT), styleHashes: hashesOf(INLINE_STYLE) };
}

/** A weak ETag of the bytes: the same bytes, the same tag, in every process. */
export function contentEtag(identity: Buffer): string {
  // Weak: the same page is sent in three encodings under one tag.
  return `W/"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * How hard the stored bytes are compressed. A page is first sent compressed `quickly` (brotli 5,
 * gzip 6), then recompressed at `most` (brotli 11, gzip 9) for every later visitor. Measured on the
 * home page (47.9 KB of HTML, fastest of 20 runs on the loaded 2-core bench machine): brotli 4 gives
 * 11.3 KB in 1.0 ms, brotli 5 10.5 KB in 1.2 ms, brotli 11 9.4 KB in 340 ms; gzip 6 and 9 both
 * 11.4 KB in about 1 ms.
 */
export type CompressionEffort = 'quickly' | 'most';
/** 2^16 bytes (brotli's default is 2^22): a window that still reaches across a whole page. */
const QUICK_BROTLI_WINDOW_BITS = 16;

/** One page's bytes in one encoding, compressed on libuv's thread pool (the event loop goes on). */
export function compressBytes(
  identity: Buffer,
  encoding: 'br' | 'gzip',
  effort: CompressionEffort,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipCompress(identity, { level: effort === 'most' ? 9 : 6 });
  const quick = effort === 'quickly';
  return brotliCompress(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      // Quickly: a 64 KB window (a page is 30–50 KB). With brotli's default 4 MB window, quality 5
      // maps and clears several MB of tables per call: 0.95 ms of CPU for the 30 KB thank-you page
      // against 0.53 ms with this window, for the same size (6.6 KB).
      ...(quick ? { [zlib.constants.BROTLI_PARAM_LGWIN]: QUICK_BROTLI_WINDOW_BITS } : {}),
    },
  });
}

/**
 * A page sent to one visitor only (never stored), compressed at once on the event loop at the
 * fastest level. Measured on the 24 KB thank-you page with the server's allocator settings: brotli 1
 * about 0.1 ms for 6.6 KB, gzip 1 about 0.15 ms for 6.3 KB; either fits in a new connection's
 * first round trip (about 14 KB), so the visitor waits no longer than for a smaller page. Handing it
 * to the thread pool instead cost the event loop about as much (setting up the job and taking the
 * answer), and the answer then waited for a later turn of the loop, behind new requests.
 */
export function compressForOneVisitor(identity: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(identity, { level: 1 });
  return zlib.brotliCompressSync(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      // A small window for the browser's decoder to reserve (this level raises 16 to 18 bits, 256 KB;
      // brotli's default is 22 bits, 4 MB).
      [zlib.constants.BROTLI_PARAM_LGWIN]: QUICK_BROTLI_WINDOW_BITS,
    },
  });
}

/**
 * The stored bytes in brotli and gzip, compressed on libuv's thread pool: the event loop keeps
 * answering other visitors meanwhile.
 */
export async function compressPage(
  identity: Buffer,
  effort: CompressionEffort,
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([
    compressBytes(identity, 'br', effort),
    compressBytes(identity, 'gzip', effort),
  ]);
  return { br, gzip };
}

/** The encoding to send for an Accept-Encoding header: brotli first, as browsers prefer. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** Does an If-None-Match header name this (weak) ETag? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
