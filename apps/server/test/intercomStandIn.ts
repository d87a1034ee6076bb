import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The access token the stand-in's workspace accepts. */
export const INTERCOM_TOKEN = 'dG9rOlBMVUJPVF9zdGFuZF9pbjoxOjA=INTC';

/** Intercom's words for a token it does not take. */
export const INTERCOM_UNAUTHORIZED = 'Access Token Invalid';

/** A contact of the workspace. */
export interface StandInContact {
  id: string;
  role: 'user' | 'lead';
  email: string;
  name: string | null;
}

/** A conversation a contact started. */
export interface StandInConversation {
  from: { type: string; id: string };
  body: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** Intercom's error list. */
const failure = (status: number, code: string, message: string) =>
  json(status, { type: 'error.list', request_id: 'req-stand-in', errors: [{ code, message }] });

/**
 * A local stand-in speaking Intercom's REST API 2.11 for one token (Bearer; `Intercom-Version`
 * required): `GET /me`, `POST /contacts/search` (by e-mail), `POST /contacts` (409 for an e-mail
 * it has) and `POST /conversations` from a contact it knows (404 «User Not Found» otherwise).
 * `revoke()` makes the token refused.
 */
export async function startIntercomStandIn() {
  const contacts: StandInContact[] = [];
  const conversations: StandInConversation[] = [];
  let revoked = false;
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (revoked || request.headers.authorization !== `Bearer ${INTERCOM_TOKEN}`)
      return failure(401, 'unauthorized', INTERCOM_UNAUTHORIZED);
    if (request.headers['intercom-version'] !== '2.11')
      return failure(400, 'intercom_version_invalid', 'Requested version is not supported');
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /me') return json(200, { type: 'admin', id: '55', name: 'Equipo Acme' });
    if (route === 'POST /contacts/search') {
      const query = body.query as { field?: string; operator?: string; value?: string } | undefined;
      const data =
        query?.field === 'email' && query.operator === '='
          ? contacts.filter((contact) => contact.email === query.value)
          : [];
      return json(200, {
        type: 'list',
        data: data.map((contact) => ({ type: 'contact', ...contact })),
        total_count: data.length,
      });
    }
    if (route === 'POST /contacts') {
      const email = String(body.email ?? '');
      const existing = contacts.find((contact) => contact.email === email);
      if (existing)
        return failure(
          409,
          'conflict',
          `A contact matching those details already exists with id=${existing.id}`,
        );
      const role = body.role === 'user' ? 'user' : 'lead';
      const contact = {
        id: `c${contacts.length + 1}`,
        role,
        email,
        name: typeof body.name === 'string' ? body.name : null,
      } as const;
      contacts.push(contact);
      return json(200, { type: 'contact', ...contact });
    }
    if (route === 'POST /conversations') {
      const from = body.from as { type?: string; id?: string } | undefined;
      if (!contacts.some((contact) => contact.id === from?.id))
        return failure(404, 'not_found', 'User Not Found');
      conversations.push({
        from: { type: String(from?.type), id: String(from?.id) },
        body: String(body.body ?? ''),
      });
      return json(200, {
        type: 'user_message',
        id: `m${conversations.length}`,
        conversation_id: `v${conversations.length}`,
      });
    }
    return failure(404, 'not_found', 'Resource Not Found');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    contacts,
    conversations,
    received: receiver.received,
    /** Refuses the token from now on (`false`: accepts it again). */
    revoke: (refused = true) => {
      revoked = refused;
    },
    close: receiver.close,
  };
}
