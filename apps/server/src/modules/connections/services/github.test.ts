import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type GithubCredentials, githubConnector } from './github';
import type { ActionRequest } from './serviceConnector';

const credentials: GithubCredentials = { token: 'github_pat_11ABCDEFG0123456789_abcdefghijklmnop' };

const HEADERS = {
  authorization: `Bearer ${credentials.token}`,
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'Plubot',
};

/** A conversation whose transcript is `transcript`. */
const conversation = (transcript: string): ActionRequest['conversation'] => ({
  sessionId: 's-1',
  plubotId: 'p-1',
  readTranscript: async () => transcript,
});

let standIn: ConnectorStandIn;

const openIssue = (inputs: Record<string, string>, transcript = '') =>
  githubConnector.actions?.openIssue?.(standIn.ctx, credentials, {
    inputs,
    fields: {},
    conversation: conversation(transcript),
  });

describe('githubConnector', () => {
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with GET /user, with GitHub’s headers', async () => {
    standIn.reply({ json: { login: 'ana', id: 1 } });
    expect(await githubConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({ method: 'GET', url: '/user', headers: HEADERS, body: '' });
  });

  it('is refused on 401 with GitHub’s message', async () => {
    standIn.reply({
      status: 401,
      json: { message: 'Bad credentials', documentation_url: 'https://docs.github.com' },
    });
    expect(await githubConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Bad credentials',
    });
  });

  it('reads its token and shows nothing else', () => {
    expect(githubConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(githubConnector.read({ token: 'short' })).toBeUndefined();
    expect(githubConnector.secretOf(credentials)).toBe(credentials.token);
    expect(githubConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the repositories issues can be opened in, as owner/name', async () => {
    standIn.reply({
      json: [
        { full_name: 'acme/web', archived: false, has_issues: true },
        { full_name: 'acme/old', archived: true, has_issues: true },
        { full_name: 'acme/docs', archived: false, has_issues: false },
        { full_name: 'ana/notas', archived: false, has_issues: true },
      ],
    });
    expect(await githubConnector.choices?.githubRepository?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: 'acme/web', label: 'acme/web' },
        { id: 'ana/notas', label: 'ana/notas' },
      ],
    });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/user/repos?per_page=100&sort=updated',
      headers: HEADERS,
    });
  });

  it('opens an issue with the title, the body, the labels and — when asked — the conversation', async () => {
    standIn.reply({ status: 201, json: { number: 7, html_url: 'https://github.com/acme/web/issues/7' } });
    const outcome = await openIssue(
      {
        repository: 'acme/web',
        issueTitle: ' Error al pagar \n con tarjeta ',
        issueBody: 'Ana no puede pagar.',
        labels: 'bug, web, ,bug',
        includeTranscript: 'yes',
      },
      'Visitante: No puedo pagar\nBot: Lo aviso al equipo',
    );
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/repos/acme/web/issues',
      headers: { ...HEADERS, 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      title: 'Error al pagar con tarjeta',
      body: 'Ana no puede pagar.\n\nConversación con el bot:\nVisitante: No puedo pagar\nBot: Lo aviso al equipo',
      labels: ['bug', 'web'],
    });
  });

  it('leaves the conversation out unless asked, and sends no empty body or labels', async () => {
    standIn.reply({ status: 201, json: { number: 8 } });
    const outcome = await openIssue({ repository: 'acme/web', issueTitle: 'Idea' }, 'Visitante: Hola');
    expect(outcome).toEqual({ ok: true });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({ title: 'Idea' });
  });

  it('fails at once on a repository that is not owner/name or a blank title, without calling GitHub', async () => {
    expect(await openIssue({ repository: 'acme', issueTitle: 'x' })).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringContaining('«acme»'),
    });
    expect(await openIssue({ repository: 'acme/web', issueTitle: '  ' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await openIssue({ issueTitle: 'x' })).toMatchObject({ ok: false, retryable: false });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    // A repository the token may not touch: the token still works elsewhere, so it is not refused.
    [403, {}, { ok: false, retryable: false, error: 'HTTP 403: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [410, {}, { ok: false, retryable: false, error: 'HTTP 410: Nope.' }],
    [
      429,
      { 'retry-after': '3' },
      { ok: false, retryable: true, retryAfterMs: 3000, error: 'HTTP 429: Nope.' },
    ],
    [
      403,
      { 'retry-after': '30' },
      { ok: false, retryable: true, retryAfterMs: 30_000, error: 'HTTP 403: Nope.' },
    ],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: Nope.' }],
  ])('maps a %i (%o) from GitHub to the outcome the queue reads', async (status, headers, expected) => {
    standIn.reply({ status, headers, json: { message: 'Nope.' } });
    expect(await openIssue({ repository: 'acme/web', issueTitle: 'Idea' })).toEqual(expected);
  });

  it('takes a 403 with no requests left for a rate limit, retried when the limit resets', async () => {
    const resetSeconds = Math.floor(Date.now() / 1000) + 120;
    standIn.reply({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetSeconds) },
      json: { message: 'API rate limit exceeded for user ID 1.' },
    });
    const outcome = await openIssue({ repository: 'acme/web', issueTitle: 'Idea' });
    expect(outcome).toMatchObject({
      ok: false,
      retryable: true,
      error: 'HTTP 403: API rate limit exceeded for user ID 1.',
    });
    expect(outcome && !outcome.ok && outcome.refused).toBeFalsy();
    const waited = outcome && !outcome.ok ? (outcome.retryAfterMs ?? 0) : 0;
    expect(waited).toBeGreaterThan(110_000);
    expect(waited).toBeLessThanOrEqual(120_000);
  });

  it('waits a minute on a secondary rate limit that names no time', async () => {
    standIn.reply({
      status: 403,
      json: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
    });
    expect(await openIssue({ repository: 'acme/web', issueTitle: 'Idea' })).toMatchObject({
      ok: false,
      retryable: true,
      retryAfterMs: 60_000,
    });
  });

  it('never puts the token in an error GitHub echoes', async () => {
    standIn.reply({ status: 422, json: { message: `Validation Failed for ${credentials.token}` } });
    const outcome = await openIssue({ repository: 'acme/web', issueTitle: 'Idea' });
    expect(outcome).toEqual({ ok: false, retryable: false, error: 'HTTP 422: Validation Failed for ••••' });
  });
});
