import { listPowerCatalogue, POWERS, powerCatalogueResponseSchema } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './buildTestApp';

// `GET /api/powers` (issue #31): the one table of what each power does, public like the marketplace.
describe('the powers catalogue', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists every power with how it acts and its actions, to anyone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/powers' });
    expect(response.statusCode).toBe(200);
    const { powers } = powerCatalogueResponseSchema.parse(response.json());
    expect(powers.map((power) => power.id)).toEqual(POWERS.map((power) => power.id));
    expect(powers).toEqual(listPowerCatalogue());
    const byId = new Map(powers.map((power) => [power.id, power]));
    expect(byId.get('notion')).toMatchObject({
      plan: 'free',
      acts: true,
      actKind: 'connection',
      actions: [
        { id: 'createPage', runs: 'after', fields: { pick: 'notionProperty' } },
        { id: 'queryDatabase', runs: 'inline', outputs: ['found', 'title', 'url'], fieldOutputs: true },
      ],
    });
    expect(byId.get('slack')).toMatchObject({ acts: true, actKind: 'node', actions: [] });
    expect(byId.get('openai')).toMatchObject({ acts: true, actKind: 'ai' });
    expect(byId.get('trello')).toMatchObject({ acts: false, actKind: 'none' });
    expect(byId.get('mailchimp')).toMatchObject({ plan: 'pro', actKind: 'connection' });
  });
});
