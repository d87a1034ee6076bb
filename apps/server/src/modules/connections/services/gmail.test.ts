import type { OAuthCredentials } from '@plubot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { buildMimeMessage, gmailConnector } from './gmail';

const credentials: OAuthCredentials = {
  accessToken: 'ya29.token-de-gmail-0042',
  refreshToken: '1//refresco',
  expiresAt: Date.now() + 3_600_000,
  scope: 'openid email https://www.googleapis.com/auth/gmail.send',
  account: 'duena@tienda.test',
};

describe('buildMimeMessage', () => {
  it('writes a one-line subject, encoded when it is not ASCII, and a base64 UTF-8 body', () => {
    const message = buildMimeMessage({
      from: 'duena@tienda.test',
      to: 'eva@example.com',
      subject: 'Hola\r\nBcc: intruso@example.com',
      body: 'Línea 1\nLínea 2',
    });
    const [head = '', body = ''] = message.split('\r\n\r\n');
    // A line break typed into the subject never starts a header of its own.
    expect(head.split('\r\n')).toEqual([
      'From: duena@tienda.test',
      'To: eva@example.com',
      'Subject: Hola Bcc: intruso@example.com',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: base64',
    ]);
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe('Línea 1\r\nLínea 2');
    expect(buildMimeMessage({ from: 'a@b.c', to: 'd@e.f', subject: 'Reserva ✨', body: 'x' })).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Reserva ✨').toString('base64')}?=`,
    );
  });
});

describe('gmailConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with the OpenID userinfo', async () => {
    standIn.reply({ json: { sub: '1', email: 'duena@tienda.test' } });
    expect(await gmailConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/userinfo',
      headers: { authorization: `Bearer ${credentials.accessToken}` },
    });
  });

  it('sends the message in base64url to users/me/messages/send', async () => {
    standIn.reply({ json: { id: 'm1', threadId: 't1', labelIds: ['SENT'] } });
    const outcome = await gmailConnector.actions?.sendEmail?.(standIn.ctx, credentials, {
      inputs: { to: ' Eva@Example.com ', subject: 'Tu reserva', body: 'Te esperamos.' },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    const sent = standIn.received[0];
    expect(sent).toMatchObject({ method: 'POST', url: '/gmail/v1/users/me/messages/send' });
    const raw = (JSON.parse(sent?.body ?? '{}') as { raw: string }).raw;
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(raw, 'base64url').toString('utf8')).toContain(
      'To: eva@example.com\r\nSubject: Tu reserva',
    );
  });

  it('refuses a bad address or an empty subject without asking Gmail, and reads its errors', async () => {
    const send = (inputs: Record<string, string>) =>
      gmailConnector.actions?.sendEmail?.(standIn.ctx, credentials, { inputs, fields: {} });
    expect(await send({ to: 'no-es-correo', subject: 'x', body: 'y' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await send({ to: 'eva@example.com', subject: ' ', body: 'y' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(standIn.received).toHaveLength(0);
    standIn.reply({
      status: 403,
      json: { error: { code: 403, message: 'Insufficient Permission', status: 'PERMISSION_DENIED' } },
    });
    expect(await send({ to: 'eva@example.com', subject: 'x', body: 'y' })).toEqual({
      ok: false,
      retryable: false,
      refused: true,
      error: 'HTTP 403: Insufficient Permission',
    });
  });
});
