/**
 * Page renders take turns: one starts per turn of the event loop, in the order they arrived.
 *
 * Why: libuv accepts one new connection per turn of the loop. A turn that renders every request
 * waiting on the open connections (about 2 ms each) grows with the load, so a visitor who connects
 * while the server is busy waits one such turn for every connection ahead of theirs. Measured with
 * 32 connections opened at once on a server rendering the thank-you page: the last was first
 * answered after 1.3 s while the others were served over and over, and those first answers were the
 * whole of the row's p99. With one render per turn a turn is one render long, every connection is
 * accepted within a few milliseconds, and requests are answered in the order they came.
 *
 * Nothing waits for a render to finish: a render that awaits PostgreSQL over the network lets the
 * next one start on the next turn, so renders still overlap their database waits.
 */
export interface RenderTurns {
  /** Resolves when this render may start. */
  next(): Promise<void>;
  /** How many renders wait for their turn (the tests read it). */
  readonly waiting: number;
}

export function createRenderTurns(): RenderTurns {
  const queue: Array<() => void> = [];
  let scheduled = false;
  // setImmediate, not a microtask: an immediate queued while immediates run waits for the next
  // turn, after the loop has polled for new connections and requests.
  function startNext() {
    const start = queue.shift();
    if (!start) {
      scheduled = false;
      return;
    }
    start();
    setImmediate(startNext);
  }
  return {
    next() {
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        if (!scheduled) {
          scheduled = true;
          setImmediate(startNext);
        }
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}
