import { type Connection, connectionResponseSchema } from '@plubot/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The integration secret the stand-in accepts. */
export const NOTION_TOKEN = 'ntn_4ff1c1a1-prueba-de-plubot-0123456789XYZW';

/** A stored page of the stand-in: its id and its properties as Notion's API sent them. */
interface StandInPage {
  id: string;
  properties: Record<string, unknown>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Notion's own error shape. */
const notionError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json(status, { object: 'error', status, code, message }, headers);

/** The database «Pedidos» of the stand-in: its schema, as `GET /v1/databases/{id}` answers. */
const PEDIDOS = {
  object: 'database',
  id: 'db-pedidos',
  title: [{ type: 'text', plain_text: 'Pedidos', text: { content: 'Pedidos' } }],
  properties: {
    Nombre: { id: 'title', name: 'Nombre', type: 'title', title: {} },
    Email: { id: 'a1', name: 'Email', type: 'email', email: {} },
    Estado: { id: 'a2', name: 'Estado', type: 'select', select: { options: [] } },
  },
};

/** The plain text of a stored property, as Notion returns it in a query's results. */
function asResult(page: StandInPage) {
  return {
    object: 'page',
    id: page.id,
    url: `https://www.notion.so/${page.id}`,
    properties: Object.fromEntries(
      Object.entries(page.properties).map(([name, value]) => {
        const type = PEDIDOS.properties[name as keyof typeof PEDIDOS.properties]?.type ?? 'rich_text';
        const v = value as Record<string, unknown>;
        if (type === 'title') {
          const text = (v.title as { text: { content: string } }[])[0]?.text.content ?? '';
          return [name, { type, title: [{ plain_text: text }] }];
        }
        return [name, { type, ...v }];
      }),
    ),
  };
}

/**
 * A local stand-in speaking Notion's API (version 2022-06-28) for one integration secret and one
 * database, «Pedidos»: `/v1/users/me`, `/v1/search`, `/v1/databases/{id}`, `/v1/pages` and
 * `/v1/databases/{id}/query` by a property's `equals`. `failNext(answer…)` makes the next page
 * creations answer as Notion does when it fails (429 with Retry-After, 5xx, 404).
 */
export async function startNotionStandIn() {
  const pages: StandInPage[] = [];
  const failures: ReturnType<typeof json>[] = [];
  let revoked = false;
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    const auth = String(request.headers.authorization ?? '');
    if (auth !== `Bearer ${NOTION_TOKEN}` || revoked)
      return notionError(401, 'unauthorized', 'API token is invalid.');
    if (request.headers['notion-version'] !== '2022-06-28')
      return notionError(400, 'missing_version', 'Notion-Version header failed validation.');
    if (request.method === 'GET' && request.url === '/v1/users/me')
      return json(200, { object: 'user', id: 'bot-1', type: 'bot', name: 'Plubot' });
    if (request.method === 'POST' && request.url === '/v1/search')
      return json(200, { object: 'list', results: [PEDIDOS], has_more: false });
    if (request.method === 'GET' && request.url === `/v1/databases/${PEDIDOS.id}`) return json(200, PEDIDOS);
    if (request.method === 'POST' && request.url === '/v1/pages') {
      const failure = failures.shift();
      if (failure) return failure;
      const body = JSON.parse(request.body) as {
        parent: { database_id: string };
        properties: Record<string, unknown>;
      };
      if (body.parent.database_id !== PEDIDOS.id)
        return notionError(404, 'object_not_found', 'Could not find database with ID: x.');
      const page = { id: `page-${pages.length + 1}`, properties: body.properties };
      pages.push(page);
      return json(200, { object: 'page', id: page.id, url: `https://www.notion.so/${page.id}` });
    }
    if (request.method === 'POST' && request.url === `/v1/databases/${PEDIDOS.id}/query`) {
      const body = JSON.parse(request.body) as { filter: Record<string, unknown> & { property: string } };
      const [kind, condition] = Object.entries(body.filter).find(([key]) => key !== 'property') ?? [];
      const wanted = (condition as { equals?: unknown } | undefined)?.equals;
      const found = pages.filter((page) => {
        const value = page.properties[body.filter.property] as Record<string, unknown> | undefined;
        if (!value || !kind) return false;
        if (kind === 'email') return value.email === wanted;
        if (kind === 'select') return (value.select as { name?: string } | null)?.name === wanted;
        return false;
      });
      return json(200, { object: 'list', results: found.slice(0, 1).map(asResult), has_more: false });
    }
    return notionError(404, 'object_not_found', 'Not found.');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    pages,
    received: receiver.received,
    to: receiver.to,
    /** The next page creations fail with these answers, in order. */
    failNext: (...answers: { status: number; code: string; message: string; retryAfter?: string }[]) => {
      for (const answer of answers)
        failures.push(
          notionError(
            answer.status,
            answer.code,
            answer.message,
            answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
          ),
        );
    },
    /** Notion stops accepting the secret (the integration was removed). */
    revoke: (value = true) => {
      revoked = value;
    },
    close: receiver.close,
  };
}

/** Connects the stand-in's Notion as «Notion de la tienda» for the caller (`auth`): the connection. */
export async function connectNotion(app: App, auth: Record<string, string>): Promise<Connection> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: auth,
    payload: { service: 'notion', name: 'Notion de la tienda', credentials: { token: NOTION_TOKEN } },
  });
  expect(created.statusCode, created.body).toBe(201);
  return connectionResponseSchema.parse(created.json()).connection;
}
