import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSite } from './site.ts';
function cpuMs(pid: number) { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; }
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-'));
const site = await startSite(workDir, (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean));
try {
  const ids: string[] = [];
  for (let n = 0; n < 10; n += 1) {
    const r = await fetch(`${site.url}/api/donations/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: JSON.stringify({ amount: 25 + n, name: 'Bench Donor', email: `bd-${n}@example.org` }) });
    ids.push(((await r.json()) as { id: string }).id);
  }
  for (const conn of (process.env.CONNS ?? '1,4,8,32').split(',').map(Number)) {
    let seq = 0; const p = process.env.PAGE ?? '/donation-success';
    const opts: autocannon.Options = { url: site.url + p, connections: conn, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' }, requests: [{ setupRequest(req) { seq++; return { ...req, path: `${p}?donation_id=${ids[seq % ids.length]}` }; } }] };
    await autocannon({ ...opts, amount: 200 });
    const c0 = cpuMs(site.server.pid); const t0 = Date.now();
    const r = await autocannon({ ...opts, duration: Number(process.env.SECS ?? 6) });
    const cpu = cpuMs(site.server.pid) - c0; const wall = Date.now() - t0;
    console.log(`conn ${conn}: ${Math.round(r.requests.average)}/s p50 ${r.latency.p50} p99 ${r.latency.p99} max ${r.latency.max} cpu/req ${(cpu / r.requests.total).toFixed(2)} ms cpu% ${(100 * cpu / wall).toFixed(0)}`);
  }
} finally { await site.stop(); }
