import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from './site.ts';
import { loadRsvp } from './load.ts';
function threads(pid: number) {
  const out = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) { try { const raw = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'); const name = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')')); const f = raw.split(') ')[1]!.split(' '); out.set(`${tid} ${name}`, (Number(f[11]) + Number(f[12])) * 10); } catch {} }
  return out;
}
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-'));
const site = await startSite(workDir, (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean));
try {
  const before = threads(site.server.pid);
  const r = await loadRsvp(site.url);
  const after = threads(site.server.pid);
  console.log(`rsvp ${r.requestsPerSecond}/s p50 ${r.p50Ms} p99 ${r.p99Ms} failures ${r.failures} consistent ${r.consistent} requests ${r.requests}`);
  for (const [k, v] of after) { const d = v - (before.get(k) ?? 0); if (d > 50) console.log(`   ${k}: ${d} ms`); }
} finally { await site.stop(); }
