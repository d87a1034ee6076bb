import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

const NUL = '\u0000';
const UNSTORABLE_ES =
  'El texto contiene un carácter que no se puede guardar (U+0000 o un carácter Unicode incompleto). Quítalo y vuelve a intentarlo.';
const UNSTORABLE_EN =
  'The text holds a character that cannot be stored (U+0000 or a broken Unicode character). Remove it and try again.';

// Issue #24 point 11: text a database cannot store (U+0000, half a surrogate pair) is the client's
// mistake — a 422 naming the field, in any body, query or params, however deep — never a 500.
describe.each(testDatabaseKinds)('text PostgreSQL cannot store on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { CONTACT_TO: 'operador@plubot.com' });
    owner = await createVerifiedUser(ctx.app, 'nul@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses a registration whose name holds U+0000, naming the field, in Spanish and English', async () => {
    const register = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': language },
        payload: { name: `Ana${NUL}`, email: 'ana.nul@plubot.com', password: 'Secreta123!' },
      });
    const spanish = await register('es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json()).toEqual({
      success: false,
      status: 'error',
      code: 'UNSTORABLE_TEXT',
      message: UNSTORABLE_ES,
      errors: { name: [UNSTORABLE_ES] },
    });
    const english = await register('en');
    expect(english.json()).toMatchObject({ message: UNSTORABLE_EN, errors: { name: [UNSTORABLE_EN] } });
    expect(await ctx.db.select().from(users).where(eq(users.email, 'ana.nul@plubot.com'))).toEqual([]);
  });

  it('refuses a flow with U+0000 or half a surrogate pair inside a node, and keeps the stored flow', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Nulo', tone: 'neutral' },
    });
    const id = created.json().plubot.id as string;
    const flowWith = (message: string) => ({
      baseRevision: 1,
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
        { id: 'm', type: 'message', position: { x: 0, y: 200 }, data: { label: 'A', message } },
      ],
      edges: [{ id: 'e', source: 'start-1', target: 'm' }],
    });
    for (const message of [`Hola${NUL}`, 'Hola \uD83D']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/plubots/${id}/flow`,
        headers: owner.auth,
        payload: flowWith(message),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'UNSTORABLE_TEXT',
        errors: { 'nodes.1.data.message': [UNSTORABLE_ES] },
      });
    }
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
    });
    expect(stored.json().flow.revision).toBe(1);
  });

  it('refuses a contact message with U+0000 and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ana', email: 'ana@ejemplo.com', subject: 'Hola', message: `a${NUL}b`, website: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNSTORABLE_TEXT', errors: { message: [UNSTORABLE_ES] } });
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);
  });

  it('refuses U+0000 in a query string too', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/tower?search=a%00b',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNSTORABLE_TEXT', errors: { search: [UNSTORABLE_ES] } });
  });
});
