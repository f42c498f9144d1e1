/**
 * One server for every journey: a real SMTP server that writes each message to a directory, and
 * the BUILT site started as in production (NODE_ENV=production, fresh embedded database, demo
 * content, a known staff account). The returned teardown stops the server with SIGTERM and fails the
 * run unless it shut down cleanly (exit code 0, "shutdown complete" logged).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeSmtp } from '#tests/fakes/smtp-server.ts';
import {
  PROJECT_ROOT,
  SERVER_BUILD_ENTRY,
  spawnServer,
  tail,
  waitUntilReady,
} from '#tests/server/spawn-server.ts';
import { seedDonorJourneys } from '#tests/e2e/donor-seed.ts';
import { E2E_ADMIN, e2eBaseUrl, e2ePort, e2eServerEnv } from '#tests/e2e/env.ts';

export default async function globalSetup() {
  if (!fs.existsSync(SERVER_BUILD_ENTRY)) {
    throw new Error('No production build: run `npm run build` before `npm run test:e2e` (`npm test` does).');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const smtp = await startFakeSmtp({ mailDir, port: Number(process.env.E2E_SMTP_PORT ?? 0) });
  const port = await e2ePort();
  const baseUrl = e2eBaseUrl(port);
  await seedDonorJourneys(path.join(workDir, 'data'));
  const server = spawnServer({
    logFile: path.join(workDir, 'server.log'),
    env: e2eServerEnv({ port, dataDir: path.join(workDir, 'data'), smtpUrl: smtp.url }),
  });
  try {
    await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`);
  } catch (error) {
    await server.stop(5000);
    await smtp.close();
    throw error;
  }

  // Workers are started after this and inherit these.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_URL = smtp.url;
  process.env.E2E_ADMIN_USERNAME = E2E_ADMIN.username;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  console.log(`e2e: server pid ${server.pid} at ${baseUrl}, log ${server.logFile}, mail in ${mailDir}`);

  return async function globalTeardown() {
    const code = await server.stop();
    await smtp.close();
    const log = server.log();
    // Kept beside the test results, where a failed journey's trace is looked at.
    fs.mkdirSync(path.join(PROJECT_ROOT, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(PROJECT_ROOT, 'test-results', 'e2e-server.log'), log);
    if (code !== 0 || !log.includes('shutdown complete')) {
      throw new Error(
        `The e2e server did not shut down cleanly on SIGTERM (exit ${code}); files kept in ${workDir}. ` +
          `Its log ends:\n${tail(log)}`,
      );
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
