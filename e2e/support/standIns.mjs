// Stand-ins for the outside services a bot talks to, for e2e/nodeTypes.spec.ts, and the app server
// that uses them. One small HTTP server on STAND_INS_PORT answers:
//   POST /v1/chat/completions              like OpenAI: "Eco: {the last user message}" (the prompt,
//                                          so a test sees its variables filled in), streamed as
//                                          server-sent events when asked (`stream: true`)
//   GET  /v1/models                        like OpenAI: the models, for the key it accepts (an
//                                          owner's connection is checked this way)
//   POST /api/v10/channels/:id/messages    like Discord's REST API, for a `Bot {token}` authorization
//   /notion/v1/…                           like Notion's API (2022-06-28) for NOTION_STAND_IN_TOKEN:
//                                          users/me, search (one database, «Leads»), the database's
//                                          schema, and pages created in it
//   POST /hook/*                           any webhook: 200
//   GET  /received                         every request above: method, path, headers, raw and JSON body
// Then it starts the real app server (E2E_SERVER_ENTRY, else apps/server/dist/main.js) with the
// environment it was given, AI_BASE_URL, DISCORD_API_URL and NOTION_API_URL pointing here, AI_API_KEY set to
// STAND_IN_AI_KEY (the key the OpenAI stand-in accepts), DATA_DIR emptied first; it exits with the
// app server. playwright.config.ts runs it; e2e/support/ports.ts names its ports.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';

const MAX_KEPT = 2000;

const port = Number(process.env.STAND_INS_PORT);
const dataDir = process.env.DATA_DIR;
const aiKey = process.env.STAND_IN_AI_KEY;
if (!Number.isInteger(port) || port <= 0 || !dataDir || !aiKey) {
  console.error('standIns.mjs needs STAND_INS_PORT, DATA_DIR and STAND_IN_AI_KEY.');
  process.exit(1);
}
const base = `http://127.0.0.1:${port}`;

/** @type {{ method: string, path: string, headers: Record<string, string | string[] | undefined>, rawBody: string, body: unknown }[]} */
const received = [];

const server = createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const path = new URL(req.url ?? '/', base).pathname;
    if (req.method === 'GET' && path === '/received') return send(res, 200, { requests: received });
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    received.push({ method: req.method ?? '', path, headers: req.headers, rawBody: raw, body });
    if (received.length > MAX_KEPT) received.shift();
    if (req.method === 'GET' && path === '/v1/models') return answerModels(req, res);
    if (path.startsWith('/notion/v1/')) return answerNotion(req, res, path.slice('/notion/v1'.length), body);
    if (req.method !== 'POST') return send(res, 404, { error: 'not found' });
    if (path === '/v1/chat/completions') return answerCompletion(req, res, body);
    const discord = /^\/api\/v10\/channels\/([^/]+)\/messages$/.exec(path);
    if (discord) return answerDiscord(req, res, decodeURIComponent(discord[1] ?? ''), body);
    if (path.startsWith('/hook/')) return send(res, 200, { ok: true });
    return send(res, 404, { error: 'not found' });
  });
});

function send(res, status, payload) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

/** OpenAI's refusal of any key but the one the stand-in accepts; true when it was sent. */
function refuseWrongKey(req, res) {
  if (req.headers.authorization === `Bearer ${aiKey}`) return false;
  send(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
  return true;
}

function answerModels(req, res) {
  if (refuseWrongKey(req, res)) return;
  return send(res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] });
}

function answerCompletion(req, res, body) {
  if (refuseWrongKey(req, res)) return;
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const last = [...messages].reverse().find((message) => message?.role === 'user')?.content ?? '';
  if (body?.stream === true) return streamCompletion(res, `Eco: ${last}`);
  return send(res, 200, {
    id: `chatcmpl-${received.length}`,
    object: 'chat.completion',
    model: body?.model ?? 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content: `Eco: ${last}` }, finish_reason: 'stop' }],
  });
}

/** Like OpenAI with `stream: true`: the answer word by word as server-sent events, then `[DONE]`. */
function streamCompletion(res, answer) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const content of answer.match(/\S+\s*/g) ?? []) {
    res.write(
      `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`,
    );
  }
  res.end('data: [DONE]\n\n');
}

function answerDiscord(req, res, channelId, body) {
  if (!/^Bot \S+$/.test(req.headers.authorization ?? '')) {
    return send(res, 401, { message: '401: Unauthorized', code: 0 });
  }
  if (typeof body?.content !== 'string' || body.content === '') {
    return send(res, 400, { message: 'Cannot send an empty message', code: 50006 });
  }
  return send(res, 200, { id: String(Date.now()), channel_id: channelId, content: body.content });
}

/** The Notion integration secret the stand-in accepts (e2e/support/ports.ts has the same). */
const NOTION_TOKEN = 'ntn_e2e_secreto_de_integracion_0042ABCD';

/** The one database the stand-in's integration may use: «Leads», with a title and an e-mail. */
const LEADS = {
  object: 'database',
  id: 'db-leads',
  title: [{ type: 'text', plain_text: 'Leads', text: { content: 'Leads' } }],
  properties: {
    Nombre: { id: 'title', name: 'Nombre', type: 'title', title: {} },
    Correo: { id: 'c1', name: 'Correo', type: 'email', email: {} },
  },
};

/** Like Notion's API: the secret and the version header checked, then the few calls a bot makes. */
function answerNotion(req, res, path, body) {
  if (req.headers.authorization !== `Bearer ${NOTION_TOKEN}`) {
    return send(res, 401, {
      object: 'error',
      status: 401,
      code: 'unauthorized',
      message: 'API token is invalid.',
    });
  }
  if (req.headers['notion-version'] !== '2022-06-28') {
    return send(res, 400, {
      object: 'error',
      status: 400,
      code: 'missing_version',
      message: 'Notion-Version header failed validation.',
    });
  }
  if (req.method === 'GET' && path === '/users/me')
    return send(res, 200, { object: 'user', id: 'bot', type: 'bot' });
  if (req.method === 'POST' && path === '/search')
    return send(res, 200, { object: 'list', results: [LEADS], has_more: false });
  if (req.method === 'GET' && path === `/databases/${LEADS.id}`) return send(res, 200, LEADS);
  if (req.method === 'POST' && path === '/pages' && body?.parent?.database_id === LEADS.id) {
    return send(res, 200, {
      object: 'page',
      id: `page-${received.length}`,
      url: 'https://www.notion.so/page',
    });
  }
  return send(res, 404, { object: 'error', status: 404, code: 'object_not_found', message: 'Not found.' });
}

server.on('error', (error) => {
  console.error(`standIns.mjs: ${error.message}`);
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  rmSync(dataDir, { recursive: true, force: true });
  const app = spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      AI_BASE_URL: `${base}/v1`,
      AI_API_KEY: aiKey,
      DISCORD_API_URL: `${base}/api/v10`,
      NOTION_API_URL: `${base}/notion`,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
  app.on('exit', (code, signal) => {
    server.close();
    process.exit(code ?? (signal ? 1 : 0));
  });
});
