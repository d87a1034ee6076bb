import { API } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './buildTestApp';

describe('the endpoint table of @plubot/contracts', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('names only routes the server has, with the same method and path', () => {
    const missing = Object.entries(API)
      .filter(([, endpoint]) => !ctx.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }))
      .map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('describes what the server really answers (register → login → profile → bots → flow)', async () => {
    const inject = async (name: keyof typeof API, url: string, body?: unknown, token?: string) => {
      const response = await ctx.app.inject({
        method: API[name].method,
        url: `/api${url}`,
        ...(body === undefined ? {} : { payload: body as object }),
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
      const schema = API[name].response;
      if (schema === 'text') return response.body as never;
      const parsed = schema.safeParse(response.json());
      expect(parsed.error, `${name} ${response.body}`).toBeUndefined();
      return parsed.data as never;
    };
    const account = { name: 'Tabla', email: 'tabla@plubot.com', password: 'Secreta123' };
    await inject('register', '/auth/register', account);
    const { users } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(users).set({ isVerified: true }).where(eq(users.email, account.email));
    const session: { access_token: string } = await inject('login', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    const token = session.access_token;
    await inject('profile', '/auth/profile', undefined, token);
    const created: { plubot: { id: string } } = await inject(
      'createPlubot',
      '/plubots/create',
      { name: 'Tablero', tone: 'servicial', color: '#4FACFE', powers: [] },
      token,
    );
    await inject('listPlubots', '/plubots', undefined, token);
    await inject('getFlow', `/plubots/${created.plubot.id}/flow`, undefined, token);
    await inject('usage', '/usage', undefined, token);
  });
});
