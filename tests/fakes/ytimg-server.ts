/**
 * A local stand-in for YouTube's thumbnail host (https://i.ytimg.com), for a browser that must load
 * the thumbnails the YouTube API points at while the machine is offline. It answers the real URL
 * shapes, /vi/{id}/{size}.jpg and /vi_webp/{id}/{size}.webp, with real JPEG and WebP images of
 * YouTube's sizes, over HTTPS with a throwaway self-signed certificate (made with openssl). Point a
 * browser at it with `--host-resolver-rules=MAP i.ytimg.com 127.0.0.1:<port>` and
 * `--ignore-certificate-errors`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures', 'thumbnails');
const THUMBNAIL_PATH = /^\/(vi|vi_webp)\/[\w-]{6,20}\/(mqdefault|hqdefault)\.(jpg|webp)$/;

export interface FakeThumbnailHost {
  port: number;
  /** Chromium flags that send i.ytimg.com here. */
  chromeFlags: string[];
  requests(): number;
  stop(): Promise<void>;
}

export async function startFakeThumbnailHost(workDir: string): Promise<FakeThumbnailHost> {
  const key = path.join(workDir, 'ytimg-key.pem');
  const cert = path.join(workDir, 'ytimg-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=i.ytimg.com',
      '-addext',
      'subjectAltName=DNS:i.ytimg.com',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const images = new Map<string, Buffer>();
  for (const file of fs.readdirSync(FIXTURES)) images.set(file, fs.readFileSync(path.join(FIXTURES, file)));
  let count = 0;
  const server = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (req, res) => {
      count += 1;
      const match = THUMBNAIL_PATH.exec(req.url ?? '');
      const webp = match?.[1] === 'vi_webp';
      if (!match || webp !== (match[3] === 'webp')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not Found');
        return;
      }
      const body = images.get(`${match[2]}.${match[3]}`)!;
      res.writeHead(200, {
        'content-type': webp ? 'image/webp' : 'image/jpeg',
        'content-length': body.length,
        'cache-control': 'public, max-age=7200',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    chromeFlags: [`--host-resolver-rules=MAP i.ytimg.com 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    requests: () => count,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
