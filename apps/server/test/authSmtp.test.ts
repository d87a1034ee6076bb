import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './buildTestApp';
import { startLocalSmtpCatcher } from './localSmtpCatcher';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a raw mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('verification mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtpCatcher>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    smtp = await startLocalSmtpCatcher();
    ctx = await buildTestApp('pglite', {
      SMTP_URL: smtp.url,
      APP_ORIGIN: 'http://localhost:3000',
      MAIL_FROM: 'Plubot <hola@plubot.test>',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('arrives with a working verification link', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sol', email: 'sol@plubot.test', password: 'Secreta123' },
    });
    expect(register.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('hola@plubot.test');
    expect(mail.to).toEqual(['sol@plubot.test']);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const decoded = decodeQuotedPrintable(mail.raw);
    const link = decoded.match(/http:\/\/localhost:3000\/auth\/verify-email\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    expect(ctx.app.mailer.listOutbox()).toHaveLength(0);

    const token = link!.split('/').pop();
    const verify = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(verify.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sol@plubot.test', password: 'Secreta123' },
    });
    expect(login.statusCode).toBe(200);
  });
});
