import { createHash } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The API key the stand-in accepts: 32 hex characters and the data centre. */
export const MAILCHIMP_KEY = '5f3c0e7a9b1d2c4e6f8a0b1c2d3e4f5a-us21';

/** Mailchimp's words for a key it does not know. */
export const MAILCHIMP_KEY_INVALID =
  "Your API key may be invalid, or you've attempted to access the wrong datacenter.";

/** The account's one audience. */
export const AUDIENCE = { id: 'a1b2c3d4e5', name: 'Clientes de la tienda' } as const;

/** A member of the audience, as Mailchimp keeps it. */
export interface StandInMember {
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: string[];
}

/** How a test makes the next member writes fail, as Mailchimp fails. */
export interface MailchimpFailure {
  status: number;
  title: string;
  detail: string;
  retryAfter?: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const STATUSES = new Set(['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional']);

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** Mailchimp's own error shape (RFC 7807 problem details). */
const problem = (status: number, title: string, detail: string, headers: Record<string, string> = {}) =>
  json(
    status,
    {
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title,
      status,
      detail,
      instance: '7a3c1f2e-0000-4000-8000-000000000000',
    },
    headers,
  );

const NOT_FOUND = () => problem(404, 'Resource Not Found', 'The requested resource could not be found.');

/** Mailchimp's id of a member: the MD5 of the lower-cased e-mail, in hex. */
export const subscriberHash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

/** Whether the HTTP Basic credentials carry the key as the password (any user name does). */
function holdsKey(authorization: string | undefined): boolean {
  const [scheme, encoded = ''] = (authorization ?? '').split(' ');
  if (scheme !== 'Basic') return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1) === MAILCHIMP_KEY && decoded.includes(':');
}

/**
 * A local stand-in speaking Mailchimp's Marketing API 3.0 for one key (HTTP Basic, any user name)
 * and one audience: `GET /3.0/ping`, `GET /3.0/lists`, `PUT /3.0/lists/{id}/members/{hash}` (an
 * upsert; the hash must be the MD5 of the lower-cased e-mail) and `POST …/members/{hash}/tags` (204).
 * An unknown audience or member answers Mailchimp's 404; `failNext(…)` makes the next member writes
 * answer a 429, a 5xx…
 */
export async function startMailchimpStandIn() {
  const members = new Map<string, StandInMember>();
  const failures: Answer[] = [];

  /** `PUT …/members/{hash}`: adds the member (`status_if_new`) or updates it (keeping its status). */
  function putMember(hash: string, body: Record<string, unknown>): Answer {
    const email = String(body.email_address ?? '');
    if (subscriberHash(email) !== hash)
      return problem(400, 'Invalid Resource', 'The subscriber hash does not match the email address.');
    const existing = members.get(hash);
    const status = String(body.status_if_new ?? '');
    if (!existing && !STATUSES.has(status))
      return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.');
    const member = existing ?? { email_address: email, status, merge_fields: {}, tags: [] };
    Object.assign(member.merge_fields, body.merge_fields);
    members.set(hash, member);
    return json(200, { id: hash, list_id: AUDIENCE.id, ...member });
  }

  /** `POST …/members/{hash}/tags`: `{ tags: [{ name, status: 'active' | 'inactive' }] }`, no content. */
  function tagMember(hash: string, body: { tags?: { name: string; status: string }[] }): Answer {
    const member = members.get(hash);
    if (!member) return NOT_FOUND();
    for (const tag of body.tags ?? []) {
      member.tags = member.tags.filter((name) => name !== tag.name);
      if (tag.status === 'active') member.tags.push(tag.name);
    }
    return { status: 204, headers: {}, body: '' };
  }

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (!holdsKey(request.headers.authorization))
      return problem(401, 'API Key Invalid', MAILCHIMP_KEY_INVALID);
    const [path = '', query = ''] = request.url.split('?');
    if (request.method === 'GET' && path === '/3.0/ping')
      return json(200, { health_status: "Everything's Chimpy!" });
    if (request.method === 'GET' && path === '/3.0/lists') {
      const full = { ...AUDIENCE, stats: { member_count: members.size } };
      const onlyNames = new URLSearchParams(query).get('fields') === 'lists.id,lists.name';
      return json(200, onlyNames ? { lists: [AUDIENCE] } : { lists: [full], total_items: 1 });
    }
    const member = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(path);
    if (!member) return NOT_FOUND();
    const [, listId, hash = '', tags] = member;
    if (decodeURIComponent(listId ?? '') !== AUDIENCE.id) return NOT_FOUND();
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    if (request.method === 'POST' && tags) return tagMember(hash, body);
    if (request.method !== 'PUT' || tags) return problem(405, 'Method Not Allowed', 'Method not allowed.');
    return failures.shift() ?? putMember(hash, body);
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    members,
    received: receiver.received,
    to: receiver.to,
    /** The next member writes fail with these answers, in order. */
    failNext: (...answers: MailchimpFailure[]) => {
      for (const answer of answers)
        failures.push(
          problem(
            answer.status,
            answer.title,
            answer.detail,
            answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
          ),
        );
    },
    close: receiver.close,
  };
}
