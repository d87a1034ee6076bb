import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { buildTestApp } from './buildTestApp';
import { openTestDatabase, testDatabaseKinds } from './testDatabases';

describe.each(testDatabaseKinds)('foundation on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the health check with the database kind and version', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      success: false,
      status: 'error',
      code: 'ROUTE_NOT_FOUND',
      message: 'La ruta GET /api/does-not-exist no existe.',
    });
  });

  it('answers the 404 in English when the client asks for English', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/nothing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route DELETE /api/nothing does not exist.');
  });

  it('answers an invalid JSON body with 400, never 500', async () => {
    for (const payload of ['{bad', '{"a":', 'null x', '']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `payload ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(response.statusCode).not.toBe(200);
    }
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes an OpenAPI document that lists the health route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });
});

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  it('apply twice without error and keep the data', async () => {
    if (kind === 'pglite') {
      const handle = await openDatabase({ kind: 'pglite' });
      await handle.db.execute(sql`insert into subscribers (email) values ('a@b.co')`);
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const { MIGRATIONS_DIR } = await import('../src/db/client');
      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
      const rows = await handle.db.execute(sql`select email from subscribers`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ email: 'a@b.co' }]);
      await handle.close();
      return;
    }
    const handle = await openTestDatabase(kind);
    await handle.db.execute(sql`insert into subscribers (email) values ('a@b.co')`);
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { MIGRATIONS_DIR } = await import('../src/db/client');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
    const rows = await handle.db.execute(sql`select email from subscribers`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ email: 'a@b.co' }]);
    await handle.close();
  });
});
