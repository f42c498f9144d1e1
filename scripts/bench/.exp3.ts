import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSite } from './site.ts';
function threads(pid: number) {
  const out = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try { const raw = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'); const name = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')')); const f = raw.split(') ')[1]!.split(' '); out.set(`${tid} ${name}`, (Number(f[11]) + Number(f[12])) * 10); } catch {}
  }
  return out;
}
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-'));
const site = await startSite(workDir, (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean));
try {
  const ids: string[] = [];
  for (let n = 0; n < 10; n += 1) {
    const r = await fetch(`${site.url}/api/donations/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: JSON.stringify({ amount: 25 + n, name: 'Bench Donor', email: `bd-${n}@example.org` }) });
    ids.push(((await r.json()) as { id: string }).id);
  }
  for (const conn of (process.env.CONNS ?? '1,32').split(',').map(Number)) {
    let seq = 0; const p = process.env.PAGE ?? '/donation-success';
    const opts: autocannon.Options = { url: site.url + p, connections: conn, headers: { 'accept-encoding': process.env.ENC ?? 'br, gzip', accept: 'text/html' }, requests: [{ setupRequest(req) { seq++; return { ...req, path: `${p}?donation_id=${ids[seq % ids.length]}` }; } }] };
    await autocannon({ ...opts, amount: 200 });
    const before = threads(site.server.pid);
    const r = await autocannon({ ...opts, duration: Number(process.env.SECS ?? 6) });
    const after = threads(site.server.pid);
    console.log(`conn ${conn}: ${Math.round(r.requests.average)}/s p50 ${r.latency.p50} p99 ${r.latency.p99}`);
    for (const [k, v] of after) { const d = v - (before.get(k) ?? 0); if (d > 0) console.log(`   ${k}: ${(d / r.requests.total).toFixed(2)} ms/req`); }
  }
} finally { await site.stop(); }
