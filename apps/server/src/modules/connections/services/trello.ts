import { trelloCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { inputOf } from './inputOf';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type TrelloCredentials = z.output<typeof trelloCredentialsSchema>;

/** Longest card name and description Trello takes. */
const TRELLO_TEXT_LIMIT = 16_384;

/** A board or a list as Trello lists them with `fields=name`. */
const namedListSchema = z.array(z.looseObject({ id: z.string(), name: z.string() }));

/**
 * Trello's header form of the key and token (its docs offer it besides `?key=…&token=…`): the
 * credentials stay out of every URL, so no log or error that holds a URL can show them.
 */
function authorizationOf(credentials: TrelloCredentials): string {
  return `OAuth oauth_consumer_key="${credentials.apiKey}", oauth_token="${credentials.token}"`;
}

/**
 * One call to Trello's REST API (`{TRELLO_API_URL}/1/…`) with the key and token, read into an
 * answer (see {@link readServiceAnswer}). Trello words its errors as plain text (`invalid token`).
 */
async function callTrello(
  ctx: ConnectorContext,
  credentials: TrelloCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method,
      url: `${trimBaseUrl(ctx.config.TRELLO_API_URL)}/1${path}`,
      headers: {
        authorization: authorizationOf(credentials),
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { maxResponseBytes: 2_000_000 },
  );
  const answer = readServiceAnswer(result, { messageField: 'text', secret: credentials.token });
  return answer.ok ? answer : hideKey(answer, credentials.apiKey);
}

/** A failure without the API key either, should Trello echo it. */
function hideKey(failure: ActionFailure, apiKey: string): ActionFailure {
  return { ...failure, error: failure.error.split(apiKey).join('••••') };
}

/**
 * `createCard`: a card at the bottom of the chosen list, named and described with what the visitor
 * said. The list is all Trello needs (the board only narrows the editor's choice).
 */
async function createCard(
  ctx: ConnectorContext,
  credentials: TrelloCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const listId = inputOf(request, 'listId');
  if (listId === '') return refuseAtOnce('inputMissing', { input: 'listId' });
  const name = inputOf(request, 'cardName').slice(0, TRELLO_TEXT_LIMIT);
  if (name === '') return refuseAtOnce('inputMissing', { input: 'cardName' });
  const description = inputOf(request, 'cardDescription').slice(0, TRELLO_TEXT_LIMIT);
  const answer = await callTrello(ctx, credentials, 'POST', '/cards', {
    idList: listId,
    name,
    ...(description === '' ? {} : { desc: description }),
    pos: 'bottom',
  });
  return answer.ok ? { ok: true } : answer;
}

/** A list of Trello's named things (boards, lists) as choices, or why it could not be read. */
async function listNamed(ctx: ConnectorContext, credentials: TrelloCredentials, path: string) {
  const answer = await callTrello(ctx, credentials, 'GET', path);
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = namedListSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  return { ok: true as const, choices: parsed.data.map((item) => ({ id: item.id, label: item.name })) };
}

/** The owner's open boards, by name. */
function listBoards(ctx: ConnectorContext, credentials: TrelloCredentials) {
  return listNamed(ctx, credentials, '/members/me/boards?filter=open&fields=name');
}

/** The open lists of one board (`parent` is its id), in the board's order. */
async function listLists(ctx: ConnectorContext, credentials: TrelloCredentials, parent: string | undefined) {
  const boardId = (parent ?? '').trim();
  if (boardId === '') return { ok: false as const, error: 'parent board is required' };
  return listNamed(ctx, credentials, `/boards/${encodeURIComponent(boardId)}/lists?filter=open&fields=name`);
}

/** A Trello account (a Power-Up's API key and the owner's token): creates cards in their lists. */
export const trelloConnector: ServiceConnector<TrelloCredentials> = {
  title: 'Trello',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = trelloCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) =>
    toConnectionCheck(await callTrello(ctx, credentials, 'GET', '/members/me?fields=username')),
  actions: { createCard },
  choices: { trelloBoard: listBoards, trelloList: listLists },
};
