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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    from: options.from,
  });
  return {
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments,
        headers: message.headers,
      });
    },
    close: () => transport.close(),
  };
}
