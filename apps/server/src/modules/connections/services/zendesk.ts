import { zendeskCredentialsSchema } from '@plubot/contracts';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { z } from 'zod';
import { appendTranscript } from './appendTranscript';
import { isYesText } from './isYesText';
import {
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type {
  ActionOutcome,
  ActionRequest,
  ConnectionCheck,
  ConnectorContext,
  ServiceConnector,
} from './serviceConnector';

export type ZendeskCredentials = z.output<typeof zendeskCredentialsSchema>;

/** Zendesk's longest subject we send, and the longest tag. */
const SUBJECT_LIMIT = 250;
const TAG_LIMIT = 80;

/**
 * `GET /api/v2/users/me.json`: who the credentials act as. Zendesk answers a request it could not
 * authenticate with the anonymous user (no `id`, or `id: null`) rather than a 401.
 */
const meSchema = z.looseObject({
  user: z.looseObject({ id: z.number().nullable().optional(), role: z.string().optional() }),
});

/**
 * The account's API address: `ZENDESK_API_URL` when set (tests), else the account's own
 * `https://{subdomain}.zendesk.com` (the subdomain was checked to be one DNS label).
 */
function baseUrlOf(ctx: ConnectorContext, credentials: ZendeskCredentials): string {
  return trimBaseUrl(ctx.config.ZENDESK_API_URL ?? `https://${credentials.subdomain}.zendesk.com`);
}

/**
 * One call to Zendesk's Support API (`{base}/api/v2/…`) as the agent, with the API token
 * (HTTP Basic `email/token:token`), read into an answer (see {@link readServiceAnswer}).
 */
async function callZendesk(
  ctx: ConnectorContext,
  credentials: ZendeskCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const basic = Buffer.from(`${credentials.email}/token:${credentials.token}`).toString('base64');
  const result = await ctx.http({
    method,
    url: `${baseUrlOf(ctx, credentials)}/api/v2${path}`,
    headers: {
      authorization: `Basic ${basic}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readServiceAnswer(result, { messageField: 'error', secret: credentials.token });
}

/**
 * 'Probar conexión': the credentials must act as a real user of the account. Zendesk's anonymous
 * user (what it answers unauthenticated calls with) means the e-mail or the token was refused.
 */
async function check(ctx: ConnectorContext, credentials: ZendeskCredentials): Promise<ConnectionCheck> {
  const answer = await callZendesk(ctx, credentials, 'GET', '/users/me.json');
  if (!answer.ok) return toConnectionCheck(answer);
  const parsed = meSchema.safeParse(answer.body);
  if (!parsed.success) return toConnectionCheck(unexpectedAnswer(answer.status));
  if (typeof parsed.data.user.id !== 'number')
    return { ok: false, kind: 'refused', reason: 'HTTP 200: Anonymous user' };
  return { ok: true };
}

/**
 * The tags of a comma-separated text (`web, venta directa`): a Zendesk tag is one word, so spaces
 * inside become `_`; trimmed, lower-cased, without empties or repeats.
 */
function readTags(text: string | undefined): string[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase().replace(/\s+/g, '_').slice(0, TAG_LIMIT));
  return [...new Set(names.filter((name) => name !== ''))];
}

/**
 * `openTicket`: a ticket asked by the visitor (Zendesk finds the requester by e-mail, or creates
 * them with the name — the e-mail when no name came), with the subject and a first comment: the
 * owner's text and, unless turned off, the conversation so far under «Conversación con el bot:»
 * (the subject, when both are empty). An invalid e-mail or a blank subject fails at once.
 */
async function openTicket(
  ctx: ConnectorContext,
  credentials: ZendeskCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const email = normalizeEmail(request.inputs.requesterEmail ?? '');
  if (!isValidEmail(email)) return refuseAtOnce('invalidEmail');
  const subject = (request.inputs.subject ?? '').trim().replace(/\s+/g, ' ').slice(0, SUBJECT_LIMIT);
  if (subject === '') return refuseAtOnce('inputMissing', { input: 'subject' });
  const name = (request.inputs.requesterName ?? '').trim();
  const comment = await appendTranscript(
    request.inputs.comment ?? '',
    request,
    isYesText(request.inputs.includeTranscript),
  );
  const tags = readTags(request.inputs.tags);
  const answer = await callZendesk(ctx, credentials, 'POST', '/tickets.json', {
    ticket: {
      subject,
      comment: { body: comment === '' ? subject : comment },
      requester: { name: name === '' ? email : name, email },
      ...(tags.length > 0 ? { tags } : {}),
    },
  });
  return answer.ok ? { ok: true } : answer;
}

/** A Zendesk Support account: opens tickets for visitors, with what they told the bot. */
export const zendeskConnector: ServiceConnector<ZendeskCredentials> = {
  title: 'Zendesk',
  secretOf: (credentials) => credentials.token,
  settingsOf: (credentials) => ({ subdomain: credentials.subdomain, email: credentials.email }),
  read: (value) => {
    const parsed = zendeskCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check,
  actions: { openTicket },
};
