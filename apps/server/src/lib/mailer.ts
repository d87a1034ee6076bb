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
  /** The sender's display name, with MAIL_FROM's own address (a bot's mail carries the bot's name). */
  fromName?: string;
  /** Where replies go (a bot's mail: its owner), when not to the sender. */
  replyTo?: string;
}

export interface StoredMail extends Omit<MailMessage, 'fromName'> {
  id: string;
  /** The sender as the mail shows it: MAIL_FROM, or the message's display name with its address. */
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

  const fromAddress = readAddress(options.from);

  return {
    kind: transport ? 'smtp' : 'outbox',
    async send({ fromName, ...message }) {
      const name = fromName === undefined ? '' : cleanDisplayName(fromName);
      if (transport) {
        const from = name ? { name, address: fromAddress } : options.from;
        await transport.sendMail({ ...message, from });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      mkdirSync(outboxDir, { recursive: true });
      const stored: StoredMail = {
        ...message,
        id: `${Date.now()}-${createRandomToken(6)}`,
        from: name ? `"${name.replace(/["\\]/g, '')}" <${fromAddress}>` : options.from,
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

/** The address of a `Name <address>` sender, or the text itself when it is a bare address. */
function readAddress(sender: string): string {
  return /<([^<>\s]+)>\s*$/.exec(sender)?.[1] ?? sender.trim();
}

/** A display name fit for a From header: no control or bidi characters, one line, 64 characters. */
function cleanDisplayName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 64);
}

function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}
