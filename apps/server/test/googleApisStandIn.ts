import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in got. */
export interface GoogleRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A spreadsheet of the stand-in: its name and its sheets' rows (the first one the header). */
interface StandInSpreadsheet {
  name: string;
  sheets: Map<string, string[][]>;
}

/** Google's own error shape. */
const googleError = (code: number, message: string, status: string) => ({
  status: code,
  body: { error: { code, message, status } },
});

/** `'Pedidos de julio'!1:1` → the sheet's title and the rows asked (1-based, inclusive). */
function readRange(range: string): { sheet: string; from: number; to: number } {
  const match = /^'((?:[^']|'')*)'(?:!(?:[A-Z]*)(\d+)?:?(?:[A-Z]*)(\d+)?)?$/.exec(range);
  if (!match) return { sheet: '', from: 0, to: 0 };
  const sheet = (match[1] ?? '').replace(/''/g, "'");
  const from = Number(match[2] ?? 1);
  return { sheet, from, to: Number(match[3] ?? (match[2] ? from : Number.MAX_SAFE_INTEGER)) };
}

/**
 * A local stand-in for Google's Drive, Sheets and Gmail APIs, speaking their paths, shapes and
 * errors: spreadsheets listed by Drive, a sheet's values read and appended (RAW), messages sent.
 * Each request's bearer token is checked with `isValidToken` (the tests ask the local OpenID
 * provider's userinfo, so only a token it issued passes), and `failNext` makes the next calls fail.
 */
export async function startGoogleApisStandIn(isValidToken: (token: string) => Promise<boolean>) {
  const received: GoogleRequest[] = [];
  const failures: { status: number; message: string; retryAfter?: string }[] = [];
  const spreadsheets = new Map<string, StandInSpreadsheet>([
    [
      'hoja-clientes',
      {
        name: 'Clientes de la tienda',
        sheets: new Map([
          ['Contactos', [['Nombre', 'Email', 'Teléfono', 'Pedidos']]],
          ["Pedidos d'Ana", [['Pedido', 'Estado']]],
        ]),
      },
    ],
  ]);
  const sent: string[] = [];

  async function answer(
    request: GoogleRequest,
  ): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !(await isValidToken(token))) {
      return googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
    }
    const failure = failures.shift();
    if (failure) {
      const status =
        failure.status === 429 ? 'RESOURCE_EXHAUSTED' : failure.status === 404 ? 'NOT_FOUND' : 'UNAVAILABLE';
      return {
        ...googleError(failure.status, failure.message, status),
        ...(failure.retryAfter ? { headers: { 'retry-after': failure.retryAfter } } : {}),
      };
    }
    const url = new URL(request.url, 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/drive/v3/about') {
      return { status: 200, body: { user: { emailAddress: 'dueña@tienda.test' } } };
    }
    if (request.method === 'GET' && url.pathname === '/drive/v3/files') {
      const files = [...spreadsheets].map(([id, spreadsheet]) => ({ id, name: spreadsheet.name }));
      return { status: 200, body: { files } };
    }
    if (request.method === 'POST' && url.pathname === '/gmail/v1/users/me/messages/send') {
      const raw = (JSON.parse(request.body) as { raw?: string }).raw ?? '';
      sent.push(Buffer.from(raw, 'base64url').toString('utf8'));
      return {
        status: 200,
        body: { id: `m${sent.length}`, threadId: `t${sent.length}`, labelIds: ['SENT'] },
      };
    }
    const sheetsPath = /^\/v4\/spreadsheets\/([^/]+)(?:\/values\/([^:]+)(:append)?)?$/.exec(url.pathname);
    const spreadsheet = sheetsPath ? spreadsheets.get(decodeURIComponent(sheetsPath[1] ?? '')) : undefined;
    if (!sheetsPath || !spreadsheet) return googleError(404, 'Requested entity was not found.', 'NOT_FOUND');
    if (!sheetsPath[2]) {
      const sheets = [...spreadsheet.sheets.keys()].map((title) => ({ properties: { title } }));
      return { status: 200, body: { sheets } };
    }
    const range = readRange(decodeURIComponent(sheetsPath[2]));
    const rows = spreadsheet.sheets.get(range.sheet);
    if (!rows) return googleError(400, `Unable to parse range: ${range.sheet}`, 'INVALID_ARGUMENT');
    if (sheetsPath[3] && request.method === 'POST') {
      const body = JSON.parse(request.body) as { values: unknown[][] };
      for (const row of body.values) rows.push(row.map((cell) => String(cell)));
      return {
        status: 200,
        body: { spreadsheetId: sheetsPath[1], updates: { updatedRows: body.values.length } },
      };
    }
    const values = rows.slice(range.from - 1, range.to);
    return { status: 200, body: { range: sheetsPath[2], majorDimension: 'ROWS', values } };
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: GoogleRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      void answer(entry).then((reply) => {
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    /** The rows of one sheet, header first. */
    rowsOf: (spreadsheetId: string, sheet: string) =>
      spreadsheets.get(spreadsheetId)?.sheets.get(sheet) ?? [],
    /** The messages Gmail sent, as RFC 5322 text. */
    sent,
    /** The next calls fail with these answers (Google's error shape), in order. */
    failNext: (...next: { status: number; message: string; retryAfter?: string }[]) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
