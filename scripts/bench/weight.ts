/**
 * What a first visit to each route downloads, compressed as a browser asks for it (brotli): the
 * HTML, and every script and stylesheet the HTML loads or preloads (the route's own chunks, the
 * shared ones and the entry). Later, on-demand chunks (an opened dialog, the next route) are not
 * part of a first visit and not counted.
 */
import http from 'node:http';

export interface RouteWeight {
  path: string;
  htmlBytes: number;
  htmlRawBytes: number;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
}

function getRaw(url: string): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

export async function measureWeight(siteUrl: string, path: string): Promise<RouteWeight> {
  const page = await getRaw(`${siteUrl}${path}`);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}.`);
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  // What the browser fetches: <script src>, <link rel=modulepreload|stylesheet href> (preloads are
  // written inert until load, see start-scripts.ts) and what the inline module script imports.
  // Not every /assets/ URL in the page: the inline route manifest names files it never loads.
  // Attributes in any order: a page rendered per request carries a nonce before `rel`.
  const loaded = [
    ...html.matchAll(/<link[^>]* rel="(?:x-deferred-)?modulepreload"[^>]* href="(\/assets\/[^"]+)"/g),
    ...html.matchAll(/<link[^>]* rel="stylesheet"[^>]* href="(\/assets\/[^"]+)"/g),
    ...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+)"/g),
    ...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+)"/g),
  ];
  const assets = new Set(loaded.map((match) => match[1]!));
  let jsBytes = 0;
  let cssBytes = 0;
  let jsFiles = 0;
  for (const asset of assets) {
    const response = await getRaw(`${siteUrl}${asset}`);
    if (response.status !== 200) throw new Error(`${asset} (from ${path}) answered ${response.status}.`);
    if (asset.endsWith('.js')) {
      jsBytes += response.body.length;
      jsFiles += 1;
    } else cssBytes += response.body.length;
  }
  return {
    path,
    htmlBytes: page.body.length,
    htmlRawBytes: Buffer.byteLength(html),
    jsBytes,
    cssBytes,
    jsFiles,
  };
}
