/**
 * `node scripts/bench/profile-render.ts` (after `npm run build`; `PROFILE_ROUTES=/donation-success` runs one alone): where the server's CPU goes
 * when it renders. Starts the bench's site under `node --cpu-prof`, asks for pages rendered per
 * request (a donor's thank-you page with varying ids, and the home page as signed-in staff, who
 * skip the page cache) for a few seconds each, stops the server and prints the functions with the
 * most self time. The profile is kept (its path is printed) for Chrome DevTools or speedscope.
 * PROFILE_CONNECTIONS (default 8) sets the concurrent requests: 1 shows one render's own cost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { staffCookie, startSite } from '#scripts/bench/site.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-profile-'));
  const profileDir = path.join(workDir, 'profile');
  const site = await startSite(workDir, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const counts: string[] = [];
  try {
    const donation = await fetch(`${site.url}/api/donations/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ amount: 25, name: 'Profile Donor', email: 'profile@example.org' }),
    });
    const { id } = (await donation.json()) as { id: string };
    const cookie = await staffCookie(site.url);
    const runs: Array<[string, autocannon.Options]> = [
      // As the browser asks after the link's first request: the clean URL, the link in its cookie.
      [
        '/donation-success',
        {
          url: `${site.url}/donation-success`,
          headers: { cookie: `private_link_gift=${encodeURIComponent(`donation_id=${id}`)}` },
        },
      ],
      ['/ as staff', { url: `${site.url}/`, headers: { cookie } }],
      // The warm page cache's own cost (not rendered: answered from memory).
      ['/ warm', { url: `${site.url}/` }],
    ];
    // PROFILE_ROUTES=/donation-success profiles that run alone.
    const only = (process.env.PROFILE_ROUTES ?? '/donation-success,/ as staff').split(',');
    for (const [name, options] of runs.filter(([name]) => only.includes(name))) {
      const result = await autocannon({
        connections: Number(process.env.PROFILE_CONNECTIONS ?? 8),
        duration: SECONDS,
        ...options,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html', ...options.headers },
      });
      counts.push(
        `${name}: ${Math.round(result.requests.average)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    await site.stop();
  }
  console.log(counts.join('\n'));
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No profile in ${profileDir}.`);
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|build)\//, '$1/');
    const label = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    selfMs.set(label, (selfMs.get(label) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\nSelf time, top 40 of ${Math.round(total)} ms sampled (${path.join(profileDir, file)}):`);
  for (const [label, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${label}`);
  }
}

await main();
