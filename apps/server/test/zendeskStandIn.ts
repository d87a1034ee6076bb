import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The agent and the API token the stand-in's account accepts. */
export const ZENDESK_EMAIL = 'soporte@acme.test';
export const ZENDESK_TOKEN = 'zdTok0en1PLUBOT2stand3in4ABCDEFGHIJKL5678';

/** Zendesk's words for credentials it does not take. */
export const ZENDESK_UNAUTHENTICATED = "Couldn't authenticate you";

/** A ticket as the stand-in keeps it. */
export interface StandInTicket {
  id: number;
  subject: string;
  comment: string;
  requester: { name?: string; email: string };
  tags: string[];
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

type TicketBody = {
  ticket?: {
    subject?: string;
    comment?: { body?: string };
    requester?: { name?: string; email?: string };
    tags?: string[];
  };
};

/**
 * A local stand-in speaking Zendesk Support's API for one agent and API token (HTTP Basic
 * `email/token:token`): `GET /api/v2/users/me.json` and `POST /api/v2/tickets.json` (201). Wrong
 * credentials answer Zendesk's 401; a ticket without a subject, a comment or a requester's e-mail its
 * 422 «RecordInvalid». `revoke()` makes the token refused.
 */
export async function startZendeskStandIn() {
  const tickets: StandInTicket[] = [];
  let revoked = false;
  const expected = `Basic ${Buffer.from(`${ZENDESK_EMAIL}/token:${ZENDESK_TOKEN}`).toString('base64')}`;
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (revoked || request.headers.authorization !== expected)
      return json(401, { error: ZENDESK_UNAUTHENTICATED });
    if (request.method === 'GET' && request.url === '/api/v2/users/me.json')
      return json(200, { user: { id: 9001, name: 'Soporte Acme', email: ZENDESK_EMAIL, role: 'admin' } });
    if (request.method !== 'POST' || request.url !== '/api/v2/tickets.json')
      return json(404, { error: 'InvalidEndpoint', description: 'Not found' });
    const { ticket } = JSON.parse(request.body || '{}') as TicketBody;
    const email = ticket?.requester?.email;
    if (!ticket?.subject || !ticket.comment?.body || !email)
      return json(422, { error: 'RecordInvalid', description: 'Record validation errors' });
    const stored = {
      id: 100 + tickets.length,
      subject: ticket.subject,
      comment: ticket.comment.body,
      requester: { ...ticket.requester, email },
      tags: ticket.tags ?? [],
    };
    tickets.push(stored);
    return json(201, { ticket: { id: stored.id, subject: stored.subject, status: 'new' } });
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    tickets,
    received: receiver.received,
    /** Refuses the token from now on (`false`: accepts it again). */
    revoke: (refused = true) => {
      revoked = refused;
    },
    close: receiver.close,
  };
}
