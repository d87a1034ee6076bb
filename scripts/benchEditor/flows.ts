// The owner and bots of `npm run bench:editor`, made through the HTTP API as a user's browser would
// (the steps of e2e/support/editorHelpers.ts): register, verify through the development mailbox, log
// in, create a bot, save its flow.
import type { GridFlow } from './gridFlow';

export interface BenchOwner {
  email: string;
  accessToken: string;
  refreshToken: string;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

const PASSWORD = 'Orbita2024!';

/** A verified, logged-in owner. */
export async function createOwner(origin: string): Promise<BenchOwner> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  await call(origin, 'POST', '/api/auth/register', { name: 'Vega Banco', email, password: PASSWORD });
  const link = await waitForVerifyLink(origin, email);
  await call(origin, 'GET', `/api/auth/verify-email/${link.split('/').pop()}`);
  const login = await call<{ access_token: string; refresh_token: string }>(
    origin,
    'POST',
    '/api/auth/login',
    { email, password: PASSWORD },
  );
  return { email, accessToken: login.access_token, refreshToken: login.refresh_token };
}

/**
 * A new bot whose flow is `grid` (start, message and end nodes, 'elite-edge' edges as the editor
 * draws them) saved with `viewport`. Rejections (size limits …) throw with the server's answer.
 */
export async function createGridBot(
  origin: string,
  owner: BenchOwner,
  name: string,
  grid: GridFlow,
  viewport: Viewport,
): Promise<{ botId: string; revision: number }> {
  const created = await call<{ plubot: { id: string } }>(
    origin,
    'POST',
    '/api/plubots/create',
    { name },
    owner,
  );
  const botId = created.plubot.id;
  return { botId, revision: await saveGridFlow(origin, owner, botId, name, grid, viewport) };
}

/** Saves `grid` with `viewport` as the bot's flow, over whatever revision is stored; the new revision. */
export async function saveGridFlow(
  origin: string,
  owner: BenchOwner,
  botId: string,
  name: string,
  grid: GridFlow,
  viewport: Viewport,
): Promise<number> {
  const stored = await readStoredFlow(origin, owner, botId);
  const saved = await call<{ revision: number }>(
    origin,
    'PUT',
    `/api/plubots/${botId}/flow`,
    {
      baseRevision: stored.revision,
      flowName: name,
      nodes: grid.nodes,
      edges: grid.edges.map((edge) => ({ ...edge, type: 'elite-edge' })),
      viewport,
    },
    owner,
  );
  return saved.revision;
}

/** The stored flow's revision and viewport (to notice the editor saving during a measurement). */
export async function readStoredFlow(
  origin: string,
  owner: BenchOwner,
  botId: string,
): Promise<{ revision: number; viewport: Viewport; nodes: number }> {
  const { flow } = await call<{ flow: { revision: number; viewport: Viewport; nodes: unknown[] } }>(
    origin,
    'GET',
    `/api/plubots/${botId}/flow`,
    undefined,
    owner,
  );
  return { revision: flow.revision, viewport: flow.viewport, nodes: flow.nodes.length };
}

async function waitForVerifyLink(origin: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { mails } = await call<{ mails: { to: string; links: string[] }[] }>(
      origin,
      'GET',
      '/dev/mail.json',
    );
    const link = mails
      .find((mail) => mail.to === email)
      ?.links.find((href) => href.includes('/verify-email/'));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification mail for ${email} in the development mailbox.`);
}

/**
 * One API call; as `owner` when given. A run outlives an access token on a slow machine, so a 401
 * renews the owner's tokens (`/api/auth/refresh`, as the app does) and tries once more.
 */
async function call<T = unknown>(
  origin: string,
  method: string,
  route: string,
  body?: unknown,
  owner?: BenchOwner,
): Promise<T> {
  try {
    return await callOnce<T>(origin, method, route, body, owner);
  } catch (error) {
    if (!owner || !(error instanceof ApiCallError) || error.status !== 401) throw error;
    const renewed = await callOnce<{ access_token: string; refresh_token: string }>(
      origin,
      'POST',
      '/api/auth/refresh',
      { refresh_token: owner.refreshToken },
    );
    owner.accessToken = renewed.access_token;
    owner.refreshToken = renewed.refresh_token;
    return callOnce<T>(origin, method, route, body, owner);
  }
}

class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function callOnce<T>(
  origin: string,
  method: string,
  route: string,
  body?: unknown,
  owner?: BenchOwner,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (owner) headers.authorization = `Bearer ${owner.accessToken}`;
  const response = await fetch(`${origin}${route}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiCallError(
      `${method} ${route} answered ${response.status}: ${text.slice(0, 500)}`,
      response.status,
    );
  }
  return (text ? JSON.parse(text) : {}) as T;
}
