import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The private app's access token the stand-in accepts. */
export const HUBSPOT_TOKEN = 'pat-eu1-7c1e5b0a-prueba-de-plubot-0000-HUBS';

/** The contact properties the stand-in's account has (HubSpot refuses any other name). */
const CONTACT_PROPERTIES = new Set(['email', 'firstname', 'lastname', 'phone', 'company', 'lifecyclestage']);

/** HubSpot's association type of a note to a contact. */
const NOTE_TO_CONTACT = 202;

/** A stored CRM record of the stand-in: its id and its properties, as HubSpot keeps them (texts). */
interface StandInRecord {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  /** When a search first finds it (`Date.now()` ms): HubSpot's search index lags its writes. */
  searchableAt?: number;
}

/** A stored note: its record and the associations it was created with. */
interface StandInNote extends StandInRecord {
  associations: unknown;
}

/** `contacts/batch/upsert`'s body. */
type UpsertBody = { inputs?: { idProperty?: string; id?: string; properties?: Record<string, string> }[] };
/** `contacts/search`'s body. */
type SearchBody = {
  filterGroups?: { filters?: { propertyName?: string; operator?: string; value?: string }[] }[];
  properties?: string[];
  limit?: number;
};
/** `notes`' body. */
type NoteBody = {
  properties?: Record<string, string>;
  associations?: {
    to?: { id?: string };
    types?: { associationCategory?: string; associationTypeId?: number }[];
  }[];
};

/** How a test makes the next calls fail, as HubSpot fails. */
export interface HubspotFailure {
  status: number;
  message: string;
  category?: string;
  retryAfter?: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json;charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** HubSpot's own error shape. */
const hubspotError = (
  status: number,
  message: string,
  category: string,
  headers: Record<string, string> = {},
) =>
  json(
    status,
    { status: 'error', message, correlationId: 'c0ffee00-0000-4000-8000-000000000000', category },
    headers,
  );

/** HubSpot's words for a token it does not know. */
export const HUBSPOT_UNAUTHENTICATED =
  'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview';

/** A record as HubSpot answers it: `properties` holds what was asked for and the record's own dates. */
function asObject(record: StandInRecord, names?: readonly string[]) {
  const all: Record<string, string> = {
    ...record.properties,
    hs_object_id: record.id,
    createdate: record.createdAt,
  };
  const properties = names ? Object.fromEntries(names.map((name) => [name, all[name] ?? null])) : all;
  return {
    id: record.id,
    properties,
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
    archived: false,
  };
}

/**
 * A local stand-in speaking HubSpot's CRM v3 API for one private-app token: the token check
 * (`GET /crm/v3/objects/contacts?limit=1`), `contacts/batch/upsert` by e-mail, a contact read by
 * e-mail (`contacts/{email}?idProperty=email`), `contacts/search` by e-mail `EQ` and `notes` with an
 * association to a contact. A wrong or revoked token answers 401 as
 * HubSpot does; `failNext(…)` makes the next write or search answer a 429 (with `Retry-After`), a 5xx…
 * `searchLagMs` plays HubSpot's search index, which finds a new contact only seconds after its write.
 */
export async function startHubspotStandIn({ searchLagMs = 0 }: { searchLagMs?: number } = {}) {
  const contacts: StandInRecord[] = [];
  const notes: StandInNote[] = [];
  const failures: Answer[] = [];
  let revoked = false;
  let nextId = 501;

  /** `inputs: [{ idProperty: 'email', id, properties }]`: each contact created or updated by e-mail. */
  function upsert(body: UpsertBody) {
    const inputs = body.inputs ?? [];
    const unknown = inputs
      .flatMap((input) => Object.keys(input.properties ?? {}))
      .filter((name) => !CONTACT_PROPERTIES.has(name));
    if (unknown.length > 0)
      return hubspotError(
        400,
        `Property values were not valid: ${unknown.map((name) => `Property "${name}" does not exist`).join(', ')}`,
        'VALIDATION_ERROR',
      );
    if (inputs.some((input) => input.idProperty !== 'email' || !input.id))
      return hubspotError(400, 'Invalid input: idProperty must be a unique property.', 'VALIDATION_ERROR');
    const results = inputs.map((input) => {
      const email = (input.id ?? '').toLowerCase();
      const existing = contacts.find((contact) => contact.properties.email === email);
      const record = existing ?? {
        id: String(nextId++),
        properties: {},
        createdAt: new Date().toISOString(),
        searchableAt: Date.now() + searchLagMs,
      };
      Object.assign(record.properties, input.properties, { email });
      if (!existing) contacts.push(record);
      return { ...asObject(record), new: !existing };
    });
    const now = new Date().toISOString();
    return json(200, { status: 'COMPLETE', results, startedAt: now, completedAt: now });
  }

  /** `filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value }] }]`. */
  function search(body: SearchBody) {
    const filter = body.filterGroups?.[0]?.filters?.[0];
    if (filter?.propertyName !== 'email' || filter.operator !== 'EQ')
      return hubspotError(400, 'There was a problem with the request.', 'VALIDATION_ERROR');
    const found = contacts.filter(
      (contact) =>
        contact.properties.email === String(filter.value).toLowerCase() &&
        (contact.searchableAt ?? 0) <= Date.now(),
    );
    const results = found
      .slice(0, body.limit ?? 10)
      .map((contact) => asObject(contact, body.properties ?? ['email']));
    return json(200, { total: found.length, results });
  }

  /** `properties: { hs_note_body, hs_timestamp }, associations: [{ to: { id }, types }]`. */
  function createNote(body: NoteBody) {
    if (!body.properties?.hs_timestamp)
      return hubspotError(
        400,
        'Property values were not valid: hs_timestamp is required',
        'VALIDATION_ERROR',
      );
    for (const association of body.associations ?? []) {
      const type = association.types?.[0];
      if (type?.associationCategory !== 'HUBSPOT_DEFINED' || type.associationTypeId !== NOTE_TO_CONTACT)
        return hubspotError(400, 'Invalid association type.', 'VALIDATION_ERROR');
      if (!contacts.some((contact) => contact.id === association.to?.id))
        return hubspotError(404, `No contact with ID ${association.to?.id ?? ''} exists`, 'OBJECT_NOT_FOUND');
    }
    const note = {
      id: String(nextId++),
      properties: body.properties,
      createdAt: new Date().toISOString(),
      associations: body.associations,
    };
    notes.push(note);
    return json(201, asObject(note));
  }

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (request.headers.authorization !== `Bearer ${HUBSPOT_TOKEN}` || revoked)
      return hubspotError(401, HUBSPOT_UNAUTHENTICATED, 'INVALID_AUTHENTICATION');
    if (request.method === 'GET' && request.url === '/crm/v3/objects/contacts?limit=1')
      return json(200, { results: contacts.slice(0, 1).map((contact) => asObject(contact)) });
    const byEmail =
      /^\/crm\/v3\/objects\/contacts\/([^/?]+)\?idProperty=email(?:&properties=([\w,]+))?$/.exec(request.url);
    if (request.method === 'GET' && byEmail) {
      // A read by a unique property is not the search index: a contact is found as soon as it is written.
      const email = decodeURIComponent(byEmail[1] ?? '').toLowerCase();
      const contact = contacts.find((candidate) => candidate.properties.email === email);
      return contact
        ? json(200, asObject(contact, (byEmail[2] ?? 'email').split(',')))
        : hubspotError(404, 'Object not found.  objectId are usually numeric.', 'OBJECT_NOT_FOUND');
    }
    if (request.method !== 'POST')
      return hubspotError(404, 'Unable to route the request.', 'OBJECT_NOT_FOUND');
    const failure = failures.shift();
    if (failure) return failure;
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return hubspotError(415, 'Unsupported media type.', 'VALIDATION_ERROR');
    const body: unknown = JSON.parse(request.body);
    if (request.url === '/crm/v3/objects/contacts/batch/upsert') return upsert(body as UpsertBody);
    if (request.url === '/crm/v3/objects/contacts/search') return search(body as SearchBody);
    if (request.url === '/crm/v3/objects/notes') return createNote(body as NoteBody);
    return hubspotError(404, 'Unable to route the request.', 'OBJECT_NOT_FOUND');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    contacts,
    notes,
    received: receiver.received,
    to: receiver.to,
    /** The next writes and searches fail with these answers, in order. */
    failNext: (...answers: HubspotFailure[]) => {
      for (const answer of answers)
        failures.push(
          hubspotError(
            answer.status,
            answer.message,
            answer.category ?? 'RATE_LIMITS',
            answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
          ),
        );
    },
    /** HubSpot stops accepting the token (the private app was deleted or its token rotated). */
    revoke: (value = true) => {
      revoked = value;
    },
    close: receiver.close,
  };
}
