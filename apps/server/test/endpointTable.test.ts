import { randomUUID } from 'node:crypto';
import { API, buildEndpointPath, type EndpointDefinition } from '@plubot/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './buildTestApp';

/** Every route the app registers, as Fastify's `onRoute` hook saw it. */
const registered = vi.hoisted(
  () => [] as { method: string; url: string; schema: FastifySchema | undefined }[],
);

// The app is built inside `buildApp`: wrap Fastify so an `onRoute` hook sees every route from the start.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const wrapped = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        registered.push({ method, url: route.url, schema: route.schema });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: wrapped };
});

/**
 * Routes under `/api` that are not in the table on purpose: none is a JSON endpoint the web client
 * calls. Paths as registered (Fastify's `:params`, `*` wildcards).
 */
const NOT_IN_TABLE: Record<string, string> = {
  // A health check for load balancers and uptime monitors.
  'GET /api/health': 'health check',
  // Called by Stripe with a signed raw body, never by a client.
  'POST /api/billing/webhook': 'third-party webhook',
  // Called by the owners' Stripe, Mercado Pago, PayPal and Calendly, signed, never by a client (issue #32).
  'POST /api/powers/webhooks/:service/:connectionId': 'third-party webhook',
  // Called by Telegram with the connection's secret header, never by a client (issue #33).
  'POST /api/channels/telegram/:plubotId': 'third-party webhook',
  // Called by Meta: its subscription check (verify token) and its signed deliveries (issue #33).
  'GET /api/channels/meta/:plubotId': 'third-party webhook',
  'POST /api/channels/meta/:plubotId': 'third-party webhook',
  // Stored profile pictures, read as image files (`<img src>`), not JSON.
  'GET /api/uploads/:id': 'static file',
};

/** The OpenAPI documentation (`@fastify/swagger-ui`: its pages, assets and the JSON/YAML description). */
const DOCS_PREFIX = '/api/docs';

/**
 * Endpoints whose body the handler validates itself with the contract's schema (it may come as
 * multipart or as JSON, or each path parameter has its own schema), so the route has no body schema.
 */
const BODY_PARSED_BY_HANDLER = new Set<keyof typeof API>([
  'subscribe',
  'createKnowledgeSource',
  // Read with the channel's own schema (its fields' messages), chosen by the path (issue #33).
  'connectChannel',
]);

/**
 * Endpoints that take the bearer token when the caller has one but do not require it (they are
 * not `auth: false` because the web client sends the token to them).
 */
const OPTIONAL_AUTH = new Set<keyof typeof API>([
  // The owner's own conversations are never counted as received; visitors start chats anonymously.
  'startChat',
  // Byte in the creation lab answers visitors not signed in yet.
  'byteLabAssistant',
]);

const keyOf = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

describe('the endpoint table of @plubot/contracts', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  const routeOf = (endpoint: EndpointDefinition) => {
    const routes = registered.filter(
      (route) => keyOf(route.method, route.url) === keyOf(endpoint.method, `/api${endpoint.path}`),
    );
    expect(routes.length, `${endpoint.method} ${endpoint.path}`).toBeGreaterThan(0);
    return routes[0] as (typeof registered)[number];
  };

  it('names only routes the server has, with the same method and path', () => {
    const missing = Object.entries(API)
      .filter(([, endpoint]) => !ctx.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }))
      .map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('holds every /api route the server registers, but for the listed exceptions', () => {
    const inTable = new Set(
      Object.values(API).map((endpoint) => keyOf(endpoint.method, `/api${endpoint.path}`)),
    );
    const apiRoutes = registered.filter(
      (route) =>
        route.method !== 'HEAD' &&
        (route.url === '/api' || route.url.startsWith('/api/')) &&
        !route.url.startsWith(DOCS_PREFIX),
    );
    expect(apiRoutes.length).toBeGreaterThan(Object.keys(API).length);
    const unknown = [
      ...new Set(
        apiRoutes
          .map((route) => keyOf(route.method, route.url))
          .filter((key) => !inTable.has(key) && !(key in NOT_IN_TABLE)),
      ),
    ];
    expect(unknown).toEqual([]);
    // An exception that no longer exists is removed from the list.
    const registeredKeys = new Set(apiRoutes.map((route) => keyOf(route.method, route.url)));
    const stale = Object.keys(NOT_IN_TABLE).filter(
      (key) => !registeredKeys.has(keyOf(...(key.split(' ') as [string, string]))),
    );
    expect(stale).toEqual([]);
  });

  it("validates and serialises each route with its endpoint's own schema objects", () => {
    const drifted: string[] = [];
    for (const [name, endpoint] of Object.entries(API) as [keyof typeof API, EndpointDefinition][]) {
      const schema = routeOf(endpoint).schema ?? {};
      const expectedBody =
        typeof endpoint.body === 'object' && !BODY_PARSED_BY_HANDLER.has(name) ? endpoint.body : undefined;
      if (schema.body !== expectedBody) drifted.push(`${name}: body`);
      if (schema.querystring !== endpoint.query) drifted.push(`${name}: query`);
      const successes = Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(([code]) =>
        code.startsWith('2'),
      );
      if (endpoint.response === 'text') {
        if (successes.length > 0) drifted.push(`${name}: a text response with a response schema`);
      } else if (successes.length === 0 || successes.some(([, response]) => response !== endpoint.response)) {
        drifted.push(`${name}: response`);
      }
    }
    expect(drifted).toEqual([]);
  });

  it('answers 401 without a token on every endpoint that needs one', async () => {
    const params = (path: string) =>
      Object.fromEntries(
        [...path.matchAll(/:(\w+)/g)].map(([, name = '']) => [
          name,
          name === 'v' ? '1' : name === 'file' ? 'x.png' : randomUUID(),
        ]),
      );
    const open: string[] = [];
    for (const [name, endpoint] of Object.entries(API) as [keyof typeof API, EndpointDefinition][]) {
      if (endpoint.auth === false || OPTIONAL_AUTH.has(name)) continue;
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: `/api${buildEndpointPath(endpoint.path, params(endpoint.path))}`,
      });
      if (response.statusCode !== 401) open.push(`${name}: ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('describes what the server really answers (register → login → profile → bots → flow)', async () => {
    const inject = async (name: keyof typeof API, url: string, body?: unknown, token?: string) => {
      const response = await ctx.app.inject({
        method: API[name].method,
        url: `/api${url}`,
        ...(body === undefined ? {} : { payload: body as object }),
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
      const schema = API[name].response;
      if (schema === 'text') return response.body as never;
      const parsed = schema.safeParse(response.json());
      expect(parsed.error, `${name} ${response.body}`).toBeUndefined();
      return parsed.data as never;
    };
    const account = { name: 'Tabla', email: 'tabla@plubot.com', password: 'Secreta123' };
    await inject('register', '/auth/register', account);
    const { users } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(users).set({ isVerified: true }).where(eq(users.email, account.email));
    const session: { access_token: string } = await inject('login', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    const token = session.access_token;
    await inject('profile', '/auth/profile', undefined, token);
    const created: { plubot: { id: string } } = await inject(
      'createPlubot',
      '/plubots/create',
      { name: 'Tablero', tone: 'servicial', color: '#4FACFE', powers: [] },
      token,
    );
    await inject('listPlubots', '/plubots', undefined, token);
    await inject('getFlow', `/plubots/${created.plubot.id}/flow`, undefined, token);
    await inject('usage', '/usage', undefined, token);
  });
});
