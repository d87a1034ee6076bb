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
    // Figma and Canva show the visitor a card of a design, with no connection and no actions.
    expect(byId.get('figma')).toMatchObject({ plan: 'pro', acts: true, actKind: 'card', actions: [] });
    expect(byId.get('canva')).toMatchObject({ plan: 'pro', acts: true, actKind: 'card', actions: [] });
    // WhatsApp Business and Instagram are channels, not steps of a flow: they do not act in one.
    expect(byId.get('whatsapp-business')).toMatchObject({ acts: false, actKind: 'channel', actions: [] });
    expect(byId.get('instagram')).toMatchObject({ plan: 'free', acts: false, actKind: 'channel' });
    // Issue #32: a booking waits on the visitor's pick; a charge waits on the service's webhook.
    expect(byId.get('google-calendar')).toMatchObject({
      plan: 'pro',
      acts: true,
      actKind: 'connection',
      actions: [{ id: 'bookSlot', runs: 'choose', outputs: ['start', 'startIso', 'end', 'eventUrl'] }],
    });
    expect(byId.get('mercadopago')).toMatchObject({
      acts: true,
      actKind: 'connection',
      actions: [
        {
          id: 'charge',
          runs: 'await',
          inputs: expect.arrayContaining([
            expect.objectContaining({
              key: 'currency',
              kind: 'select',
              options: expect.arrayContaining(['MXN']),
            }),
          ]),
        },
      ],
    });
    expect(powers.filter((power) => power.actKind === 'none')).toEqual([]);
    expect(byId.get('trello')).toMatchObject({
      plan: 'free',
      acts: true,
      actKind: 'connection',
      actions: [{ id: 'createCard', runs: 'after', outputs: [] }],
    });
    expect(byId.get('asana')).toMatchObject({ actKind: 'connection', actions: [{ id: 'createTask' }] });
    expect(byId.get('monday')).toMatchObject({ actKind: 'connection', actions: [{ id: 'createItem' }] });
    expect(byId.get('mailchimp')).toMatchObject({ plan: 'pro', actKind: 'connection' });
    // A survey's link runs at once (the next message shows it); a response is looked up by a hidden field.
    expect(byId.get('typeform')).toMatchObject({
      plan: 'free',
      actKind: 'connection',
      actions: [
        {
          id: 'formLink',
          runs: 'inline',
          fields: { pick: 'typeformHiddenField' },
          outputs: ['url', 'title'],
        },
        {
          id: 'findResponse',
          runs: 'inline',
          outputs: ['found', 'submittedAt'],
          fieldOutputs: true,
          fieldOutputsPick: 'typeformQuestion',
        },
      ],
    });
    expect(byId.get('surveymonkey')).toMatchObject({
      plan: 'pro',
      actKind: 'connection',
      actions: [
        {
          id: 'surveyLink',
          inputs: [{ key: 'surveyId', required: true, kind: 'pick', pick: 'surveymonkeySurvey' }],
        },
        { id: 'findResponse', fieldOutputsPick: 'surveymonkeyQuestion' },
      ],
    });
    expect(byId.get('github')).toMatchObject({
      plan: 'free',
      actKind: 'connection',
      actions: [
        {
          id: 'openIssue',
          runs: 'after',
          inputs: expect.arrayContaining([
            { key: 'repository', required: true, kind: 'pick', pick: 'githubRepository' },
          ]),
        },
      ],
    });
    // A ticket and a conversation carry the transcript unless the owner turns it off.
    const transcriptOn = { key: 'includeTranscript', required: false, kind: 'yesNo', defaultValue: 'yes' };
    expect(byId.get('zendesk')).toMatchObject({
      plan: 'pro',
      actKind: 'connection',
      actions: [{ id: 'openTicket', runs: 'after', inputs: expect.arrayContaining([transcriptOn]) }],
    });
    expect(byId.get('intercom')).toMatchObject({
      plan: 'pro',
      actKind: 'connection',
      actions: [{ id: 'openConversation', runs: 'after', inputs: expect.arrayContaining([transcriptOn]) }],
    });
    const sendEvent = {
      id: 'sendEvent',
      runs: 'after',
      inputs: [{ key: 'event', required: true, kind: 'pick', pick: 'conversationEvent' }],
      fields: {},
      outputs: [],
    };
    expect(byId.get('google-analytics')).toMatchObject({
      plan: 'free',
      acts: true,
      actKind: 'connection',
      actions: [sendEvent],
    });
    expect(byId.get('mixpanel')).toMatchObject({ plan: 'pro', actKind: 'connection', actions: [sendEvent] });
    // A lead needs its last name; the source is prefilled so the owner sees what Salesforce gets.
    expect(byId.get('salesforce')).toMatchObject({
      plan: 'pro',
      acts: true,
      actKind: 'connection',
      actions: [
        {
          id: 'createLead',
          runs: 'after',
          fields: {},
          outputs: [],
          inputs: expect.arrayContaining([
            { key: 'lastName', required: true, kind: 'text' },
            { key: 'description', required: false, kind: 'longText' },
            { key: 'leadSource', required: false, kind: 'text', defaultValue: 'Chatbot Plubot' },
          ]),
        },
      ],
    });
  });
});
