import type { PowerActionRequest } from '@plubot/engine';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { createSimulationDriver } from './createSimulationDriver';
import { createSimulationEffects, type SimulationApi } from './createSimulationEffects';
import type { SimulationEvent } from './simulationEvents';

/** Effects of a saved bot (`plubotId`, null for an unsaved one) whose test endpoints answer with `answer`. */
function simulate(answer: (name: string, body: unknown) => unknown, plubotId: string | null = 'bot-1') {
  const events: SimulationEvent[] = [];
  const calls: Array<[string, unknown, unknown]> = [];
  const api: SimulationApi = async (name, body, params) => {
    calls.push([name, body, params]);
    return (await answer(name, body)) as never;
  };
  const effects = createSimulationEffects((event) => events.push(event), api, {
    plubotId: plubotId ?? undefined,
  });
  return { effects, events, calls };
}

const lookup: PowerActionRequest = {
  powerId: 'notion',
  connectionId: 'conn-1',
  action: 'queryDatabase',
  runs: 'inline',
  inputs: { databaseId: 'db-pedidos', property: 'Email', value: 'ana@example.com' },
  fields: {},
  templates: { databaseId: 'db-pedidos', property: 'Email', value: '{{email}}' },
  nodeId: 'find',
  language: 'es',
};

const createPage: PowerActionRequest = {
  powerId: 'notion',
  connectionId: 'conn-1',
  action: 'createPage',
  runs: 'after',
  inputs: { databaseId: 'db-pedidos', title: 'Pedido de ana@example.com' },
  fields: { Estado: 'Enviado' },
  templates: {},
  nodeId: 'save',
  language: 'es',
};

describe('a connected service’s power in the simulation', () => {
  it('never performs an action that runs after the reply, only logs it', async () => {
    const { effects, events, calls } = simulate(() => {
      throw new Error('must not be called');
    });
    expect(await effects.powerAction?.(createPage)).toEqual({ ok: true, queued: true });
    expect(
      await effects.powerAction?.({
        ...createPage,
        powerId: 'hubspot',
        action: 'upsertContact',
        inputs: { email: 'ana@example.com' },
      }),
    ).toEqual({ ok: true, queued: true });
    expect(calls).toEqual([]);
    expect(events).toEqual([
      { kind: 'powerQueued', service: 'notion', action: 'createPage' },
      { kind: 'powerQueued', service: 'hubspot', action: 'upsertContact' },
    ]);
  });

  it('runs a lookup through the server for the bot, and hands the engine what it found', async () => {
    const { effects, events, calls } = simulate(() => ({
      ok: true,
      found: true,
      outputs: { Estado: 'Enviado', url: 'https://www.notion.so/page-1' },
    }));
    expect(await effects.powerAction?.(lookup)).toEqual({
      ok: true,
      found: true,
      outputs: { Estado: 'Enviado', url: 'https://www.notion.so/page-1' },
    });
    expect(calls).toEqual([
      [
        'powerLookup',
        {
          powerId: 'notion',
          connectionId: 'conn-1',
          action: 'queryDatabase',
          inputs: { databaseId: 'db-pedidos', property: 'Email', value: 'ana@example.com' },
          fields: {},
          language: 'es',
        },
        { id: 'bot-1' },
      ],
    ]);
    expect(events).toEqual([{ kind: 'powerFound', service: 'notion', action: 'queryDatabase' }]);
  });

  it('offers a calendar’s real free slots, and tells the pick instead of booking it', async () => {
    const slots = [{ id: '2026-12-01T09:00:00.000Z', label: 'mar 1 dic, 10:00' }];
    const { effects, events, calls } = simulate(() => ({
      ok: true,
      found: true,
      outputs: {},
      options: slots,
      note: 'hora de Madrid',
    }));
    const booking: PowerActionRequest = {
      ...lookup,
      powerId: 'google-calendar',
      action: 'bookSlot',
      runs: 'choose',
      inputs: { calendarId: 'primary', timeZone: 'Europe/Madrid' },
      nodeId: 'book',
    };
    expect(await effects.powerAction?.({ ...booking, phase: 'offer' })).toEqual({
      ok: true,
      options: slots,
      note: 'hora de Madrid',
    });
    expect(calls[0]?.[1]).toMatchObject({ phase: 'offer', action: 'bookSlot' });
    expect(await effects.powerAction?.({ ...booking, phase: 'pick', optionId: slots[0]!.id })).toMatchObject({
      ok: true,
      found: true,
      outputs: { start: 'mar 1 dic, 10:00', startIso: slots[0]!.id },
    });
    expect(calls).toHaveLength(1);
    expect(events.map((event) => event.kind)).toEqual(['powerOffered', 'powerPicked']);
  });

  it('makes no checkout: a charge within its bounds shows a link that cannot resolve, one outside fails', async () => {
    const { effects, events, calls } = simulate(() => {
      throw new Error('must not be called');
    });
    const charge: PowerActionRequest = {
      ...lookup,
      powerId: 'stripe',
      action: 'charge',
      runs: 'await',
      inputs: { amount: '30', currency: 'EUR', description: 'Pedido', minAmount: '10', maxAmount: '50' },
      templates: { amount: '{{total}}' },
      nodeId: 'pay',
    };
    const started = await effects.powerAction?.(charge);
    expect(started).toEqual({
      ok: true,
      link: {
        url: expect.stringMatching(/^https:\/\/[^/]+\.invalid\//),
        amount: { minor: 3000, currency: 'EUR' },
      },
    });
    expect(await effects.powerAction?.({ ...charge, inputs: { ...charge.inputs, amount: '500' } })).toEqual({
      ok: false,
      error: 'aboveMaximum',
    });
    expect(calls).toEqual([]);
    expect(events.map((event) => event.kind)).toEqual(['powerAwaiting', 'powerFailed']);
  });

  it('says when the lookup found nothing', async () => {
    const { effects, events } = simulate(() => ({ ok: true, found: false, outputs: {} }));
    expect(await effects.powerAction?.(lookup)).toEqual({ ok: true, found: false, outputs: {} });
    expect(events).toEqual([{ kind: 'powerNotFound', service: 'notion', action: 'queryDatabase' }]);
  });

  it('follows the service’s failure with its reason, so the node leaves by its error way', async () => {
    const { effects, events } = simulate(() => ({ ok: false, error: 'HTTP 404: Not found.' }));
    expect(await effects.powerAction?.(lookup)).toEqual({ ok: false, error: 'HTTP 404: Not found.' });
    expect(events).toEqual([
      { kind: 'powerFailed', service: 'notion', action: 'queryDatabase', error: 'HTTP 404: Not found.' },
    ]);
  });

  it('fails plainly when the server refuses the lookup or cannot be reached', async () => {
    const limited = simulate(() => {
      throw new ApiError(429, 'Demasiadas solicitudes', 'RATE_LIMITED');
    });
    expect(await limited.effects.powerAction?.(lookup)).toEqual({ ok: false, error: 'RATE_LIMITED' });
    expect(limited.events).toEqual([
      { kind: 'powerFailed', service: 'notion', action: 'queryDatabase', error: 'Demasiadas solicitudes' },
    ]);
    const offline = simulate(() => {
      throw new Error('Failed to fetch');
    });
    expect(await offline.effects.powerAction?.(lookup)).toEqual({
      ok: false,
      error: 'power_lookup_failed',
    });
    expect(offline.events).toEqual([
      { kind: 'powerFailed', service: 'notion', action: 'queryDatabase', error: 'Failed to fetch' },
    ]);
  });

  it('looks nothing up for a bot that is not saved yet', async () => {
    const { effects, events, calls } = simulate(() => {
      throw new Error('must not be called');
    }, null);
    expect(await effects.powerAction?.(lookup)).toEqual({ ok: false, error: 'no_bot' });
    expect(calls).toEqual([]);
    expect(events).toEqual([{ kind: 'powerNoBot', service: 'notion', action: 'queryDatabase' }]);
  });
});

/** start → ask the e-mail → create a Notion page (after the reply) → look the order up → found / not found / error. */
const orderFlow = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    {
      id: 'ask',
      type: 'message',
      position: { x: 0, y: 100 },
      data: { message: '¿Tu correo?', capture: { variable: 'email', validation: 'text' } },
    },
    {
      id: 'save',
      type: 'power',
      position: { x: 0, y: 200 },
      data: {
        powerId: 'notion',
        connectionId: 'conn-1',
        action: 'createPage',
        inputs: { databaseId: 'db-pedidos', title: 'Pedido de {{email}}' },
      },
    },
    {
      id: 'find',
      type: 'power',
      position: { x: 0, y: 300 },
      data: {
        powerId: 'notion',
        connectionId: 'conn-1',
        action: 'queryDatabase',
        inputs: { databaseId: 'db-pedidos', property: 'Email', value: '{{email}}' },
        outputs: { Estado: 'estado' },
      },
    },
    {
      id: 'yes',
      type: 'message',
      position: { x: 0, y: 400 },
      data: { message: 'Tu pedido está: {{estado}}' },
    },
    { id: 'no', type: 'message', position: { x: 0, y: 400 }, data: { message: 'Aún no veo tu pedido.' } },
    {
      id: 'oops',
      type: 'message',
      position: { x: 0, y: 400 },
      data: { message: 'Notion no responde ahora.' },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'ask' },
    { id: 'e2', source: 'ask', target: 'save' },
    { id: 'e3', source: 'save', target: 'find' },
    { id: 'e4', source: 'find', target: 'yes', sourceHandle: 'found' },
    { id: 'e5', source: 'find', target: 'no', sourceHandle: 'notFound' },
    { id: 'e6', source: 'find', target: 'oops', sourceHandle: 'onError' },
  ],
};

describe('a flow with Notion powers in the simulation', () => {
  /** The bot's texts after the visitor writes their e-mail, with the lookup answered by `answer`. */
  async function run(answer: unknown) {
    const { effects, events, calls } = simulate(() => answer);
    const driver = createSimulationDriver({ ...orderFlow, bot: { name: 'Tienda' }, effects });
    await driver.start();
    const turn = await driver.reply({ text: 'ana@example.com' });
    return { texts: turn.messages.map((message) => message.text), events, calls };
  }

  it('follows what the lookup found, without creating the page', async () => {
    const found = await run({ ok: true, found: true, outputs: { Estado: 'Enviado' } });
    expect(found.texts[0]).toBe('Tu pedido está: Enviado');
    expect(found.calls.map(([name, body]) => [name, (body as { inputs: unknown }).inputs])).toEqual([
      ['powerLookup', { databaseId: 'db-pedidos', property: 'Email', value: 'ana@example.com' }],
    ]);
    expect(found.events).toEqual([
      { kind: 'powerQueued', service: 'notion', action: 'createPage' },
      { kind: 'powerFound', service: 'notion', action: 'queryDatabase' },
    ]);
    expect((await run({ ok: true, found: false, outputs: {} })).texts[0]).toBe('Aún no veo tu pedido.');
    expect((await run({ ok: false, error: 'HTTP 404: Not found.' })).texts[0]).toBe(
      'Notion no responde ahora.',
    );
  });
});
