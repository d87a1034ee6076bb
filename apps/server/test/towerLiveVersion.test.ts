import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createNameAndChoiceFlow } from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

// The Tower shows and clones a bot's live version (issue #28): what decides whether it may go in is
// that version, never a draft its owner is still changing.
describe.each(testDatabaseKinds)('the Tower and the live version on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('takes a bot once its live version has an End, not when only its draft does', async () => {
    const owner = await createVerifiedUser(ctx.app, `tower-live-${kind}@plubot.com`);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: owner.auth, payload });
    const bare = (await call('POST', '/api/plubots/create', { name: 'Vacio', tone: 'neutral' })).json()
      .plubot;
    const publish = () =>
      call('PUT', `/api/plubots/${bare.id}/publication`, {
        published: true,
        description: 'Un bot de prueba',
      });
    const drafted = await call('PUT', `/api/plubots/${bare.id}/flow`, {
      ...createNameAndChoiceFlow(),
      baseRevision: 1,
    });
    expect(drafted.statusCode).toBe(200);
    const refused = await publish();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Para publicar este Plubot, su flujo necesita un nodo Fin. Añádelo en el editor y pulsa «Publicar».',
    );
    await publishDraft(ctx.app, owner.auth, bare.id);
    expect((await publish()).statusCode).toBe(200);
  });
});
