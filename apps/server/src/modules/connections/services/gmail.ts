import type { OAuthCredentials } from '@plubot/contracts';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { callGoogle, googleCredentialsConnector } from './googleApi';
import { refuseAtOnce, toConnectionCheck } from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

/** Longest subject and body a bot's e-mail may have (as the sendEmail action's). */
const MAX_SUBJECT_LENGTH = 200;
const MAX_BODY_LENGTH = 20_000;

/** A header's text in RFC 2047's encoded words when it is not plain ASCII (`=?UTF-8?B?…?=`). */
function encodeHeader(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** Base64 folded at 76 characters a line, as MIME asks. */
function foldBase64(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

/**
 * The RFC 5322 message Gmail sends: from the connected account, to one address, a one-line subject
 * (line breaks a visitor typed never start a new header) and a plain-text UTF-8 body.
 */
export function buildMimeMessage(message: {
  from: string;
  to: string;
  subject: string;
  body: string;
}): string {
  const subject = message.subject
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, MAX_SUBJECT_LENGTH);
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(subject)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
    'Content-Transfer-Encoding: base64',
    '',
    foldBase64(message.body.slice(0, MAX_BODY_LENGTH).replace(/\r?\n/g, '\r\n')),
  ].join('\r\n');
}

/**
 * `sendEmail`: sends one e-mail from the owner's Gmail (`users.messages.send`, the message in
 * base64url). Who it may go to is decided before it is queued, as for the sendEmail action: the
 * owner, or the address the visitor typed in the conversation (`runPowerAction`).
 */
async function sendEmail(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const to = normalizeEmail(request.inputs.to ?? '');
  if (!isValidEmail(to)) return refuseAtOnce('invalidEmail');
  const subject = (request.inputs.subject ?? '').trim();
  if (subject === '') return refuseAtOnce('inputMissing', { input: 'subject' });
  const body = request.inputs.body ?? '';
  if (body.trim() === '') return refuseAtOnce('inputMissing', { input: 'body' });
  const raw = Buffer.from(
    buildMimeMessage({ from: credentials.account, to, subject, body }),
    'utf8',
  ).toString('base64url');
  const answer = await callGoogle(ctx, credentials, {
    method: 'POST',
    base: ctx.config.GMAIL_API_URL,
    path: '/gmail/v1/users/me/messages/send',
    body: { raw },
  });
  return answer.ok ? { ok: true } : answer;
}

/** A Google account's Gmail: the bot sends e-mails from it (never reads any). */
export const gmailConnector: ServiceConnector<OAuthCredentials> = {
  ...googleCredentialsConnector('Gmail'),
  // The send scope reads no mailbox: the token is checked with Google's OpenID userinfo.
  check: async (ctx, credentials) =>
    toConnectionCheck(
      await callGoogle(ctx, credentials, { method: 'GET', base: ctx.config.GOOGLE_USERINFO_URL, path: '' }),
    ),
  actions: { sendEmail },
};
