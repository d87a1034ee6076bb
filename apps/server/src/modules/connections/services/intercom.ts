import { intercomCredentialsSchema } from '@plubot/contracts';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { z } from 'zod';
import { appendTranscript } from './appendTranscript';
import { isYesText } from './isYesText';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type IntercomCredentials = z.output<typeof intercomCredentialsSchema>;

/** The API version every call asks for (`Intercom-Version`). */
const INTERCOM_API_VERSION = '2.11';

/** Longest name sent for a new contact. */
const NAME_LIMIT = 200;

/** A contact as Intercom gives it: its id and whether it is a `user` or a `lead`. */
const contactSchema = z.looseObject({ id: z.string(), role: z.string().optional() });
type Contact = z.infer<typeof contactSchema>;

/** `POST /contacts/search`: the contacts found. */
const searchSchema = z.looseObject({ data: z.array(contactSchema) });

/** Intercom's 409 on a new contact names the one that exists: `…already exists with id=5f1b…`. */
const EXISTING_ID = /\bid=([0-9a-z]+)/i;

/**
 * One call to Intercom's REST API (`{INTERCOM_API_URL}/…`, which routes to the workspace's own
 * region) with the access token and `Intercom-Version`, read into an answer (see {@link readServiceAnswer}).
 */
async function callIntercom(
  ctx: ConnectorContext,
  credentials: IntercomCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.INTERCOM_API_URL)}${path}`,
    headers: {
      authorization: `Bearer ${credentials.token}`,
      accept: 'application/json',
      'intercom-version': INTERCOM_API_VERSION,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readServiceAnswer(result, { messageField: 'errors', secret: credentials.token });
}

/** A contact's role as the sender of a conversation: `user`, or `lead` for anyone else. */
function senderTypeOf(contact: Contact): 'user' | 'lead' {
  return contact.role === 'user' ? 'user' : 'lead';
}

/**
 * The visitor's contact: the one with this e-mail (a `user` before a `lead`), or a new `lead` with
 * the e-mail and the name. Intercom's search lags new contacts by a while: when the new one clashes
 * with a contact search did not see yet (409), that one is read by the id Intercom names.
 */
async function findOrCreateContact(
  ctx: ConnectorContext,
  credentials: IntercomCredentials,
  email: string,
  name: string,
): Promise<{ ok: true; contact: Contact } | ActionFailure> {
  const found = await callIntercom(ctx, credentials, 'POST', '/contacts/search', {
    query: { field: 'email', operator: '=', value: email },
  });
  if (!found.ok) return found;
  const parsed = searchSchema.safeParse(found.body);
  if (!parsed.success) return unexpectedAnswer(found.status);
  const known = parsed.data.data.find((contact) => contact.role === 'user') ?? parsed.data.data[0];
  if (known) return { ok: true, contact: known };
  const created = await callIntercom(ctx, credentials, 'POST', '/contacts', {
    role: 'lead',
    email,
    ...(name === '' ? {} : { name: name.slice(0, NAME_LIMIT) }),
  });
  const existingId =
    !created.ok && created.error.startsWith('HTTP 409') ? EXISTING_ID.exec(created.error)?.[1] : undefined;
  const answer = existingId
    ? await callIntercom(ctx, credentials, 'GET', `/contacts/${encodeURIComponent(existingId)}`)
    : created;
  if (!answer.ok) return answer;
  const contact = contactSchema.safeParse(answer.body);
  return contact.success ? { ok: true, contact: contact.data } : unexpectedAnswer(answer.status);
}

/**
 * `openConversation`: a conversation in the Inbox started by the visitor's contact (found by
 * e-mail, or created as a lead), whose first message is the owner's text and, unless turned off,
 * the conversation so far under «Conversación con el bot:». An invalid e-mail, or nothing to say,
 * fails at once.
 */
async function openConversation(
  ctx: ConnectorContext,
  credentials: IntercomCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const email = normalizeEmail(request.inputs.email ?? '');
  if (!isValidEmail(email)) return refuseAtOnce('invalidEmail');
  const body = await appendTranscript(
    request.inputs.message ?? '',
    request,
    isYesText(request.inputs.includeTranscript),
  );
  if (body === '') return refuseAtOnce('inputMissing', { input: 'message' });
  const contact = await findOrCreateContact(
    ctx,
    credentials,
    email,
    (request.inputs.contactName ?? '').trim(),
  );
  if (!contact.ok) return contact;
  const answer = await callIntercom(ctx, credentials, 'POST', '/conversations', {
    from: { type: senderTypeOf(contact.contact), id: contact.contact.id },
    body,
  });
  return answer.ok ? { ok: true } : answer;
}

/** An Intercom workspace (an access token): opens conversations in its Inbox from visitors. */
export const intercomConnector: ServiceConnector<IntercomCredentials> = {
  title: 'Intercom',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = intercomCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => toConnectionCheck(await callIntercom(ctx, credentials, 'GET', '/me')),
  actions: { openConversation },
};
