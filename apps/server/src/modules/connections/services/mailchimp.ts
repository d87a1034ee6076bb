import { createHash } from 'node:crypto';
import { mailchimpCredentialsSchema } from '@plubot/contracts';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { z } from 'zod';
import { isYesText } from './isYesText';
import {
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type MailchimpCredentials = z.output<typeof mailchimpCredentialsSchema>;

/** Longest tag name Mailchimp takes. */
const TAG_NAME_LIMIT = 100;

/** `GET /3.0/lists`: the account's audiences, by id and name. */
const listsSchema = z.looseObject({
  lists: z.array(z.looseObject({ id: z.string(), name: z.string() })),
});

/**
 * The data centre of a key (`…-us21` → `us21`): the API of the account lives at
 * `https://us21.api.mailchimp.com`.
 */
function dataCenterOf(credentials: MailchimpCredentials): string {
  return (credentials.apiKey.split('-').pop() ?? '').toLowerCase();
}

/**
 * One call to Mailchimp's Marketing API (`{MAILCHIMP_API_URL or the key's data centre}/3.0/…`) with
 * the key as HTTP Basic's password, read into an answer (see {@link readServiceAnswer}).
 */
async function callMailchimp(
  ctx: ConnectorContext,
  credentials: MailchimpCredentials,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const base = ctx.config.MAILCHIMP_API_URL ?? `https://${dataCenterOf(credentials)}.api.mailchimp.com`;
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(base)}/3.0${path}`,
    headers: {
      authorization: `Basic ${Buffer.from(`plubot:${credentials.apiKey}`).toString('base64')}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readServiceAnswer(result, { messageField: 'detail', secret: credentials.apiKey });
}

/** Mailchimp's id of a member: the MD5 of the lower-cased e-mail, in hex. */
function subscriberHashOf(email: string): string {
  return createHash('md5').update(email.toLowerCase()).digest('hex');
}

/** The tags of a comma-separated text (`vip, web`), trimmed, without empties or repeats. */
function readTags(text: string | undefined): string[] {
  const names = (text ?? '').split(',').map((name) => name.trim().slice(0, TAG_NAME_LIMIT));
  return [...new Set(names.filter((name) => name !== ''))];
}

/**
 * `subscribe`: adds the e-mail to the audience, or updates the member it already is (an upsert by the
 * e-mail's hash, so two runs never make two members): new members are `pending` (Mailchimp mails
 * them a confirmation) when `doubleOptIn` says yes, else `subscribed`; an existing member keeps their
 * status. Then the tags, if any, are added. An invalid e-mail fails at once, without asking Mailchimp.
 */
async function subscribe(
  ctx: ConnectorContext,
  credentials: MailchimpCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const audienceId = (request.inputs.audienceId ?? '').trim();
  if (audienceId === '') return refuseAtOnce('inputMissing', { input: 'audienceId' });
  const email = normalizeEmail(request.inputs.email ?? '');
  if (!isValidEmail(email)) return refuseAtOnce('invalidEmail');
  const member = `/lists/${encodeURIComponent(audienceId)}/members/${subscriberHashOf(email)}`;
  const mergeFields: Record<string, string> = {};
  const firstName = (request.inputs.firstName ?? '').trim();
  const lastName = (request.inputs.lastName ?? '').trim();
  if (firstName !== '') mergeFields.FNAME = firstName;
  if (lastName !== '') mergeFields.LNAME = lastName;
  const answer = await callMailchimp(ctx, credentials, 'PUT', member, {
    email_address: email,
    status_if_new: isYesText(request.inputs.doubleOptIn) ? 'pending' : 'subscribed',
    ...(Object.keys(mergeFields).length > 0 ? { merge_fields: mergeFields } : {}),
  });
  if (!answer.ok) return answer;
  const tags = readTags(request.inputs.tags);
  if (tags.length === 0) return { ok: true };
  const tagged = await callMailchimp(ctx, credentials, 'POST', `${member}/tags`, {
    tags: tags.map((name) => ({ name, status: 'active' })),
  });
  return tagged.ok ? { ok: true } : tagged;
}

/** The account's audiences (the first 100), by name. */
async function listAudiences(ctx: ConnectorContext, credentials: MailchimpCredentials) {
  const answer = await callMailchimp(ctx, credentials, 'GET', '/lists?count=100&fields=lists.id,lists.name');
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = listsSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  return { ok: true as const, choices: parsed.data.lists.map((list) => ({ id: list.id, label: list.name })) };
}

/** A Mailchimp account: subscribes visitors to one of its audiences, with tags. */
export const mailchimpConnector: ServiceConnector<MailchimpCredentials> = {
  title: 'Mailchimp',
  secretOf: (credentials) => credentials.apiKey,
  settingsOf: (credentials) => ({ dataCenter: dataCenterOf(credentials) }),
  read: (value) => {
    const parsed = mailchimpCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => toConnectionCheck(await callMailchimp(ctx, credentials, 'GET', '/ping')),
  actions: { subscribe },
  choices: { mailchimpAudience: listAudiences },
};
