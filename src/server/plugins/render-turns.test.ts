import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderTurns, type RenderTurns } from '#server/plugins/render-turns.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('render turns', () => {
  it('starts one render per turn of the event loop, in the order they asked', async () => {
    const turns = createRenderTurns();
    const started: string[] = [];
    for (const name of ['first', 'second', 'third']) void turns.next().then(() => started.push(name));
    expect(turns.waiting).toBe(3);
    await nextTurn();
    expect(started).toEqual(['first']);
    await nextTurn();
    expect(started).toEqual(['first', 'second']);
    await nextTurn();
    expect(started).toEqual(['first', 'second', 'third']);
    expect(turns.waiting).toBe(0);
    // Idle again: the next one starts on the next turn.
    void turns.next().then(() => started.push('later'));
    await nextTurn();
    expect(started.at(-1)).toBe('later');
  });
});

/** Keeps the CPU busy the way a render does: nothing else runs meanwhile. */
function renderFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A keep-alive client on a raw socket that asks again as soon as each answer arrives. */
function client(port: number, again: boolean) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { answers: 0, socket };
  const ask = () => socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
  socket.on('connect', ask);
  socket.on('data', (chunk: Buffer) => {
    state.answers += chunk.toString('latin1').split('HTTP/1.1 200').length - 1;
    if (again && !socket.destroyed) ask();
  });
  socket.on('error', () => {});
  return state;
}

describe('a busy server with render turns', () => {
  let server: http.Server | undefined;
  const clients: Array<ReturnType<typeof client>> = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** How many times each busy connection was answered while newcomers waited for their first answer. */
  async function answersWhileNewcomersWait(turns: RenderTurns | null): Promise<number> {
    server = http.createServer(async (_request, response) => {
      if (turns) await turns.next();
      renderFor(2);
      response.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const busy = Array.from({ length: 8 }, () => client(port, true));
    clients.push(...busy);
    while (busy.some((c) => c.answers < 5)) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = busy.map((c) => c.answers);
    const newcomers = Array.from({ length: 8 }, () => client(port, false));
    clients.push(...newcomers);
    while (newcomers.some((c) => c.answers < 1)) await new Promise((resolve) => setTimeout(resolve, 1));
    return Math.max(...busy.map((c, index) => c.answers - before[index]!));
  }

  it('answers visitors who connect while it is busy in the order they came', async () => {
    // libuv accepts one connection per turn of the loop. Were a turn to render every waiting request,
    // each newcomer would wait a whole round of the busy connections: measured, each busy connection
    // was answered 5 times before the last of eight newcomers was answered once. One render per turn
    // lets the newcomers in at once, in line behind about one request of each (measured: 2).
    expect(await answersWhileNewcomersWait(createRenderTurns())).toBeLessThanOrEqual(3);
  });
});
