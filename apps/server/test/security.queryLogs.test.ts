import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildLoggedTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

// Issue #24 point 12: a failed query is logged with its statement and error code, never with the
// values it carried (a password hash on register, a whole flow on save).
describe.each(testDatabaseKinds)('logs of failed queries on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildLoggedTestApp>>;
  let app: Awaited<ReturnType<typeof buildLoggedTestApp>>['app'];
  const lines = () => ctx.lines;
  const logs = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    ctx = await buildLoggedTestApp(kind);
    app = ctx.app;
    // A trigger on a table makes its inserts fail, as a broken database would.
    await app.db.execute(sql`
      create function plubot_test_fail() returns trigger language plpgsql
      as $$ begin raise exception 'forced failure'; end $$`);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(() => {
    lines().length = 0;
  });

  function failedQueryLog() {
    const entry = logs().find((log) => log.msg === 'unexpected error');
    expect(entry).toBeDefined();
    return entry as { err: Record<string, unknown> };
  }

  it('logs a failed register without the password hash or what was typed', async () => {
    await app.db.execute(sql`
      create trigger plubot_test_fail before insert on users
      for each row execute function plubot_test_fail()`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nombre Secreto', email: 'secreto@plubot.com', password: 'Contraseña123!' },
    });
    await app.db.execute(sql`drop trigger plubot_test_fail on users`);
    expect(response.statusCode).toBe(500);
    const { err } = failedQueryLog();
    expect(err).toMatchObject({ code: 'P0001' });
    expect(String(err.query)).toMatch(/^insert into "users"/);
    const logged = lines().join('\n');
    for (const secret of ['$argon2', 'Nombre Secreto', 'secreto@plubot.com', 'Contraseña123!']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain('params');
  });

  it('logs a failed flow save without the flow', async () => {
    const owner = await createVerifiedUser(app, 'flujo-log@plubot.com');
    const created = await app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Bitácora', tone: 'neutral' },
    });
    await app.db.execute(sql`
      create trigger plubot_test_fail before insert on flow_versions
      for each row execute function plubot_test_fail()`);
    lines().length = 0;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/plubots/${created.json().plubot.id}/flow`,
      headers: owner.auth,
      payload: {
        baseRevision: 1,
        flowName: 'Flujo confidencial',
        nodes: [
          { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
          {
            id: 'm',
            type: 'message',
            position: { x: 0, y: 200 },
            data: { label: 'A', message: 'Texto privado' },
          },
        ],
        edges: [{ id: 'e', source: 'start-1', target: 'm' }],
      },
    });
    expect(response.statusCode).toBe(500);
    const { err } = failedQueryLog();
    expect(err).toMatchObject({ code: 'P0001' });
    const logged = lines().join('\n');
    for (const secret of ['Flujo confidencial', 'Texto privado', 'params'])
      expect(logged).not.toContain(secret);
  });
});
