import { type OAuthCredentials, oauthCredentialsSchema } from '@plubot/contracts';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { z } from 'zod';
import { translate } from '../../../i18n/translate';
import type { SafeHttpResult } from '../../../lib/safeHttpRequest';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
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

/** A Salesforce connection's credentials: the OAuth tokens and the org's API host, always present. */
export type SalesforceCredentials = OAuthCredentials & { instanceUrl: string };

/** What a lead's `LeadSource` says when the owner leaves it blank. */
export const DEFAULT_LEAD_SOURCE = 'Chatbot Plubot';
/** A lead's `Company` when neither the owner nor the visitor's e-mail gives one (Salesforce requires it). */
export const DEFAULT_LEAD_COMPANY = 'Chatbot';

/** A Salesforce field's API name: `Industry`, a custom `Origen__c`, a package's `ns__Campo__c`. */
const API_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The fixed inputs of `createLead`, the standard Lead field each fills and that field's length in
 * Salesforce (a longer text would be refused as STRING_TOO_LONG, losing the lead: it is cut).
 */
const LEAD_INPUTS = [
  { input: 'lastName', field: 'LastName', length: 80 },
  { input: 'firstName', field: 'FirstName', length: 40 },
  { input: 'company', field: 'Company', length: 255 },
  { input: 'email', field: 'Email', length: 80 },
  { input: 'phone', field: 'Phone', length: 40 },
  { input: 'description', field: 'Description', length: 32_000 },
  { input: 'leadSource', field: 'LeadSource', length: 255 },
] as const;

/**
 * Mailboxes of people rather than companies: their domain says nothing of the visitor's company,
 * so a lead without one gets {@link DEFAULT_LEAD_COMPANY} instead.
 */
const PERSONAL_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'ymail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.es',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

/** `GET …/sobjects/Lead`: whether the connected user may create leads. */
const leadInfoSchema = z.looseObject({
  objectDescribe: z.looseObject({ createable: z.boolean() }),
});
/** `POST …/sobjects/Lead`: the new lead's id. */
const createdSchema = z.looseObject({ id: z.string().min(1), success: z.boolean() });
/** Salesforce's error body: a top-level array of `{message, errorCode, fields}`. */
const errorsSchema = z.array(z.looseObject({ errorCode: z.string().optional() }));

/**
 * One call to the org's REST API (`{instance_url}/services/data/{SALESFORCE_API_VERSION}{path}`)
 * with the connection's access token (refreshed before, see `openReadyConnection`), read into an
 * answer. Salesforce's 403 `REQUEST_LIMIT_EXCEEDED` — the org's API calls of the last 24 hours, or
 * too many at once — is worth retrying, not a refusal of the connection.
 */
async function callSalesforce(
  ctx: ConnectorContext,
  credentials: SalesforceCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(credentials.instanceUrl)}/services/data/${ctx.config.SALESFORCE_API_VERSION}${path}`,
    headers: {
      authorization: `Bearer ${credentials.accessToken}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = readServiceAnswer(result, { messageField: 'errorArray', secret: credentials.accessToken });
  if (!answer.ok && isRequestLimit(result)) return { ok: false, retryable: true, error: answer.error };
  return answer;
}

/** Whether Salesforce answered that the org is over its API request limit. */
function isRequestLimit(result: SafeHttpResult): boolean {
  if (!result.ok || result.status !== 403) return false;
  try {
    const parsed = errorsSchema.safeParse(JSON.parse(result.body));
    return parsed.success && parsed.data.some((error) => error.errorCode === 'REQUEST_LIMIT_EXCEEDED');
  } catch {
    return false;
  }
}

/**
 * Sets a Lead field on `lead`, replacing one of the same name in another case (Salesforce's API
 * names are case-insensitive, and the same field twice is refused).
 */
function setField(lead: Record<string, string>, name: string, value: string): void {
  for (const existing of Object.keys(lead)) {
    if (existing.toLowerCase() === name.toLowerCase()) delete lead[existing];
  }
  lead[name] = value;
}

/** Whether `lead` has a field of this name, in any case. */
function hasField(lead: Record<string, string>, name: string): boolean {
  return Object.keys(lead).some((existing) => existing.toLowerCase() === name.toLowerCase());
}

/**
 * The company of a lead without one: the domain of the visitor's e-mail (`empresa.com` for
 * ana@empresa.com), or {@link DEFAULT_LEAD_COMPANY} without an e-mail or for a personal mailbox.
 */
export function companyOfEmail(email: string | undefined): string {
  const domain = email?.slice(email.lastIndexOf('@') + 1).toLowerCase() ?? '';
  return domain && !PERSONAL_MAIL_DOMAINS.has(domain) ? domain : DEFAULT_LEAD_COMPANY;
}

/**
 * The Lead a request makes, or the failure of one Salesforce would refuse anyway: the free fields
 * (API names; blank ones left out) under the fixed inputs, which win over a field of the same name;
 * `LastName` required; `Company` and `LeadSource` filled in when blank.
 */
export function buildLead(
  request: ActionRequest,
): { ok: true; lead: Record<string, string> } | ActionFailure {
  const lead: Record<string, string> = {};
  for (const [rawName, rawValue] of Object.entries(request.fields)) {
    const name = rawName.trim();
    const value = (rawValue ?? '').trim();
    if (name === '' || value === '') continue;
    if (!API_NAME.test(name)) return refuseAtOnce('salesforceFieldInvalid', { field: name.slice(0, 100) });
    setField(lead, name, value);
  }
  let email: string | undefined;
  for (const { input, field, length } of LEAD_INPUTS) {
    let value = (request.inputs[input] ?? '').trim();
    if (value === '') continue;
    if (input === 'email') {
      value = normalizeEmail(value);
      if (!isValidEmail(value)) return refuseAtOnce('invalidEmail');
      email = value;
    }
    setField(lead, field, value.slice(0, length));
  }
  if (!hasField(lead, 'LastName')) return refuseAtOnce('inputMissing', { input: 'lastName' });
  if (!hasField(lead, 'Company')) setField(lead, 'Company', companyOfEmail(email));
  if (!hasField(lead, 'LeadSource')) setField(lead, 'LeadSource', DEFAULT_LEAD_SOURCE);
  return { ok: true, lead };
}

/**
 * `createLead`: one new Lead in the owner's org (`POST …/sobjects/Lead`), assigned by the org's
 * own assignment rules. Salesforce's refusals (`REQUIRED_FIELD_MISSING`, a restricted picklist,
 * a duplicate rule…) fail at once with its words; its request limit and 5xx are tried again.
 */
async function createLead(
  ctx: ConnectorContext,
  credentials: SalesforceCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const built = buildLead(request);
  if (!built.ok) return built;
  const answer = await callSalesforce(ctx, credentials, 'POST', '/sobjects/Lead', built.lead);
  if (!answer.ok) return answer;
  const created = createdSchema.safeParse(answer.body);
  return created.success && created.data.success ? { ok: true } : unexpectedAnswer(answer.status);
}

/**
 * Whether the connected user can act: the token opens the org's API and the user may create leads
 * (`GET …/sobjects/Lead`, the Lead object's basic information).
 */
async function check(ctx: ConnectorContext, credentials: SalesforceCredentials): Promise<ConnectionCheck> {
  const answer = await callSalesforce(ctx, credentials, 'GET', '/sobjects/Lead');
  if (!answer.ok) return toConnectionCheck(answer);
  const info = leadInfoSchema.safeParse(answer.body);
  if (!info.success) return toConnectionCheck(unexpectedAnswer(answer.status));
  if (info.data.objectDescribe.createable) return { ok: true };
  return {
    ok: false,
    kind: 'refused',
    reason: translate('es', 'powers.failure.salesforceCannotCreateLeads'),
  };
}

/**
 * A Salesforce org, connected through Salesforce's consent with the operator's connected app: the
 * bot creates leads in it. Shown as the user's e-mail and the org's host; no part of a token is.
 */
export const salesforceConnector: ServiceConnector<SalesforceCredentials> = {
  title: 'Salesforce',
  secretOf: () => '',
  settingsOf: (credentials) => ({
    account: credentials.account,
    instance: new URL(credentials.instanceUrl).host,
  }),
  read: (value) => {
    const parsed = oauthCredentialsSchema.safeParse(value);
    if (!parsed.success || !parsed.data.instanceUrl) return undefined;
    return { ...parsed.data, instanceUrl: parsed.data.instanceUrl };
  },
  check,
  actions: { createLead },
};
