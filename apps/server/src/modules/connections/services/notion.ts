import { notionCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { inputOf } from './inputOf';
import {
  readNotionPropertyText,
  readRichText,
  toNotionLookup,
  toNotionPropertyValue,
} from './notionPropertyValues';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type NotionCredentials = z.output<typeof notionCredentialsSchema>;

/** The API version every call is made against (Notion answers each version the same way forever). */
export const NOTION_VERSION = '2022-06-28';

/** A database's schema (`GET /v1/databases/{id}`): each property by name, with its type. */
const databaseSchema = z.looseObject({
  properties: z.record(z.string(), z.looseObject({ type: z.string() })),
});
type NotionDatabase = z.infer<typeof databaseSchema>;

/** `POST /v1/search` for databases: each with its id and its title as rich text. */
const searchSchema = z.looseObject({
  results: z.array(z.looseObject({ id: z.string(), title: z.unknown().optional() })),
});

/** `POST /v1/databases/{id}/query`: the pages found, each with its URL and property values. */
const querySchema = z.looseObject({
  results: z.array(
    z.looseObject({
      url: z.string().optional(),
      properties: z.record(z.string(), z.looseObject({ type: z.string() })),
    }),
  ),
});

/**
 * One call to Notion's API (`{NOTION_API_URL}/v1/…`) with the integration's token and the API
 * version, read into an answer (see {@link readServiceAnswer}).
 */
async function callNotion(
  ctx: ConnectorContext,
  credentials: NotionCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method,
      url: `${trimBaseUrl(ctx.config.NOTION_API_URL)}/v1${path}`,
      headers: {
        authorization: `Bearer ${credentials.token}`,
        'notion-version': NOTION_VERSION,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { maxResponseBytes: 2_000_000 },
  );
  return readServiceAnswer(result, { messageField: 'message', secret: credentials.token });
}

/** A database's schema, or why it could not be read (not shared with the integration: 404). */
async function readDatabase(
  ctx: ConnectorContext,
  credentials: NotionCredentials,
  databaseId: string,
): Promise<{ ok: true; database: NotionDatabase } | ActionFailure> {
  const answer = await callNotion(ctx, credentials, 'GET', `/databases/${encodeURIComponent(databaseId)}`);
  if (!answer.ok) return answer;
  const parsed = databaseSchema.safeParse(answer.body);
  return parsed.success ? { ok: true, database: parsed.data } : unexpectedAnswer(answer.status);
}

/**
 * `createPage`: a new page in the chosen database, its title from `title` and each field (property
 * name → text) converted to its property's type as the database's schema says. Fields naming no
 * property, or whose text does not fit the type, are left out rather than failing the page.
 */
async function createPage(
  ctx: ConnectorContext,
  credentials: NotionCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const databaseId = inputOf(request, 'databaseId');
  if (databaseId === '') return refuseAtOnce('inputMissing', { input: 'databaseId' });
  const schema = await readDatabase(ctx, credentials, databaseId);
  if (!schema.ok) return schema;
  const properties = toPageProperties(schema.database, inputOf(request, 'title'), request.fields);
  const answer = await callNotion(ctx, credentials, 'POST', '/pages', {
    parent: { database_id: databaseId },
    properties,
  });
  return answer.ok ? { ok: true } : answer;
}

/** A new page's properties: the title (in the database's title property) and the fields that fit. */
function toPageProperties(
  database: NotionDatabase,
  title: string,
  fields: Record<string, string>,
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const titleName = Object.keys(database.properties).find(
    (name) => database.properties[name]?.type === 'title',
  );
  for (const [name, text] of Object.entries(fields)) {
    const type = database.properties[name]?.type;
    if (type === undefined || name === titleName) continue;
    const value = toNotionPropertyValue(type, text);
    if (value !== undefined) properties[name] = value;
  }
  if (titleName !== undefined) {
    properties[titleName] = toNotionPropertyValue('title', title) ?? { title: [] };
  }
  return properties;
}

/**
 * `queryDatabase` (a lookup, while the visitor waits): the first page of the database whose
 * `property` equals `value`. Found, it gives its title, URL and every property as plain text.
 */
async function queryDatabase(
  ctx: ConnectorContext,
  credentials: NotionCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const databaseId = inputOf(request, 'databaseId');
  const property = inputOf(request, 'property');
  if (databaseId === '' || property === '')
    return refuseAtOnce('inputMissing', { input: databaseId === '' ? 'databaseId' : 'property' });
  const schema = await readDatabase(ctx, credentials, databaseId);
  if (!schema.ok) return schema;
  const type = schema.database.properties[property]?.type;
  if (type === undefined) return refuseAtOnce('propertyMissing', { property });
  const lookup = toNotionLookup(property, type, inputOf(request, 'value'));
  if (lookup.kind === 'unsupported') return refuseAtOnce('propertyNotSearchable', { property, type });
  if (lookup.kind === 'noMatch') return { ok: true, found: false, outputs: {} };
  const answer = await callNotion(
    ctx,
    credentials,
    'POST',
    `/databases/${encodeURIComponent(databaseId)}/query`,
    {
      filter: lookup.filter,
      page_size: 1,
    },
  );
  if (!answer.ok) return answer;
  const parsed = querySchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const page = parsed.data.results[0];
  if (page === undefined) return { ok: true, found: false, outputs: {} };
  const outputs: Record<string, string> = {};
  let title = '';
  for (const [name, value] of Object.entries(page.properties)) {
    outputs[name] = readNotionPropertyText(value);
    if (value.type === 'title') title = outputs[name];
  }
  // A property named `title` or `url` gives way to the page's own.
  return { ok: true, found: true, outputs: { ...outputs, title, url: page.url ?? '' } };
}

/** The databases shared with the integration (the first 100 Notion finds), by their titles. */
async function listDatabases(ctx: ConnectorContext, credentials: NotionCredentials) {
  const answer = await callNotion(ctx, credentials, 'POST', '/search', {
    filter: { property: 'object', value: 'database' },
    page_size: 100,
  });
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = searchSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const choices = parsed.data.results.map((database) => ({
    id: database.id,
    label: readRichText(database.title).trim() || database.id,
  }));
  return { ok: true as const, choices };
}

/** The properties of one database (`parent` is its id): their names, as ids and labels, and types. */
async function listProperties(
  ctx: ConnectorContext,
  credentials: NotionCredentials,
  parent: string | undefined,
) {
  const databaseId = (parent ?? '').trim();
  if (databaseId === '') return { ok: false as const, error: 'parent database is required' };
  const schema = await readDatabase(ctx, credentials, databaseId);
  if (!schema.ok) return toChoicesFailure(schema);
  const choices = Object.entries(schema.database.properties).map(([name, property]) => ({
    id: name,
    label: name,
    type: property.type,
  }));
  return { ok: true as const, choices };
}

/** A Notion internal integration: creates pages in the owner's databases and looks pages up. */
export const notionConnector: ServiceConnector<NotionCredentials> = {
  title: 'Notion',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = notionCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) =>
    toConnectionCheck(await callNotion(ctx, credentials, 'GET', '/users/me')),
  actions: { createPage, queryDatabase },
  choices: { notionDatabase: listDatabases, notionProperty: listProperties },
};
