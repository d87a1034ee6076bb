import { githubCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import type { SafeHttpResult } from '../../../lib/safeHttpRequest';
import { appendTranscript } from './appendTranscript';
import { isYesText } from './isYesText';
import {
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type GithubCredentials = z.output<typeof githubCredentialsSchema>;

/** The REST API version every call asks for. */
const GITHUB_API_VERSION = '2022-11-28';

/** A repository as `owner/name`: GitHub's user or organisation, then the repository's own name. */
const REPOSITORY_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/** GitHub's limits on an issue's title and body, and on a label's name. */
const TITLE_LIMIT = 256;
const BODY_LIMIT = 65_536;
const LABEL_LIMIT = 50;

/** GitHub's advice when a secondary rate limit gives no time: wait at least a minute. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;

/** `GET /user/repos`: the repositories the token reaches. */
const repositoriesSchema = z.array(
  z.looseObject({
    full_name: z.string(),
    archived: z.boolean().optional(),
    has_issues: z.boolean().optional(),
  }),
);

/**
 * One call to GitHub's REST API (`{GITHUB_API_URL}/…`) with the personal access token, read into an
 * answer (see {@link readServiceAnswer}; a rate limit, see {@link readGithubAnswer}).
 */
async function callGithub(
  ctx: ConnectorContext,
  credentials: GithubCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.GITHUB_API_URL)}${path}`,
    headers: {
      authorization: `Bearer ${credentials.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': GITHUB_API_VERSION,
      'user-agent': 'Plubot',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readGithubAnswer(result, credentials.token);
}

/**
 * GitHub's answer as the queue reads it. GitHub says «rate limited» with a 403 as often as a 429:
 * that is no refusal of the token but a wait — until `retry-after` seconds, or `x-ratelimit-reset`
 * (epoch seconds) when `x-ratelimit-remaining` is 0, or a minute for a secondary limit without either.
 * Only a 401 refuses the token; another 403 fails this call at once.
 */
export function readGithubAnswer(result: SafeHttpResult, secret: string): ServiceAnswer {
  const answer = readServiceAnswer(result, { messageField: 'message', secret });
  if (answer.ok || !result.ok || (result.status !== 403 && result.status !== 429)) return answer;
  const waitMs = readRateLimitWaitMs(result);
  if (waitMs !== undefined) return { ok: false, retryable: true, retryAfterMs: waitMs, error: answer.error };
  // Any other 403 is a repository the token may not touch (a fine-grained token without it, or
  // without «Issues: write»): the token itself still works for the others.
  return result.status === 403 ? { ok: false, retryable: false, error: answer.error } : answer;
}

/** How long a rate-limited answer asks to wait, or `undefined` when it is no rate limit. */
function readRateLimitWaitMs(result: Extract<SafeHttpResult, { ok: true }>): number | undefined {
  const retryAfter = Number(result.headers['retry-after']);
  if (result.headers['retry-after'] !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
    return Math.round(retryAfter * 1000);
  if (result.headers['x-ratelimit-remaining']?.trim() === '0') {
    const resetSeconds = Number(result.headers['x-ratelimit-reset']);
    return Number.isFinite(resetSeconds)
      ? Math.max(0, resetSeconds * 1000 - Date.now())
      : SECONDARY_LIMIT_WAIT_MS;
  }
  if (/secondary rate limit/i.test(result.body)) return SECONDARY_LIMIT_WAIT_MS;
  return result.status === 429 ? SECONDARY_LIMIT_WAIT_MS : undefined;
}

/** The labels of a comma-separated text (`bug, web`), trimmed, without empties or repeats. */
function readLabels(text: string | undefined): string[] {
  const names = (text ?? '').split(',').map((name) => name.trim().slice(0, LABEL_LIMIT));
  return [...new Set(names.filter((name) => name !== ''))];
}

/**
 * `openIssue`: an issue in the repository (`owner/name`) with the title, the body — and, when the
 * owner turned it on, the conversation so far after it — and the labels (GitHub drops them when
 * the token may not set labels). A repository that is not `owner/name` or a blank title fails at
 * once, without asking GitHub.
 */
async function openIssue(
  ctx: ConnectorContext,
  credentials: GithubCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const repository = (request.inputs.repository ?? '').trim();
  if (repository === '') return refuseAtOnce('inputMissing', { input: 'repository' });
  if (!REPOSITORY_PATTERN.test(repository)) return refuseAtOnce('repositoryInvalid', { repository });
  const title = (request.inputs.issueTitle ?? '').trim().replace(/\s+/g, ' ').slice(0, TITLE_LIMIT);
  if (title === '') return refuseAtOnce('inputMissing', { input: 'issueTitle' });
  const body = await appendTranscript(
    request.inputs.issueBody ?? '',
    request,
    isYesText(request.inputs.includeTranscript),
  );
  const labels = readLabels(request.inputs.labels);
  const [owner, name] = repository.split('/');
  const answer = await callGithub(
    ctx,
    credentials,
    'POST',
    `/repos/${encodeURIComponent(owner ?? '')}/${encodeURIComponent(name ?? '')}/issues`,
    {
      title,
      ...(body === '' ? {} : { body: body.slice(0, BODY_LIMIT) }),
      ...(labels.length > 0 ? { labels } : {}),
    },
  );
  return answer.ok ? { ok: true } : answer;
}

/**
 * The repositories the token reaches (the 100 most recently updated), as `owner/name`: archived
 * ones and those without issues are left out, as no issue can be opened there.
 */
async function listRepositories(ctx: ConnectorContext, credentials: GithubCredentials) {
  const answer = await callGithub(ctx, credentials, 'GET', '/user/repos?per_page=100&sort=updated');
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = repositoriesSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const open = parsed.data.filter((repo) => repo.archived !== true && repo.has_issues !== false);
  return {
    ok: true as const,
    choices: open.map((repo) => ({ id: repo.full_name, label: repo.full_name })),
  };
}

/** A GitHub account (a personal access token): opens issues in its repositories. */
export const githubConnector: ServiceConnector<GithubCredentials> = {
  title: 'GitHub',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = githubCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => toConnectionCheck(await callGithub(ctx, credentials, 'GET', '/user')),
  actions: { openIssue },
  choices: { githubRepository: listRepositories },
};
