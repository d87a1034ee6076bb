import { mondayCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { inputOf } from './inputOf';
import { readMondayProblem } from './readMondayProblem';
import {
  failAtOnce,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type MondayCredentials = z.output<typeof mondayCredentialsSchema>;

/** Longest item name monday.com takes. */
const ITEM_NAME_LIMIT = 255;

/** Most boards the editor offers (monday.com's own page size is at most 500). */
const BOARD_LIMIT = 200;

const CHECK = 'query { me { id } }';
const BOARDS = `query { boards(limit: ${BOARD_LIMIT}, state: active) { id name type } }`;
const GROUPS = 'query ($board: [ID!]) { boards(ids: $board) { groups { id title } } }';
const CREATE_ITEM =
  'mutation ($board: ID!, $name: String!) { create_item(board_id: $board, item_name: $name) { id } }';
const CREATE_ITEM_IN_GROUP =
  'mutation ($board: ID!, $group: String!, $name: String!) ' +
  '{ create_item(board_id: $board, group_id: $group, item_name: $name) { id } }';
const CREATE_UPDATE =
  'mutation ($item: ID!, $body: String!) { create_update(item_id: $item, body: $body) { id } }';

const boardsSchema = z.looseObject({
  boards: z.array(
    z.looseObject({ id: z.string(), name: z.string(), type: z.string().nullable().optional() }),
  ),
});
const groupsSchema = z.looseObject({
  boards: z.array(z.looseObject({ groups: z.array(z.looseObject({ id: z.string(), title: z.string() })) })),
});
const createdSchema = z.looseObject({ create_item: z.looseObject({ id: z.string() }) });

/**
 * One GraphQL call to monday.com (`POST {MONDAY_API_URL}/v2`, the token as the `Authorization`
 * header), read into an answer whose body is the `data` object. monday.com answers most errors with
 * HTTP 200 and an `errors` array (or, in older versions, `error_code`): each is read as the HTTP
 * status it stands for (see {@link readMondayProblem}), so a rate or complexity limit is retried
 * after the wait monday.com asks, a refused token marks the connection, and the rest fail at once.
 */
async function callMonday(
  ctx: ConnectorContext,
  credentials: MondayCredentials,
  query: string,
  variables?: Record<string, unknown>,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method: 'POST',
      url: `${trimBaseUrl(ctx.config.MONDAY_API_URL)}/v2`,
      headers: {
        authorization: credentials.token,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
    },
    { maxResponseBytes: 2_000_000 },
  );
  const style = { messageField: 'message', secret: credentials.token } as const;
  if (!result.ok) return readServiceAnswer(result, style);
  const problem = readMondayProblem(result.body, result.status);
  if (problem) {
    const headers =
      problem.retryAfterSeconds === undefined
        ? result.headers
        : { ...result.headers, 'retry-after': String(problem.retryAfterSeconds) };
    // The failure is read as if monday.com had answered with the status the error stands for.
    return readServiceAnswer(
      { ...result, status: problem.status, headers, body: JSON.stringify({ message: problem.message }) },
      style,
    );
  }
  const answer = readServiceAnswer(result, style);
  if (!answer.ok) return answer;
  const data = (answer.body as { data?: unknown } | undefined)?.data;
  return { ok: true, status: answer.status, body: data };
}

/**
 * `createItem`: an item on the chosen board — in the chosen group, else the board's first — named
 * with what the visitor said; `itemUpdate`, when filled, is posted on it as its first update. An
 * update that fails after the item was made fails at once, so a retry never makes the item twice.
 */
async function createItem(
  ctx: ConnectorContext,
  credentials: MondayCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const board = inputOf(request, 'boardId');
  if (board === '') return refuseAtOnce('inputMissing', { input: 'boardId' });
  const name = inputOf(request, 'itemName').slice(0, ITEM_NAME_LIMIT);
  if (name === '') return refuseAtOnce('inputMissing', { input: 'itemName' });
  const group = inputOf(request, 'groupId');
  const created = await callMonday(
    ctx,
    credentials,
    group === '' ? CREATE_ITEM : CREATE_ITEM_IN_GROUP,
    group === '' ? { board, name } : { board, group, name },
  );
  if (!created.ok) return created;
  const parsed = createdSchema.safeParse(created.body);
  if (!parsed.success) return unexpectedAnswer(created.status);
  const update = inputOf(request, 'itemUpdate');
  if (update === '') return { ok: true };
  const updated = await callMonday(ctx, credentials, CREATE_UPDATE, {
    item: parsed.data.create_item.id,
    body: toUpdateBody(update),
  });
  if (updated.ok) return { ok: true };
  return updated.refused ? updated : failAtOnce(`${updated.error} (item ${parsed.data.create_item.id})`);
}

/**
 * An update's text as monday.com's update body, which is HTML: the visitor's words shown as written
 * (`<`, `&` escaped), their line breaks kept.
 * @example toUpdateBody('Hola <b>\nadiós') // 'Hola &lt;b&gt;<br>adiós'
 */
function toUpdateBody(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** The account's active boards the token's user sees, by name (subitem boards and docs left out). */
async function listBoards(ctx: ConnectorContext, credentials: MondayCredentials) {
  const answer = await callMonday(ctx, credentials, BOARDS);
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = boardsSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const choices = parsed.data.boards
    .filter((board) => (board.type ?? 'board') === 'board')
    .map((board) => ({ id: board.id, label: board.name }));
  return { ok: true as const, choices };
}

/** The groups of one board (`parent` is its id), in the board's order. */
async function listGroups(ctx: ConnectorContext, credentials: MondayCredentials, parent: string | undefined) {
  const board = (parent ?? '').trim();
  if (board === '') return { ok: false as const, error: 'parent board is required' };
  const answer = await callMonday(ctx, credentials, GROUPS, { board: [board] });
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = groupsSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const [found] = parsed.data.boards;
  if (!found) return { ok: false as const, error: 'HTTP 404: board not found' };
  return { ok: true as const, choices: found.groups.map((item) => ({ id: item.id, label: item.title })) };
}

/** A monday.com account (a personal API token): creates items on its boards, with an update. */
export const mondayConnector: ServiceConnector<MondayCredentials> = {
  title: 'Monday',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = mondayCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => toConnectionCheck(await callMonday(ctx, credentials, CHECK)),
  actions: { createItem },
  choices: { mondayBoard: listBoards, mondayGroup: listGroups },
};
