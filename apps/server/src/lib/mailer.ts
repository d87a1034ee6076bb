import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { createRandomToken } from './tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Mails written to the local outbox, newest first (empty when SMTP is used). */
  listOutbox(): StoredMail[];
  readonly kind: 'smtp' | 'outbox';
}

/**
 * Sends mail through `SMTP_URL` when set; otherwise writes each mail as JSON into
 * `DATA_DIR/mail/` and, with `logLinks` (never in production: they are verification and reset
 * links), logs its links, so a local install works without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  logLinks?: boolean;
}): Mailer {
  const outboxDir = path.join(options.dataDir, 'mail');
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;

  return {
    kind: transport ? 'smtp' : 'outbox',
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      mkdirSync(outboxDir, { recursive: true });
      const stored: StoredMail = {
        ...message,
        id: `${Date.now()}-${createRandomToken(6)}`,
        from: options.from,
        sentAt: new Date().toISOString(),
        links: extractLinks(message.text),
      };
      writeFileSync(path.join(outboxDir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
      options.log.info(
        { to: message.to, subject: message.subject, ...(options.logLinks ? { links: stored.links } : {}) },
        'mail written to the local outbox (SMTP_URL is not set)',
      );
    },
    listOutbox() {
      let files: string[];
      try {
        files = readdirSync(outboxDir).filter((file) => file.endsWith('.json'));
      } catch {
        return [];
      }
      return files
        .sort()
        .reverse()
        .map((file) => JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as StoredMail);
    },
  };
}

function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}
