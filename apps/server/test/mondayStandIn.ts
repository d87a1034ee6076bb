import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The personal API token the stand-in accepts (monday.com's are long JWTs). */
export const MONDAY_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${'eyJ0aWQiOjQwMTIzNDU2Nzg5LCJ1aWQiOjQ1Njd9'.repeat(3)}.bW9uZGF5LXN0YW5kLWlu`;

/** The account's one board and its groups. */
export const MONDAY_BOARD = { id: '4000000001', name: 'Pedidos', type: 'board' } as const;
export const MONDAY_GROUP = { id: 'topics', title: 'Nuevos' } as const;
const GROUPS = [MONDAY_GROUP, { id: 'group_done', title: 'Hechos' }];

/** An item as the stand-in keeps it, with the updates posted on it. */
export interface StandInItem {
  id: string;
  board: string;
  group: string;
  name: string;
  updates: string[];
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** A GraphQL success, as monday.com wraps it. */
const data = (value: unknown) => json(200, { data: value, account_id: 123456 });

/** An application error: HTTP 200 and an `errors` array (monday.com API 2024-01 and later). */
export const mondayError = (message: string, extensions: Record<string, unknown>) =>
  json(200, { errors: [{ message, locations: [{ line: 1, column: 1 }], extensions }], account_id: 123456 });

/**
 * A local stand-in speaking monday.com's GraphQL API (`POST /v2`, the token as `Authorization`) for
 * one token and one board: the `me` query, `boards` (active ones) and a board's `groups`, and the
 * `create_item` and `create_update` mutations — recognised by their root field, their arguments
 * read from `variables`. An unknown board answers monday.com's own error with HTTP 200; `revoke()`
 * makes every call a 401; `failNext(…)` makes the next item creations answer as given.
 */
export async function startMondayStandIn() {
  const items: StandInItem[] = [];
  const failures: Answer[] = [];
  let revoked = false;

  function createItem(variables: Record<string, unknown>): Answer {
    const failure = failures.shift();
    if (failure) return failure;
    if (variables.board !== MONDAY_BOARD.id)
      return mondayError('Board not found', { code: 'ResourceNotFoundException', status_code: 404 });
    const group = (variables.group as string | undefined) ?? MONDAY_GROUP.id;
    if (!GROUPS.some((candidate) => candidate.id === group))
      return mondayError('Group not found', { code: 'InvalidGroupIdException' });
    const item = { id: String(9000000001 + items.length), board: MONDAY_BOARD.id, group, updates: [] };
    items.push({ ...item, name: String(variables.name ?? '') });
    return data({ create_item: { id: item.id } });
  }

  function createUpdate(variables: Record<string, unknown>): Answer {
    const item = items.find((candidate) => candidate.id === variables.item);
    if (!item) return mondayError('Item not found', { code: 'InvalidItemIdException' });
    item.updates.push(String(variables.body ?? ''));
    return data({ create_update: { id: String(7000 + item.updates.length) } });
  }

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (request.headers.authorization !== MONDAY_TOKEN || revoked)
      return json(401, {
        errors: [{ message: 'Not Authenticated', extensions: { code: 'UNAUTHENTICATED' } }],
      });
    if (request.method !== 'POST' || request.url !== '/v2') return json(404, { error_message: 'Not found' });
    const { query = '', variables = {} } = JSON.parse(request.body || '{}') as {
      query?: string;
      variables?: Record<string, unknown>;
    };
    if (/\bcreate_item\(/.test(query)) return createItem(variables);
    if (/\bcreate_update\(/.test(query)) return createUpdate(variables);
    if (/\bboards\(ids:/.test(query)) {
      const ids = (variables.board as string[] | undefined) ?? [];
      return data({ boards: ids.includes(MONDAY_BOARD.id) ? [{ groups: GROUPS }] : [] });
    }
    if (/\bboards\(/.test(query))
      return data({
        boards: [
          MONDAY_BOARD,
          { id: '4000000002', name: 'Subelementos de Pedidos', type: 'sub_items_board' },
        ],
      });
    if (/\bme\b/.test(query)) return data({ me: { id: '4567' } });
    return json(200, {
      errors: [{ message: 'Parse error on query', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
    });
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    items,
    received: receiver.received,
    /** From now on (or no longer), every call answers 401 `Not Authenticated`. */
    revoke: (on = true) => {
      revoked = on;
    },
    /** The next item creations answer these instead (see {@link mondayError}), in order. */
    failNext: (...answers: Answer[]) => {
      failures.push(...answers);
    },
    close: receiver.close,
  };
}
