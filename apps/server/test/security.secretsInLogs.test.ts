import { afterEach, describe, expect, it } from 'vitest';
import { lastMailTo, tokenFromLink } from './authHelpers';
import { buildLoggedTestApp } from './buildTestApp';
import { type DatabaseKind, testDatabaseKinds } from './testDatabases';

// Issue #24, point 12 (request URLs and mailed links): what the server logs never holds a
// verification or reset token, Google's code or state, nor — in production — an outbox mail's links.
describe.each(testDatabaseKinds)('secrets kept out of the log on %s', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** The real app with an `info` logger whose lines are kept in `log`. */
  async function buildLoggedApp(databaseKind: DatabaseKind, env: Record<string, string>) {
    const ctx = await buildLoggedTestApp(databaseKind, env);
    close = ctx.close;
    return { app: ctx.app, log: () => ctx.lines.join('\n') };
  }

  it('logs request URLs without link tokens or Google’s code and state', async () => {
    const { app, log } = await buildLoggedApp(kind, { NODE_ENV: 'test' });
    const secrets = ['verifyTok3n', 'resetTok3n', 'g00gleCode', 'g00gleState'];
    await app.inject({ method: 'GET', url: '/api/auth/verify-email/verifyTok3n' });
    await app.inject({ method: 'GET', url: '/reset-password/resetTok3n' });
    await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=g00gleCode&state=g00gleState' });

    const text = log();
    expect(text).toContain('"url":"/api/auth/verify-email/[redacted]"');
    expect(text).toContain('"url":"/api/auth/google/callback?code=[redacted]&state=[redacted]"');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('does not log an outbox mail’s links in production, and does elsewhere', async () => {
    const production = await buildLoggedApp(kind, { NODE_ENV: 'production' });
    const register = await production.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana', email: 'ana@plubot.com', password: 'Secreta123!' },
    });
    expect(register.statusCode).toBe(201);
    const token = tokenFromLink(lastMailTo(production.app, 'ana@plubot.com').link);
    expect(production.log()).toContain('mail written to the local outbox');
    expect(production.log()).not.toContain(token);
    await close?.();

    const development = await buildLoggedApp(kind, { NODE_ENV: 'development' });
    await development.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana', email: 'ana@plubot.com', password: 'Secreta123!' },
    });
    const devToken = tokenFromLink(lastMailTo(development.app, 'ana@plubot.com').link);
    expect(development.log()).toContain(devToken);
  });
});
