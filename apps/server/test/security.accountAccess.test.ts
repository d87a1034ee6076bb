import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

// Issue #24, points 16 and 21: a protected route answers 401 to an anonymous caller before it looks
// at what was sent, and a stolen access token cannot guess the account's password without limit.
describe.each(testDatabaseKinds)('signed-in routes on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Requests to protected routes whose params, query or body are all wrong. */
  const badRequests = [
    { method: 'POST', url: '/api/plubots/create', payload: { name: 42, color: 'no' } },
    { method: 'POST', url: '/api/plubots/create', body: '{ not json', json: true },
    { method: 'GET', url: '/api/plubots/not-a-uuid' },
    { method: 'PUT', url: '/api/plubots/not-a-uuid/flow', payload: { nodes: 'many' } },
    { method: 'POST', url: '/api/auth/change-password', payload: { new_password: 'x' } },
    { method: 'POST', url: '/api/auth/delete-account', payload: { password: 12 } },
    { method: 'POST', url: '/api/auth/update-profile', body: 'garbage', multipart: true },
    { method: 'GET', url: '/api/plubots/not-a-uuid/analytics/funnel?from=yesterday' },
  ] as const;

  function send(request: (typeof badRequests)[number], headers: Record<string, string> = {}) {
    if ('body' in request) {
      const type = 'multipart' in request ? 'multipart/form-data; boundary=nope' : 'application/json';
      return ctx.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...headers, 'content-type': type },
        body: request.body,
      });
    }
    return ctx.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...('payload' in request ? { payload: request.payload } : {}),
    });
  }

  it('answers 401 to an anonymous request whatever its params, query or body', async () => {
    const answers = await Promise.all(badRequests.map((request) => send(request)));
    expect(answers.map((answer) => `${answer.statusCode} ${answer.json().code}`)).toEqual(
      badRequests.map(() => '401 UNAUTHORIZED'),
    );
    const forged = await send(badRequests[0], { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('ACCESS_TOKEN_INVALID');
  });

  it('still checks what a signed-in caller sends', async () => {
    const owner = await createVerifiedUser(ctx.app, `checked-${kind}@plubot.com`);
    const invalid = await send(badRequests[0], owner.auth);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe('VALIDATION_ERROR');
    const params = await send(badRequests[2], owner.auth);
    expect(params.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds)('password checks of a signed-in account on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_AUTH_MAX: '3' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('stops password guesses on delete-account per account, whatever the address', async () => {
    const victim = await createVerifiedUser(ctx.app, `guessed-${kind}@plubot.com`);
    const bystander = await createVerifiedUser(ctx.app, `bystander-${kind}@plubot.com`);
    const guess = (auth: Record<string, string>, password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/delete-account',
        headers: auth,
        payload: { password },
        remoteAddress: ip,
      });

    const statuses: number[] = [];
    for (const [index, ip] of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'].entries()) {
      statuses.push((await guess(victim.auth, `Adivino${index}!`, ip)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const right = await guess(victim.auth, 'Secreta123!', '10.0.0.5');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: victim.auth });
    expect(profile.statusCode).toBe(200);

    const other = await guess(bystander.auth, 'NoEsLaMia1!', '10.0.0.1');
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('ACCOUNT_PASSWORD_WRONG');
  });

  it('stops current-password guesses on change-password per account too', async () => {
    const victim = await createVerifiedUser(ctx.app, `changed-${kind}@plubot.com`);
    const statuses: number[] = [];
    for (const [index, ip] of ['10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4'].entries()) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: victim.auth,
        payload: { current_password: `Adivino${index}!`, new_password: 'NuevaClave123!' },
        remoteAddress: ip,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
