import { createHash } from 'node:crypto';
import { type OAuthCredentials, oauthCredentialsSchema } from '@plubot/contracts';
import { isValidEmail, normalizeEmail, parseAmount } from '@plubot/flow';
import { z } from 'zod';
import type { SafeHttpResult } from '../../../lib/safeHttpRequest';
import { inputOf } from './inputOf';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type {
  ActionOutcome,
  ActionRequest,
  ConnectionCheck,
  ConnectorContext,
  ServiceConnector,
} from './serviceConnector';

/** A QuickBooks connection's credentials: the OAuth tokens and the company's id, always present. */
export type QuickbooksCredentials = OAuthCredentials & { realmId: string };

/**
 * The Accounting API's minor version every call asks for: 75, the lowest Intuit still serves
 * (since August 2025 it ignores older ones and answers 75 by default).
 */
export const QUICKBOOKS_MINOR_VERSION = '75';

/** Intuit's fault code when a customer's DisplayName is taken (by a customer, vendor or employee). */
const DUPLICATE_NAME = '6240';

/** The names of the service item an estimate's line prefers, before any other active one. */
const PREFERRED_ITEM_NAMES = new Set(['services', 'service', 'servicios', 'servicio']);

/** Lengths Intuit takes (a longer text is refused, losing the estimate: it is cut). */
const MAX_DISPLAY_NAME = 100;
const MAX_COMPANY_NAME = 100;
const MAX_PHONE = 30;
const MAX_DESCRIPTION = 4000;

/** One entity with its id, as Intuit answers it (`{"Customer": {"Id": "58", …}}`). */
const entitySchema = z.looseObject({ Id: z.string().min(1) });
const itemSchema = z.looseObject({ Id: z.string().min(1), Name: z.string().optional() });

/**
 * Intuit's fault, in either case it uses: `{"Fault": {"Error": [{"Message", "Detail", "code"}]}}`
 * for the API's own refusals, `{"fault": {"error": [{"message", "detail", "code"}]}}` for a token's.
 */
const faultErrorSchema = z.looseObject({
  Message: z.string().optional(),
  message: z.string().optional(),
  Detail: z.string().optional(),
  detail: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
});
const faultSchema = z.looseObject({
  Fault: z.looseObject({ Error: z.array(faultErrorSchema) }).optional(),
  fault: z.looseObject({ error: z.array(faultErrorSchema) }).optional(),
});

/** A call's answer: accepted with its JSON body, or the failure with Intuit's fault code, if any. */
type QuickbooksAnswer = { ok: true; body: unknown } | { ok: false; failure: ActionFailure; code?: string };

/** Intuit's first fault error as text (`Duplicate Name Exists Error: The name … (6240)`) and its code. */
export function readIntuitFault(body: string): { text: string; code?: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const fault = faultSchema.safeParse(parsed);
  if (!fault.success) return undefined;
  const [first] = fault.data.Fault?.Error ?? fault.data.fault?.error ?? [];
  if (!first) return undefined;
  const message = (first.Message ?? first.message ?? '').trim();
  const detail = (first.Detail ?? first.detail ?? '').trim();
  const code = first.code === undefined ? undefined : String(first.code);
  const words = [message, detail].filter(Boolean).join(': ');
  const text = code && words ? `${words} (${code})` : words || code || '';
  return text ? { text, ...(code ? { code } : {}) } : undefined;
}

/**
 * Maps one call to Intuit into an answer: a fault read into the error (`HTTP 400: …`), classified
 * as every service's (`readServiceAnswer`: 401/403 refused, 429 and 5xx retried, never the token).
 */
function readQuickbooksAnswer(result: SafeHttpResult, secret: string): QuickbooksAnswer {
  const fault = result.ok ? readIntuitFault(result.body) : undefined;
  const isError = !result.ok || result.status < 200 || result.status >= 300;
  const reworded =
    result.ok && fault && isError ? { ...result, body: JSON.stringify({ message: fault.text }) } : result;
  const answer = readServiceAnswer(reworded, { messageField: 'message', secret });
  if (answer.ok) return { ok: true, body: answer.body };
  return fault?.code ? { ok: false, failure: answer, code: fault.code } : { ok: false, failure: answer };
}

/**
 * One call to the company's Accounting API
 * (`{QUICKBOOKS_API_URL}/v3/company/{realmId}/{path}?minorversion=75`) with the connection's
 * access token (refreshed before, see `openReadyConnection`). `requestId` makes a create
 * idempotent: Intuit answers a repeated one with what it made the first time.
 */
async function callQuickbooks(
  ctx: ConnectorContext,
  credentials: QuickbooksCredentials,
  request: { method: 'GET' | 'POST'; path: string; query?: string; body?: unknown; requestId?: string },
): Promise<QuickbooksAnswer> {
  const params: [string, string][] = [];
  if (request.query !== undefined) params.push(['query', request.query]);
  if (request.requestId !== undefined) params.push(['requestid', request.requestId]);
  params.push(['minorversion', QUICKBOOKS_MINOR_VERSION]);
  // Percent-encoded as Intuit's examples are (a space as %20, never `+`).
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const base = `${trimBaseUrl(ctx.config.QUICKBOOKS_API_URL)}/v3/company/${credentials.realmId}`;
  const result = await ctx.http({
    method: request.method,
    url: `${base}/${request.path}?${search}`,
    headers: {
      authorization: `Bearer ${credentials.accessToken}`,
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return readQuickbooksAnswer(result, credentials.accessToken);
}

/**
 * A text as a string literal of Intuit's query language: in single quotes, a backslash and a quote
 * escaped with a backslash.
 * @example quoteQueryValue("o'neil@empresa.com") // "'o\\'neil@empresa.com'"
 */
export function quoteQueryValue(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The entities of a query's answer (`{"QueryResponse": {"Customer": [...]}}`), none when it has none. */
function queryRows(body: unknown, entity: string): unknown[] {
  const response = (body as { QueryResponse?: Record<string, unknown> } | undefined)?.QueryResponse;
  const rows = response?.[entity];
  return Array.isArray(rows) ? rows : [];
}

/** A name Intuit takes for a customer: one line, without the colons that mark sub-customers, cut. */
export function toDisplayName(text: string): string {
  return text
    .replace(/[:\t\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_DISPLAY_NAME)
    .trim();
}

/**
 * An id that makes a create idempotent within one conversation: the same body for the same
 * conversation is the same request (a retry after the network failed), another body another one.
 * `undefined` outside a conversation.
 */
function requestIdOf(
  request: ActionRequest,
  credentials: QuickbooksCredentials,
  body: unknown,
): string | undefined {
  const sessionId = request.conversation?.sessionId;
  if (!sessionId) return undefined;
  const hash = createHash('sha256').update(`${sessionId}\n${credentials.realmId}\n${JSON.stringify(body)}`);
  return hash.digest('hex').slice(0, 36);
}

/** What an estimate is made of, read from the node's inputs and checked before Intuit is asked. */
interface EstimateInputs {
  customerName: string;
  email: string;
  phone: string;
  companyName: string;
  description: string;
  /** In the company's home currency, as a decimal (`1250.5`). */
  amount: number;
}

/** The inputs of `createEstimate`, or the failure of one Intuit would refuse anyway. */
export function readEstimateInputs(
  request: ActionRequest,
): { ok: true; inputs: EstimateInputs } | ActionFailure {
  const customerName = toDisplayName(inputOf(request, 'customerName'));
  if (!customerName) return refuseAtOnce('inputMissing', { input: 'customerName' });
  const email = normalizeEmail(inputOf(request, 'email'));
  if (!email) return refuseAtOnce('inputMissing', { input: 'email' });
  if (!isValidEmail(email)) return refuseAtOnce('invalidEmail');
  const description = inputOf(request, 'description').slice(0, MAX_DESCRIPTION);
  if (!description) return refuseAtOnce('inputMissing', { input: 'description' });
  const amountText = inputOf(request, 'amount');
  if (!amountText) return refuseAtOnce('inputMissing', { input: 'amount' });
  // The company's home currency is QuickBooks's own: the amount is read as a decimal of two places.
  const cents = parseAmount(amountText, 'USD');
  if (cents === undefined)
    return refuseAtOnce('quickbooksAmountInvalid', { amount: amountText.slice(0, 40) });
  return {
    ok: true,
    inputs: {
      customerName,
      email,
      phone: inputOf(request, 'phone').slice(0, MAX_PHONE),
      companyName: inputOf(request, 'companyName').slice(0, MAX_COMPANY_NAME),
      description,
      amount: cents / 100,
    },
  };
}

/** The id of the customer with this e-mail, `null` when the company has none, or the failure. */
async function findCustomer(
  ctx: ConnectorContext,
  credentials: QuickbooksCredentials,
  email: string,
): Promise<{ ok: true; id: string | null } | ActionFailure> {
  const answer = await callQuickbooks(ctx, credentials, {
    method: 'GET',
    path: 'query',
    query: `select * from Customer where PrimaryEmailAddr = ${quoteQueryValue(email)}`,
  });
  if (!answer.ok) return answer.failure;
  const [first] = queryRows(answer.body, 'Customer');
  if (first === undefined) return { ok: true, id: null };
  const customer = entitySchema.safeParse(first);
  return customer.success ? { ok: true, id: customer.data.Id } : unexpectedAnswer(200);
}

/**
 * A new customer with the visitor's details. Its DisplayName must be unique across the company's
 * customers, vendors and employees: when Intuit answers that it is taken (6240), the e-mail is
 * added to it (`Ana García (ana@empresa.com)`) and it is tried once more.
 */
async function createCustomer(
  ctx: ConnectorContext,
  credentials: QuickbooksCredentials,
  request: ActionRequest,
  inputs: EstimateInputs,
): Promise<{ ok: true; id: string } | ActionFailure> {
  const names = [inputs.customerName, `${inputs.customerName} (${inputs.email})`];
  for (const [attempt, DisplayName] of names.entries()) {
    const body = {
      DisplayName,
      PrimaryEmailAddr: { Address: inputs.email },
      ...(inputs.phone ? { PrimaryPhone: { FreeFormNumber: inputs.phone } } : {}),
      ...(inputs.companyName ? { CompanyName: inputs.companyName } : {}),
    };
    const answer = await callQuickbooks(ctx, credentials, {
      method: 'POST',
      path: 'customer',
      body,
      requestId: requestIdOf(request, credentials, body),
    });
    if (!answer.ok) {
      if (answer.code === DUPLICATE_NAME && attempt === 0) continue;
      return answer.failure;
    }
    const customer = entitySchema.safeParse((answer.body as { Customer?: unknown } | undefined)?.Customer);
    return customer.success ? { ok: true, id: customer.data.Id } : unexpectedAnswer(200);
  }
  return unexpectedAnswer(400);
}

/**
 * The item an estimate's line sells (Intuit requires one): the company's active service item named
 * «Services» (or «Servicios»), else its first active service item; a clear failure when it has none.
 */
async function findServiceItem(
  ctx: ConnectorContext,
  credentials: QuickbooksCredentials,
): Promise<{ ok: true; item: { value: string; name?: string } } | ActionFailure> {
  const answer = await callQuickbooks(ctx, credentials, {
    method: 'GET',
    path: 'query',
    query: "select * from Item where Type = 'Service' and Active = true",
  });
  if (!answer.ok) return answer.failure;
  const items = queryRows(answer.body, 'Item').flatMap((row) => {
    const item = itemSchema.safeParse(row);
    return item.success ? [item.data] : [];
  });
  const item =
    items.find((one) => PREFERRED_ITEM_NAMES.has((one.Name ?? '').trim().toLowerCase())) ?? items[0];
  if (!item) return refuseAtOnce('quickbooksNoServiceItem');
  return { ok: true, item: { value: item.Id, ...(item.Name ? { name: item.Name } : {}) } };
}

/**
 * `createEstimate` (runs after the reply): the customer with the visitor's e-mail — found, or made
 * with their name, phone and company — and an estimate for them with one line (the description and
 * amount, on the company's service item), sent to their e-mail when the owner sends it. Intuit's
 * refusals fail at once with its words; its 429 and 5xx are tried again, never making a second
 * customer or estimate (each create carries a request id).
 */
async function createEstimate(
  ctx: ConnectorContext,
  credentials: QuickbooksCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const read = readEstimateInputs(request);
  if (!read.ok) return read;
  const { inputs } = read;
  const found = await findCustomer(ctx, credentials, inputs.email);
  if (!found.ok) return found;
  const customer = found.id === null ? await createCustomer(ctx, credentials, request, inputs) : found;
  if (!customer.ok) return customer;
  const item = await findServiceItem(ctx, credentials);
  if (!item.ok) return item;
  const body = {
    CustomerRef: { value: customer.id },
    BillEmail: { Address: inputs.email },
    Line: [
      {
        DetailType: 'SalesItemLineDetail',
        Amount: inputs.amount,
        Description: inputs.description,
        SalesItemLineDetail: { ItemRef: item.item, Qty: 1, UnitPrice: inputs.amount },
      },
    ],
  };
  const answer = await callQuickbooks(ctx, credentials, {
    method: 'POST',
    path: 'estimate',
    body,
    requestId: requestIdOf(request, credentials, body),
  });
  if (!answer.ok) return answer.failure;
  const estimate = entitySchema.safeParse((answer.body as { Estimate?: unknown } | undefined)?.Estimate);
  return estimate.success ? { ok: true } : unexpectedAnswer(200);
}

/** Whether the token opens the company: `GET companyinfo/{realmId}`, the company's own record. */
async function check(ctx: ConnectorContext, credentials: QuickbooksCredentials): Promise<ConnectionCheck> {
  const answer = await callQuickbooks(ctx, credentials, {
    method: 'GET',
    path: `companyinfo/${credentials.realmId}`,
  });
  if (!answer.ok) return toConnectionCheck(answer.failure);
  const info = entitySchema.safeParse((answer.body as { CompanyInfo?: unknown } | undefined)?.CompanyInfo);
  return info.success ? { ok: true } : toConnectionCheck(unexpectedAnswer(200));
}

/**
 * A QuickBooks Online company, connected through Intuit's consent with the operator's Intuit app:
 * the bot makes customers and estimates in it. Shown as the Intuit user's e-mail; neither a token
 * nor the company's id is shown.
 */
export const quickbooksConnector: ServiceConnector<QuickbooksCredentials> = {
  title: 'QuickBooks',
  secretOf: () => '',
  settingsOf: (credentials) => ({ account: credentials.account }),
  read: (value) => {
    const parsed = oauthCredentialsSchema.safeParse(value);
    if (!parsed.success || !parsed.data.realmId) return undefined;
    return { ...parsed.data, realmId: parsed.data.realmId };
  },
  check,
  actions: { createEstimate },
};
