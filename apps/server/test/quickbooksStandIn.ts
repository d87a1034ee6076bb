import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for QuickBooks Online's Accounting API (issue #32, the QuickBooks power), one
 * node:http server for one company (`QUICKBOOKS_REALM_ID`). Point `QUICKBOOKS_API_URL` at it
 * (`standIn.env`) and allow `standIn.allowedHost`. Every path is `/v3/company/{realmId}/…`; the
 * `minorversion` and `requestid` query parameters are read as Intuit reads them.
 *
 * - Each request's bearer token is checked with `isValidToken` (the API tests ask the local OpenID
 *   provider's userinfo, so only a token it issued passes; unit tests compare with one token): none
 *   or another → 401 with Intuit's lower-case `{"fault": {"error": [{"message":
 *   "message=AuthenticationFailed; errorCode=003200; statusCode=401", "detail", "code": "3200"}]}}`.
 *   Another company's realm → 403 `ApplicationAuthorizationFailed` (003100).
 * - `GET companyinfo/{realmId}` → `{"CompanyInfo": {"Id", "CompanyName", …}, "time"}`.
 * - `GET query?query=select * from <Customer|Item> [where A = 'text' and B = true …]` → `{"QueryResponse":
 *   {"Customer": […], "startPosition", "maxResults"}, "time"}` (`{}` when nothing matches). Text
 *   literals are single-quoted with `\'` and `\\` escaped; anything else (an unescaped quote) → 400
 *   `QueryParserError` (4000). Customers match on `PrimaryEmailAddr` (case-insensitive) and
 *   `DisplayName`; items on `Type`, `Active` and `Name`.
 * - `POST customer` with `{DisplayName, PrimaryEmailAddr, PrimaryPhone, CompanyName}` → 200
 *   `{"Customer": {…, "Id"}}`, kept in `customers`; a DisplayName already used (any case) → 400
 *   `Duplicate Name Exists Error` (6240); none, or with a colon → 400 (6000).
 * - `POST estimate` with `{CustomerRef, BillEmail, Line: [{DetailType: "SalesItemLineDetail",
 *   Amount, Description, SalesItemLineDetail: {ItemRef, Qty, UnitPrice}}]}` → 200 `{"Estimate":
 *   {…, "Id", "DocNumber", "TotalAmt"}}`, kept in `estimates`; an unknown customer or item → 400
 *   `Invalid Reference Id` (2500); no line, or an amount not Qty × UnitPrice → 400 (6000).
 * - A create with a `requestid` already seen answers what the first one answered, making nothing.
 * - `failNext({status, code?, message, detail?})` makes the next API calls answer that fault, in
 *   order (a 5xx as Intuit's plain `{"Fault": …}` too); `received` lists every request; `reset()`
 *   forgets what was received and made and restores the company's items; `close()` stops it.
 */

/** The company the stand-in is, and its name. */
export const QUICKBOOKS_REALM_ID = '9341452512345678';
export const QUICKBOOKS_COMPANY_NAME = 'Reformas Ana S.L.';

/** One request the stand-in got. */
export interface QuickbooksRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An entity as the stand-in keeps it (a customer, an item, an estimate). */
export type QuickbooksEntity = Record<string, unknown> & { Id: string };

/** A failure the next call gets, in Intuit's words. */
export interface QuickbooksFailure {
  status: number;
  code?: string;
  message: string;
  detail?: string;
}

/** The items a new company has: a service item named «Services», another service and a product. */
const DEFAULT_ITEMS: QuickbooksEntity[] = [
  { Id: '3', Name: 'Concrete', Type: 'Service', Active: true },
  { Id: '1', Name: 'Services', Type: 'Service', Active: true },
  { Id: '5', Name: 'Rock Fountain', Type: 'Inventory', Active: true },
];

type Answer = { status: number; body?: unknown };

const now = () => new Date().toISOString();

/** Intuit's fault body for the API's own refusals. */
const fault = (status: number, code: string, message: string, detail = ''): Answer => ({
  status,
  body: {
    Fault: { Error: [{ Message: message, Detail: detail, code, element: '' }], type: 'ValidationFault' },
    time: now(),
  },
});

/** Intuit's answer to a token it does not take: lower-case, as its gateway words it. */
const authenticationFault = (): Answer => ({
  status: 401,
  body: {
    warnings: null,
    intuitObject: null,
    fault: {
      error: [
        {
          message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
          detail: 'Token validation failed',
          code: '3200',
          element: null,
        },
      ],
      type: 'AUTHENTICATION',
    },
    time: now(),
  },
});

/** One condition of a query's WHERE clause: a field and the value it must have. */
type Condition = { field: string; value: string | boolean };

/**
 * A query of Intuit's language, as far as the power uses it: `select * from <Entity>` and an
 * optional WHERE of `Field = 'text'` or `Field = true|false` joined by `and`; `undefined` when it
 * does not parse (an unescaped quote ends a literal early and leaves garbage behind).
 */
export function parseQuery(query: string): { entity: string; conditions: Condition[] } | undefined {
  const head = /^\s*select \* from (\w+)\s*/i.exec(query);
  if (!head?.[1]) return undefined;
  let rest = query.slice(head[0].length);
  const conditions: Condition[] = [];
  if (rest === '') return { entity: head[1], conditions };
  const where = /^where\s+/i.exec(rest);
  if (!where) return undefined;
  rest = rest.slice(where[0].length);
  for (;;) {
    const field = /^(\w+)\s*=\s*/.exec(rest);
    if (!field?.[1]) return undefined;
    rest = rest.slice(field[0].length);
    const literal = /^'((?:[^'\\]|\\.)*)'\s*/.exec(rest);
    const bool = /^(true|false)\b\s*/i.exec(rest);
    if (literal) {
      conditions.push({ field: field[1], value: (literal[1] ?? '').replace(/\\(.)/g, '$1') });
      rest = rest.slice(literal[0].length);
    } else if (bool?.[1]) {
      conditions.push({ field: field[1], value: bool[1].toLowerCase() === 'true' });
      rest = rest.slice(bool[0].length);
    } else return undefined;
    if (rest === '') return { entity: head[1], conditions };
    const and = /^and\s+/i.exec(rest);
    if (!and) return undefined;
    rest = rest.slice(and[0].length);
  }
}

/** A field of an entity as a query compares it: an e-mail's address, a text or a flag. */
function fieldValue(entity: QuickbooksEntity, field: string): unknown {
  const value = entity[field];
  if (field === 'PrimaryEmailAddr') return (value as { Address?: string } | undefined)?.Address;
  return value;
}

/** Whether an entity meets a condition (texts compared without case, as Intuit does). */
function meets(entity: QuickbooksEntity, { field, value }: Condition): boolean {
  const actual = fieldValue(entity, field);
  if (typeof value === 'boolean') return actual === value;
  return typeof actual === 'string' && actual.toLowerCase() === value.toLowerCase();
}

/** Starts the stand-in; `isValidToken` decides which bearer tokens it takes. */
export async function startQuickbooksStandIn(isValidToken: (token: string) => Promise<boolean>) {
  const received: QuickbooksRequest[] = [];
  const failures: QuickbooksFailure[] = [];
  const customers: QuickbooksEntity[] = [];
  const estimates: QuickbooksEntity[] = [];
  const items: QuickbooksEntity[] = DEFAULT_ITEMS.map((item) => ({ ...item }));
  const byRequestId = new Map<string, Answer>();
  let nextId = 100;

  function query(text: string): Answer {
    const parsed = parseQuery(text);
    if (!parsed) {
      return fault(400, '4000', 'Error parsing query', `QueryParserError: Encountered an error in: ${text}`);
    }
    const table = parsed.entity === 'Customer' ? customers : parsed.entity === 'Item' ? items : undefined;
    if (!table)
      return fault(400, '4001', 'Invalid query', `QueryValidationError: ${parsed.entity} is not queryable`);
    const found = table.filter((entity) => parsed.conditions.every((condition) => meets(entity, condition)));
    const response = found.length
      ? { [parsed.entity]: found, startPosition: 1, maxResults: found.length }
      : {};
    return { status: 200, body: { QueryResponse: response, time: now() } };
  }

  function createCustomer(body: Record<string, unknown>): Answer {
    const name = typeof body.DisplayName === 'string' ? body.DisplayName.trim() : '';
    if (!name || name.includes(':')) {
      return fault(
        400,
        '6000',
        'A business validation error has occurred while processing your request',
        'Invalid name',
      );
    }
    if (customers.some((customer) => String(customer.DisplayName).toLowerCase() === name.toLowerCase())) {
      return fault(
        400,
        '6240',
        'Duplicate Name Exists Error',
        'The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name.',
      );
    }
    const customer: QuickbooksEntity = {
      ...body,
      DisplayName: name,
      FullyQualifiedName: name,
      Active: true,
      SyncToken: '0',
      Id: String(nextId++),
    };
    customers.push(customer);
    return { status: 200, body: { Customer: customer, time: now() } };
  }

  function createEstimate(body: Record<string, unknown>): Answer {
    const customerId = (body.CustomerRef as { value?: unknown } | undefined)?.value;
    if (!customers.some((customer) => customer.Id === customerId)) {
      return fault(
        400,
        '2500',
        'Invalid Reference Id',
        `Invalid Reference Id : Customer ${String(customerId)}`,
      );
    }
    const lines = Array.isArray(body.Line) ? (body.Line as Record<string, unknown>[]) : [];
    if (lines.length === 0) return fault(400, '6000', 'A business validation error has occurred', 'No lines');
    let total = 0;
    for (const line of lines) {
      const detail = line.SalesItemLineDetail as
        | { ItemRef?: { value?: unknown }; Qty?: unknown; UnitPrice?: unknown }
        | undefined;
      if (line.DetailType !== 'SalesItemLineDetail' || !detail) {
        return fault(
          400,
          '2020',
          'Required param missing, need to supply the required value for the API',
          'Line',
        );
      }
      if (!items.some((item) => item.Id === detail.ItemRef?.value && item.Active === true)) {
        return fault(
          400,
          '2500',
          'Invalid Reference Id',
          `Invalid Reference Id : Item ${String(detail.ItemRef?.value)}`,
        );
      }
      const amount = Number(line.Amount);
      if (
        !Number.isFinite(amount) ||
        Math.abs(Number(detail.Qty) * Number(detail.UnitPrice) - amount) > 0.001
      ) {
        return fault(
          400,
          '6070',
          'Amount is not equal to UnitPrice * Qty',
          `Supplied value:${String(line.Amount)}`,
        );
      }
      total += amount;
    }
    const estimate: QuickbooksEntity = {
      ...body,
      Id: String(nextId++),
      DocNumber: String(1000 + estimates.length + 1),
      TotalAmt: Math.round(total * 100) / 100,
      TxnStatus: 'Pending',
      SyncToken: '0',
    };
    estimates.push(estimate);
    return { status: 200, body: { Estimate: estimate, time: now() } };
  }

  async function answer(request: QuickbooksRequest): Promise<Answer> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !(await isValidToken(token))) return authenticationFault();
    const url = new URL(request.url, 'http://stand-in');
    const match = /^\/v3\/company\/(\d+)\/(.+)$/.exec(url.pathname);
    if (!match) return fault(404, '610', 'Object Not Found', url.pathname);
    if (match[1] !== QUICKBOOKS_REALM_ID) {
      return fault(403, '003100', 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403');
    }
    const failure = failures.shift();
    if (failure)
      return fault(failure.status, failure.code ?? String(failure.status), failure.message, failure.detail);
    const resource = match[2] ?? '';
    if (request.method === 'GET' && resource === `companyinfo/${QUICKBOOKS_REALM_ID}`) {
      return {
        status: 200,
        body: {
          CompanyInfo: { Id: '1', CompanyName: QUICKBOOKS_COMPANY_NAME, Country: 'US', SyncToken: '3' },
          time: now(),
        },
      };
    }
    if (request.method === 'GET' && resource === 'query') return query(url.searchParams.get('query') ?? '');
    if (request.method !== 'POST' || (resource !== 'customer' && resource !== 'estimate')) {
      return fault(404, '610', 'Object Not Found', resource);
    }
    const requestId = url.searchParams.get('requestid');
    const seen = requestId ? byRequestId.get(`${resource}|${requestId}`) : undefined;
    if (seen) return seen;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return fault(400, '2500', 'Request has invalid or unsupported property', 'Unable to parse the body');
    }
    const made = resource === 'customer' ? createCustomer(body) : createEstimate(body);
    if (requestId) byRequestId.set(`${resource}|${requestId}`, made);
    return made;
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: QuickbooksRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      void answer(entry).then((reply) => {
        response.writeHead(reply.status, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    /** The server's environment for this stand-in. */
    env: { QUICKBOOKS_API_URL: url },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${port}`,
    received,
    customers,
    estimates,
    items,
    /** A customer the company already has. */
    addCustomer: (customer: Record<string, unknown>) => {
      const made: QuickbooksEntity = { Active: true, ...customer, Id: String(nextId++) };
      customers.push(made);
      return made;
    },
    /** The next API calls answer these faults, in order. */
    failNext: (...next: QuickbooksFailure[]) => failures.push(...next),
    /** Forgets what was received and made; the company's items are the default ones again. */
    reset: () => {
      received.length = 0;
      failures.length = 0;
      customers.length = 0;
      estimates.length = 0;
      byRequestId.clear();
      items.splice(0, items.length, ...DEFAULT_ITEMS.map((item) => ({ ...item })));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running QuickBooks stand-in. */
export type QuickbooksStandIn = Awaited<ReturnType<typeof startQuickbooksStandIn>>;
