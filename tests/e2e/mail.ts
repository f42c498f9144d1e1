/**
 * Reads what the real SMTP server received: the global setup's fake SMTP writes each message to
 * E2E_MAIL_DIR as an .eml file, which any worker can parse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { recipientsOf } from '../fakes/smtp-server.ts';
import { e2eMailDir } from './env.ts';

export type { ParsedMail };

/** Every message delivered so far, oldest first. */
export async function readMailbox(mailDir = e2eMailDir()): Promise<ParsedMail[]> {
  if (!fs.existsSync(mailDir)) return [];
  const files = fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b));
  return Promise.all(files.map(async (name) => simpleParser(fs.readFileSync(path.join(mailDir, name)))));
}

/** The messages sent to `address` (case-insensitive). */
export async function mailTo(address: string, mailDir = e2eMailDir()): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  return (await readMailbox(mailDir)).filter((mail) => recipientsOf(mail).includes(wanted));
}

/** Waits up to `timeoutMs` for a message to `address`; fails listing what did arrive. */
export async function waitForEmailTo(
  address: string,
  options: { timeoutMs?: number; mailDir?: string } = {},
): Promise<ParsedMail> {
  const { timeoutMs = 15_000, mailDir = e2eMailDir() } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailTo(address, mailDir);
    if (mail) return mail;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const arrived = (await readMailbox(mailDir)).map(
    (mail) => `  to ${recipientsOf(mail).join(', ')}: ${mail.subject ?? '(no subject)'}`,
  );
  throw new Error(
    `No email to ${address} within ${timeoutMs} ms. Delivered so far:\n${arrived.join('\n') || '  (none)'}`,
  );
}
