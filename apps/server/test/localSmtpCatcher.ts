import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP catcher received it: the envelope, and the headers and text part decoded. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The mail's headers: lower-case names, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  raw: string;
}

/**
 * A real SMTP server on a loopback port that keeps every mail it receives, decoded enough to read
 * the subject and the plain-text part (encoded words, quoted-printable, base64). Point `SMTP_URL`
 * at `url`.
 */
export async function startLocalSmtpCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = readMail(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: headers.get('subject') ?? '',
          headers,
          text,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails sent to `address`, oldest first. */
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (lower-case names, unfolded, encoded words decoded) and the text/plain body of a mail. */
function readMail(raw: string): { headers: Map<string, string>; text: string } {
  const { headers, body } = splitEntity(raw);
  return { headers, text: findTextPart(headers, body) ?? '' };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function findTextPart(headers: Map<string, string>, body: string): string | undefined {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\r?\n/, ''));
      const text = findTextPart(entity.headers, entity.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!type.toLowerCase().startsWith('text/plain')) return undefined;
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\r\n/g, '\n');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); adjacent ones join. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
