import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const log = { info: () => undefined } as unknown as FastifyBaseLogger;

describe('createMailer', () => {
  it("sends with a display name on MAIL_FROM's own address and a Reply-To, keeping the name on one clean line", async () => {
    const mailer = createMailer({
      from: 'Plubot <no-reply@plubot.test>',
      dataDir: mkdtempSync(path.join(tmpdir(), 'plubot-mailer-')),
      log,
    });
    await mailer.send({ to: 'a@example.com', subject: 'Hola', text: 't', html: '<p>t</p>' });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Hola',
      text: 't',
      html: '<p>t</p>',
      fromName: 'Bot\u202E "raro"\r\nBcc: x@evil.example via Plubot',
      replyTo: 'owner@example.com',
    });
    const outbox = mailer.listOutbox();
    const plain = outbox.find((mail) => mail.to === 'a@example.com');
    const named = outbox.find((mail) => mail.to === 'b@example.com');
    expect(plain).toMatchObject({ from: 'Plubot <no-reply@plubot.test>' });
    expect(plain).not.toHaveProperty('replyTo');
    expect(named).toMatchObject({
      from: '"Bot raro Bcc: x@evil.example via Plubot" <no-reply@plubot.test>',
      replyTo: 'owner@example.com',
    });
  });
});
