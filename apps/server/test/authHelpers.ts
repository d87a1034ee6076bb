import type { App } from '../src/app';
import type { CaughtMail } from './localSmtpCatcher';

/** The most recent outbox mail sent to `to`, and the first link in it. */
export function lastMailTo(app: App, to: string) {
  const mail = app.mailer.listOutbox().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { mail, link: mail.links[0] ?? '' };
}

export function tokenFromLink(link: string): string {
  return link.split('/').pop() ?? '';
}

/** The verification token of the newest mail a local SMTP catcher got for `to`. */
export function verifyTokenOverSmtp(smtp: { mailsTo: (to: string) => CaughtMail[] }, to: string): string {
  const token = smtp
    .mailsTo(to)
    .at(-1)
    ?.text.match(/\/auth\/verify-email\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification mail to ${to}`);
  return token;
}

/**
 * Registers, verifies through the mailed link and logs in; returns the tokens and user. The link is
 * read from the outbox, or by `readToken` (e.g. {@link verifyTokenOverSmtp} when SMTP_URL is set).
 */
export async function createVerifiedUser(
  app: App,
  email: string,
  password = 'Secreta123!',
  name = 'Ana Estelar',
  readToken: (to: string) => string = (to) => tokenFromLink(lastMailTo(app, to).link),
) {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const token = readToken(email);
  const verify = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json();
  return {
    user: body.user as { id: string; email: string; name: string },
    accessToken: body.access_token as string,
    refreshToken: body.refresh_token as string,
    auth: { authorization: `Bearer ${body.access_token}` },
  };
}

/** An owner registered through real mail (the SMTP catcher's link), verified and signed in. */
export async function createOwnerOverSmtp(
  app: App,
  smtp: { mailsTo: (to: string) => CaughtMail[] },
  email: string,
  name: string,
) {
  const owner = await createVerifiedUser(app, email, 'Secreta123!', name, (to) =>
    verifyTokenOverSmtp(smtp, to),
  );
  return { email, auth: owner.auth };
}
