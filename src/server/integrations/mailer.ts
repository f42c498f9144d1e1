/**
 * The SMTP adapter. Tests point it at a real SMTP server on loopback (tests/fakes/smtp-server.ts).
 */
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on newsletters (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A name for this email that is the same each time it is sent (the outbox row's id), made its
   * Message-ID. A crash between the SMTP server's OK and the outbox's commit sends the email again;
   * with one Message-ID the two copies are one message to mail clients that fold duplicates.
   */
  stableId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The domain of the sender's address (`Ministry <hello@example.org>` → `example.org`). */
function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    from: options.from,
  });
  const domain = senderDomain(options.from);
  return {
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments,
        headers: message.headers,
        messageId: message.stableId ? `<${message.stableId}@${domain}>` : undefined,
      });
    },
    close: () => transport.close(),
  };
}
