/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed with mailparser.
 * With `mailDir`, each message is also written there as an .eml file, so a browser journey in another
 * process can read it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Resolves with the first message matching, waiting up to timeoutMs. */
  waitForMessage(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Waits for a message addressed to `address` (case-insensitive). */
  waitForEmailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Makes the next `count` deliveries fail with a temporary error (to test retries). */
  failNext(count: number): void;
  close(): Promise<void>;
}

/**
 * An address containing this is refused permanently (550) the first time, and accepted after:
 * a bounce that staff then retry (other processes, like the e2e server, cannot call failNext).
 */
export const REJECT_ONCE_MARK = '+reject-once';

export async function startFakeSmtp(options: { port?: number; mailDir?: string } = {}): Promise<FakeSmtp> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let failuresLeft = 0;
  /** Names files uniquely even when two messages end in the same millisecond. */
  let written = 0;
  /** Addresses refused once already (see REJECT_ONCE_MARK). */
  const refusedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.includes(REJECT_ONCE_MARK) && !refusedOnce.has(to)) {
        refusedOnce.add(to);
        // Worded as Postfix words it, with the address in the reply.
        const error = new Error(
          `5.1.1 <${address.address}>: Recipient address rejected: User unknown in virtual mailbox table`,
        ) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          const error = new Error('Temporary failure, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const raw = Buffer.concat(chunks);
        if (options.mailDir) {
          fs.mkdirSync(options.mailDir, { recursive: true });
          // Written aside then renamed, so a reader in another process never sees half a message.
          const file = path.join(options.mailDir, `${Date.now()}-${(written += 1)}.eml`);
          fs.writeFileSync(`${file}.partial`, raw);
          fs.renameSync(`${file}.partial`, file);
        }
        messages.push(await simpleParser(raw));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fake: FakeSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForEmailTo(address, timeoutMs) {
      return fake.waitForMessage((mail) => recipientsOf(mail).includes(address.toLowerCase()), timeoutMs);
    },
    failNext(count) {
      failuresLeft = count;
    },
    waitForMessage(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching email within ${timeoutMs} ms (got ${messages.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** Every To address of a parsed message, lower-cased. */
export function recipientsOf(mail: ParsedMail): string[] {
  const groups = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return groups.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}
