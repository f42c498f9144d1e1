/**
 * Server rendering. Bots and the page cache get the whole page at once (onAllReady); for people the
 * output starts at onShellReady (every loader has been awaited by then, so the shell is the page).
 * Either way the server sends the page whole and compressed (server/plugins/react-router.ts), so
 * React's output is collected whole here, with no stream in between.
 * Every script React Router emits carries the request's CSP nonce.
 */
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferScriptsUntilLoad } from '#client/lib/defer-scripts.server.ts';

export const streamTimeout = 5_000;

/**
 * A loader, action or render that failed on the server: logged through the app's logger with the
 * request id (and sent to Sentry when configured), instead of React Router's console.error. A request
 * the visitor abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).reportError?.(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let shellFailed = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.wholeDocument
        ? 'onAllReady'
        : 'onShellReady';
    const respond = () => {
      shellRendered = true;
      pipe(
        collectDocument((document) => {
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // A page without React Router's scripts wrote its own few scripts inert already (root.tsx):
          // its bytes go as React wrote them, without a round trip through a string.
          const body = routerContext.renderMeta?.didRenderScripts
            ? Buffer.from(deferScriptsUntilLoad(document.toString('utf8')))
            : document;
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        }, reject),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every page is whole without JavaScript. By default React moves a Suspense boundary that
        // comes after 12.8 KB of HTML to the end of the document, hidden until an inline script
        // shows it; the footer's newsletter form (hydrated on its own) is such a boundary.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (readyOption === 'onShellReady') respond();
        },
        onAllReady() {
          // The render is over: its timer must not keep the whole render alive for six more
          // seconds (at 300 pages a second that was 1,800 renders held, and a full GC every 0.4 s).
          clearTimeout(abortTimer);
          if (readyOption === 'onAllReady' && !shellFailed) respond();
        },
        onShellError(error: unknown) {
          shellFailed = true;
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.reportError?.(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * What React's `pipe` writes to, kept whole: the pieces React writes are fresh buffers, never reused.
 * It replaces a Transform, a web ReadableStream and reading that back; with a narrower query for
 * the donor's thank-you page, that took the page from 2.53 to 2.25 ms of main-thread time.
 */
function collectDocument(
  done: (document: Buffer<ArrayBuffer>) => void,
  fail: (error: unknown) => void,
): NodeJS.WritableStream {
  const pieces: Uint8Array[] = [];
  const collector = {
    write(piece: Uint8Array | string) {
      pieces.push(typeof piece === 'string' ? Buffer.from(piece) : piece);
      return true;
    },
    end() {
      // concat copies into a new ArrayBuffer of its own (never a shared one), which a Response takes.
      done(Buffer.concat(pieces) as Buffer<ArrayBuffer>);
    },
    // React stops the render when its destination fails (`destroy`) or closes early; neither
    // happens to memory, and `drain` is never needed since every write is taken at once.
    destroy(error?: unknown) {
      fail(error ?? new Error('The render was stopped.'));
    },
    on() {
      return collector;
    },
  };
  return collector as unknown as NodeJS.WritableStream;
}
