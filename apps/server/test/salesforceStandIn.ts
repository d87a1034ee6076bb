import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in got. */
export interface SalesforceRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A failure the next call gets, in Salesforce's words. */
export interface SalesforceFailure {
  status: number;
  errorCode: string;
  message: string;
}

/** Salesforce's error shape: a top-level array. */
const salesforceError = (status: number, errorCode: string, message: string, fields: string[] = []) => ({
  status,
  body: [{ message, errorCode, fields }],
});

/**
 * A local stand-in for one Salesforce org's REST API (`/services/data/v60.0/sobjects/Lead`),
 * speaking its paths, shapes and errors: the Lead object's basic information, new leads checked for
 * the org's required fields (`REQUIRED_FIELD_MISSING`). Each request's bearer token is checked with
 * `isValidToken` (the tests ask the local OpenID provider's userinfo, so only a token it issued
 * passes); `endSessions` ends the sessions of the tokens seen so far, as the org's session timeout
 * does (401 `INVALID_SESSION_ID`), and `failNext` makes the next calls fail.
 */
export async function startSalesforceStandIn(isValidToken: (token: string) => Promise<boolean>) {
  const received: SalesforceRequest[] = [];
  const failures: SalesforceFailure[] = [];
  const leads: Record<string, unknown>[] = [];
  const seenTokens = new Set<string>();
  const endedTokens = new Set<string>();
  /** The Lead fields the org requires: Salesforce's own two, and any a test adds. */
  const required = new Set(['LastName', 'Company']);

  async function answer(request: SalesforceRequest): Promise<{ status: number; body?: unknown }> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || endedTokens.has(token) || !(await isValidToken(token))) {
      return salesforceError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    }
    seenTokens.add(token);
    const failure = failures.shift();
    if (failure) return salesforceError(failure.status, failure.errorCode, failure.message);
    const url = new URL(request.url, 'http://stand-in');
    if (url.pathname !== '/services/data/v60.0/sobjects/Lead') {
      return salesforceError(404, 'NOT_FOUND', 'The requested resource does not exist');
    }
    if (request.method === 'GET') {
      return { status: 200, body: { objectDescribe: { name: 'Lead', createable: true }, recentItems: [] } };
    }
    const lead = JSON.parse(request.body) as Record<string, unknown>;
    const given = new Set(
      Object.entries(lead)
        .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
        .map(([name]) => name.toLowerCase()),
    );
    const missing = [...required].filter((name) => !given.has(name.toLowerCase()));
    if (missing.length > 0) {
      return salesforceError(
        400,
        'REQUIRED_FIELD_MISSING',
        `Required fields are missing: [${missing.join(', ')}]`,
        missing,
      );
    }
    leads.push(lead);
    const id = `00Q5g0000${String(leads.length).padStart(9, '0')}`;
    return { status: 201, body: { id, success: true, errors: [] } };
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: SalesforceRequest = {
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
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    /** The leads created, as their bodies. */
    leads,
    /** The org makes a Lead field required (a validation rule, a required custom field). */
    requireField: (name: string) => required.add(name),
    /** The org no longer requires it. */
    dropRequiredField: (name: string) => required.delete(name),
    /** Ends the sessions of every token used so far (the org's session timeout). */
    endSessions: () => {
      for (const token of seenTokens) endedTokens.add(token);
    },
    /** The next calls fail with these answers (Salesforce's error shape), in order. */
    failNext: (...next: SalesforceFailure[]) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
