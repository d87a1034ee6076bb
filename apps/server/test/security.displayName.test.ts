import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

// Issue #24 point 19: the ranking's public name shows what it says — no text-direction controls or
// invisible characters — and links with disguised dots are refused like plain ones.
describe.each(testDatabaseKinds)('public names in the ranking on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let ana: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    ana = await createVerifiedUser(ctx.app, 'nombres@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const join = (displayName: string, language = 'es') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/coliseum/profile',
      headers: { ...ana.auth, 'accept-language': language },
      payload: { displayName, optIn: true },
    });
  const storedName = async () =>
    (await ctx.db.select({ name: users.displayName }).from(users).where(eq(users.id, ana.user.id)))[0]?.name;

  it.each([
    ['Ana\u202Emoc.live', 'El nombre público no puede contener caracteres invisibles'],
    ['\u2067Ana\u2069', 'El nombre público no puede contener caracteres invisibles'],
    ['Ana\u200Bgarcía', 'El nombre público no puede contener caracteres invisibles'],
    ['evil . com', 'El nombre público no puede contener enlaces'],
    ['evil。com', 'El nombre público no puede contener enlaces'],
    ['evil[.]com', 'El nombre público no puede contener enlaces'],
    ['evil dot com', 'El nombre público no puede contener enlaces'],
  ])('refuses %j with a message beside the field', async (name, message) => {
    const response = await join(name);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.displayName[0]).toContain(message);
    expect(await storedName()).toBeNull();
  });

  it('explains it in English too, and still takes a plain name with an emoji', async () => {
    const refused = await join('Ana\u202E', 'en');
    expect(refused.json().errors.displayName).toEqual([
      'The public name cannot contain invisible characters or text-direction controls.',
    ]);
    const joined = await join('Ana 👩\u200D💻');
    expect(joined.statusCode).toBe(200);
    expect(await storedName()).toBe('Ana 👩\u200D💻');
  });
});
