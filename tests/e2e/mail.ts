/**
 * Reads what the real SMTP server received: the global setup's fake SMTP writes each message to
 * E2E_MAIL_DIR as an .eml file, which any worker can parse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';
import { e2eMailDir } from '#tests/e2e/env.ts';

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

/** Which message to wait for, besides its address: its exact subject, or words in its text. */
export interface MailMatch {
  subject?: string;
  containing?: string;
  timeoutMs?: number;
}

/**
 * The first message to `address` (with `subject`, or whose text contains `containing`) once the
 * outbox has delivered it, waiting up to 15 s; fails listing what did arrive. A string is a subject.
 */
export async function waitForMail(address: string, match: string | MailMatch = {}): Promise<ParsedMail> {
  const { subject, containing, timeoutMs = 15_000 } = typeof match === 'string' ? { subject: match } : match;
  const wanted = (mail: ParsedMail) =>
    (subject === undefined || mail.subject === subject) &&
    (containing === undefined || (mail.text ?? '').includes(containing));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(address)).find(wanted);
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const arrived = (await readMailbox()).map(
    (mail) => `  to ${recipientsOf(mail).join(', ')}: ${mail.subject ?? '(no subject)'}`,
  );
  const what = [subject && `"${subject}"`, containing && `containing "${containing}"`].filter(Boolean);
  throw new Error(
    `No email to ${address}${what.length ? ` (${what.join(', ')})` : ''} within ${timeoutMs} ms. ` +
      `Delivered so far:\n${arrived.join('\n') || '  (none)'}`,
  );
}
