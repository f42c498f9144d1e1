import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSite } from './site.ts';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-'));
fs.rmSync('/tmp/heap', { recursive: true, force: true }); fs.mkdirSync('/tmp/heap');
const site = await startSite(workDir, ['--heapsnapshot-signal=SIGUSR2', '--diagnostic-dir=/tmp/heap']);
const snap = async () => { const n = fs.readdirSync('/tmp/heap').length; process.kill(site.server.pid, 'SIGUSR2'); while (fs.readdirSync('/tmp/heap').filter(f=>f.endsWith('.heapsnapshot')).length <= n) await new Promise(r => setTimeout(r, 500)); await new Promise(r => setTimeout(r, 3000)); };
try {
  const ids: string[] = [];
  for (let n = 0; n < 10; n += 1) {
    const r = await fetch(`${site.url}/api/donations/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: JSON.stringify({ amount: 25 + n, name: 'Bench Donor', email: `bd-${n}@example.org` }) });
    ids.push(((await r.json()) as { id: string }).id);
  }
  let seq = 0; const p = '/donation-success';
  const opts: autocannon.Options = { url: site.url + p, connections: 8, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' }, requests: [{ setupRequest(req) { seq++; return { ...req, path: `${p}?donation_id=${ids[seq % ids.length]}` }; } }] };
  await autocannon({ ...opts, amount: 500 });
  await snap();
  const r = await autocannon({ ...opts, amount: Number(process.env.N ?? 3000) });
  console.log('requests', r.requests.total);
  await snap();
} finally { await site.stop(); }
