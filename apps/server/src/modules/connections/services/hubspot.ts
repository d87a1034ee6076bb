import { hubspotCredentialsSchema } from '@plubot/contracts';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { z } from 'zod';
import {
  failAtOnce,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type HubspotCredentials = z.output<typeof hubspotCredentialsSchema>;

/** The contact inputs of `upsertContact` that are HubSpot's own property names. */
const CONTACT_INPUTS = ['firstname', 'lastname', 'phone', 'company'] as const;

/** HubSpot's association type of a note to a contact. */
const NOTE_TO_CONTACT = 202;

/** A batch answer: HubSpot says 200 or 207, listing in `errors` the inputs it could not write. */
const batchSchema = z.looseObject({
  errors: z.array(z.looseObject({ message: z.string().optional() })).optional(),
});

/** `POST /crm/v3/objects/contacts/search`: the contacts found, by id. */
/** One contact as `GET /crm/v3/objects/contacts/{id}` answers it. */
const contactSchema = z.looseObject({ id: z.string() });

/**
 * One call to HubSpot's API (`{HUBSPOT_API_URL}/crm/v3/…`) with the private app's token, read into
 * an answer (see {@link readServiceAnswer}).
 */
async function callHubspot(
  ctx: ConnectorContext,
  credentials: HubspotCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.HUBSPOT_API_URL)}${path}`,
    headers: {
      authorization: `Bearer ${credentials.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readServiceAnswer(result, { messageField: 'message', secret: credentials.token });
}

/** The request's e-mail, trimmed and lower-cased (HubSpot's contact id), or `undefined` when invalid. */
function emailOf(request: ActionRequest): string | undefined {
  const email = normalizeEmail(request.inputs.email ?? '');
  return isValidEmail(email) ? email : undefined;
}

/** The non-empty texts of a map, trimmed. */
function nonEmpty(entries: [string, string | undefined][]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of entries) {
    const text = (value ?? '').trim();
    if (name.trim() !== '' && text !== '') kept[name.trim()] = text;
  }
  return kept;
}

/**
 * `upsertContact`: creates the contact with this e-mail or updates it (one batch upsert by e-mail,
 * so two runs never make two contacts), with the filled inputs and the free fields (HubSpot property
 * internal names). An invalid e-mail fails at once, without asking HubSpot.
 */
async function upsertContact(
  ctx: ConnectorContext,
  credentials: HubspotCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const email = emailOf(request);
  if (email === undefined) return refuseAtOnce('invalidEmail');
  const inputs = nonEmpty(CONTACT_INPUTS.map((key) => [key, request.inputs[key]]));
  // The e-mail is the contact's id here: a field may not change it.
  const fields = nonEmpty(
    Object.entries(request.fields).filter(([name]) => name.trim().toLowerCase() !== 'email'),
  );
  const answer = await callHubspot(ctx, credentials, 'POST', '/crm/v3/objects/contacts/batch/upsert', {
    inputs: [{ idProperty: 'email', id: email, properties: { email, ...inputs, ...fields } }],
  });
  if (!answer.ok) return answer;
  const parsed = batchSchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const [error] = parsed.data.errors ?? [];
  return error
    ? failAtOnce(`HTTP ${answer.status}: ${error.message ?? 'contact not written'}`)
    : { ok: true };
}

/**
 * `addNote`: a note on the contact with this e-mail, timed now. The contact is read by its e-mail
 * (`GET /crm/v3/objects/contacts/{email}?idProperty=email`: at once, unlike HubSpot's search, whose
 * index lags new contacts by seconds), never created: a note without its contact would be lost. No
 * such contact yet is tried again later — the upsert queued before the note may still be waiting for
 * its own retry — and fails for good after the queue's tries.
 */
async function addNote(
  ctx: ConnectorContext,
  credentials: HubspotCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const email = emailOf(request);
  if (email === undefined) return refuseAtOnce('invalidEmail');
  const note = (request.inputs.note ?? '').trim();
  if (note === '') return refuseAtOnce('inputMissing', { input: 'note' });
  const found = await callHubspot(
    ctx,
    credentials,
    'GET',
    `/crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email&properties=email`,
  );
  if (!found.ok) {
    if (found.error.startsWith('HTTP 404')) return { ...refuseAtOnce('contactNotFound'), retryable: true };
    return found;
  }
  const parsed = contactSchema.safeParse(found.body);
  if (!parsed.success) return unexpectedAnswer(found.status);
  const contact = parsed.data;
  const answer = await callHubspot(ctx, credentials, 'POST', '/crm/v3/objects/notes', {
    properties: { hs_note_body: toNoteBody(note), hs_timestamp: new Date().toISOString() },
    associations: [
      {
        to: { id: contact.id },
        types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }],
      },
    ],
  });
  return answer.ok ? { ok: true } : answer;
}

/**
 * A note's text as HubSpot's note body, which is HTML: the visitor's words shown as written (`<`, `&`
 * escaped), their line breaks kept.
 * @example toNoteBody('Hola <b>\nadiós') // 'Hola &lt;b&gt;<br>adiós'
 */
function toNoteBody(note: string): string {
  return note.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** A HubSpot private app: creates or updates contacts and adds notes to them. */
export const hubspotConnector: ServiceConnector<HubspotCredentials> = {
  title: 'HubSpot',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = hubspotCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) =>
    toConnectionCheck(await callHubspot(ctx, credentials, 'GET', '/crm/v3/objects/contacts?limit=1')),
  actions: { upsertContact, addNote },
};
