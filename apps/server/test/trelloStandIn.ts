import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The Power-Up API key and the member's token the stand-in accepts. */
export const TRELLO_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const TRELLO_TOKEN = `ATTA${'9f8e7d6c5b4a3921'.repeat(4)}C0FFEE42`;

/** The member's one open board and its one open list. */
export const TRELLO_BOARD = { id: '64b7f0c2a1d3e5f708192a3b', name: 'Soporte' } as const;
export const TRELLO_LIST = { id: '64b7f0c2a1d3e5f708192a4c', name: 'Nuevos pedidos' } as const;

/** Trello's words for a resource it does not know, and for a token it does not accept. */
export const TRELLO_NOT_FOUND = 'The requested resource was not found.';
export const TRELLO_INVALID_TOKEN = 'invalid token';

/** A card as the stand-in keeps it. */
export interface StandInCard {
  id: string;
  idList: string;
  name: string;
  desc: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (body: unknown): Answer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** Trello answers its errors as plain text. */
const text = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

/** The parameters of an `Authorization: OAuth k="v", …` header. */
function oauthParams(header: string | undefined): Record<string, string> {
  const value = header ?? '';
  if (!value.startsWith('OAuth ')) return {};
  return Object.fromEntries([...value.matchAll(/(\w+)="([^"]*)"/g)].map(([, key = '', v = '']) => [key, v]));
}

/**
 * A local stand-in speaking Trello's REST API for one key and token, given as Trello's
 * `Authorization: OAuth oauth_consumer_key="…", oauth_token="…"` header: `GET /1/members/me`, the
 * member's open boards, a board's open lists and `POST /1/cards` (a JSON body with `idList`,
 * `name`, `desc`). An unknown board or list answers Trello's 404 in plain text; `revoke()` makes
 * every call a 401 `invalid token`; `failNext(…)` makes the next card creations fail.
 */
export async function startTrelloStandIn() {
  const cards: StandInCard[] = [];
  const failures: Answer[] = [];
  let revoked = false;

  function createCard(body: Record<string, unknown>): Answer {
    const failure = failures.shift();
    if (failure) return failure;
    if (typeof body.idList !== 'string' || !/^[0-9a-f]{24}$/.test(body.idList))
      return text(400, 'invalid value for idList');
    if (body.idList !== TRELLO_LIST.id) return text(404, TRELLO_NOT_FOUND);
    const card: StandInCard = {
      id: `64b7f0c2a1d3e5f7081930${String(cards.length).padStart(2, '0')}`,
      idList: body.idList,
      name: String(body.name ?? ''),
      desc: String(body.desc ?? ''),
    };
    cards.push(card);
    return json({ ...card, idBoard: TRELLO_BOARD.id, url: `https://trello.com/c/${card.id}` });
  }

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    const auth = oauthParams(request.headers.authorization);
    if (auth.oauth_consumer_key !== TRELLO_KEY) return text(401, 'invalid key');
    if (auth.oauth_token !== TRELLO_TOKEN || revoked) return text(401, TRELLO_INVALID_TOKEN);
    const [path = ''] = request.url.split('?');
    if (request.method === 'GET' && path === '/1/members/me') return json({ id: 'm-1', username: 'ana' });
    if (request.method === 'GET' && path === '/1/members/me/boards') return json([TRELLO_BOARD]);
    const lists = /^\/1\/boards\/([^/]+)\/lists$/.exec(path);
    if (request.method === 'GET' && lists)
      return lists[1] === TRELLO_BOARD.id ? json([TRELLO_LIST]) : text(404, TRELLO_NOT_FOUND);
    if (request.method === 'POST' && path === '/1/cards')
      return createCard(JSON.parse(request.body || '{}') as Record<string, unknown>);
    return text(404, 'Cannot find the route');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    cards,
    received: receiver.received,
    /** From now on (or no longer), every call answers 401 `invalid token`. */
    revoke: (on = true) => {
      revoked = on;
    },
    /** The next card creations fail with these answers (Trello's plain-text errors), in order. */
    failNext: (...answers: { status: number; text: string; retryAfter?: string }[]) => {
      for (const answer of answers)
        failures.push(
          text(answer.status, answer.text, answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
        );
    },
    close: receiver.close,
  };
}
