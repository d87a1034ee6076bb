import { describe, expect, it, vi } from 'vitest';
import type { EngineEffects } from '../model/engineEffects';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';

const variables = {
  nombre: 'Ana',
  email: 'ana@plubot.com',
  motivo: 'Precios',
  last_reply: 'Precios',
  last_choice: 'Sí',
};

const actionFlow = (actionType: string, parameters: Record<string, unknown>, edges = ['a->m']) =>
  testFlow(
    [
      node('s', 'start'),
      node('a', 'action', { actionType, parameters }),
      node('m', 'message', { message: 'Sigue' }),
      node('t', 'message', { message: 'Verdadero' }),
      node('f', 'message', { message: 'Falso' }),
    ],
    ['s->a', ...edges],
  );

async function run(
  actionType: string,
  parameters: Record<string, unknown>,
  effects: EngineEffects = {},
  edges?: string[],
) {
  const [result] = await converse(actionFlow(actionType, parameters, edges), [], {
    effects,
    context: { variables },
  });
  return result!;
}

describe('action node', () => {
  it('sendEmail sends the interpolated e-mail and says nothing to the user', async () => {
    const sendEmail = vi.fn(async () => ({ ok: true }));
    const result = await run(
      'sendEmail',
      { to: '{{email}}', subject: 'Hola {{nombre}}', body: 'Motivo: {{motivo}}' },
      { sendEmail },
    );
    expect(sendEmail).toHaveBeenCalledWith({
      to: 'ana@plubot.com',
      subject: 'Hola Ana',
      body: 'Motivo: Precios',
    });
    expect(texts(result)).toEqual(['Sigue']);
  });

  it('sendEmail skips an invalid address and traces a failure without stopping', async () => {
    const sendEmail = vi.fn(async () => ({ ok: false, error: 'smtp' }));
    expect(events(await run('sendEmail', { to: 'nadie' }, { sendEmail }))).toContain('action-skipped');
    const failed = await run('sendEmail', { to: 'a@b.co' }, { sendEmail });
    expect(failed.trace).toContainEqual({
      nodeId: 'a',
      type: 'action',
      event: 'action-failed',
      detail: 'smtp',
    });
    expect(texts(failed)).toEqual(['Sigue']);
  });

  it('saveData saves the collected variables as a lead, or only the listed fields', async () => {
    const saveLead = vi.fn(async () => ({ ok: true }));
    await run('saveData', {}, { saveLead });
    expect(saveLead).toHaveBeenLastCalledWith({ nombre: 'Ana', email: 'ana@plubot.com', motivo: 'Precios' });
    await run('saveData', { fields: 'nombre, email, falta' }, { saveLead });
    expect(saveLead).toHaveBeenLastCalledWith({ nombre: 'Ana', email: 'ana@plubot.com' });
    await run('saveData', { fields: ['motivo'] }, { saveLead });
    expect(saveLead).toHaveBeenLastCalledWith({ motivo: 'Precios' });
  });

  it('sendNotification notifies the owner with the interpolated message', async () => {
    const notify = vi.fn(async () => ({ ok: true }));
    await run('sendNotification', { message: 'Nuevo lead: {{nombre}}' }, { notify });
    expect(notify).toHaveBeenCalledWith({ message: 'Nuevo lead: Ana' });
  });

  it('apiCall calls through the HTTP effect, stores the body and status, and picks onSuccess/onError', async () => {
    const http = vi.fn(async () => ({ ok: true as const, status: 201, headers: {}, body: '{"id":1}' }));
    const result = await run(
      'apiCall',
      {
        url: 'https://api.test/{{nombre}}',
        method: 'post',
        headers: { 'X-N': '{{nombre}}', bad: 1 },
        body: '{{motivo}}',
      },
      { http },
      ['a->t@onSuccess', 'a->f@onError'],
    );
    expect(http).toHaveBeenCalledWith({
      method: 'POST',
      url: 'https://api.test/Ana',
      headers: { 'X-N': 'Ana' },
      body: 'Precios',
      timeoutMs: 10_000,
    });
    expect(result.state.variables).toMatchObject({ api_response: '{"id":1}', api_response_status: 201 });
    expect(texts(result)).toEqual(['Verdadero']);
    const failed = await run(
      'apiCall',
      { url: 'https://x.test', responseVariable: 'r' },
      { http: async () => ({ ok: false, error: 'x' }) },
      ['a->t@onSuccess', 'a->f@onError'],
    );
    expect(texts(failed)).toEqual(['Falso']);
    expect(failed.state.variables).toMatchObject({ r: null, r_status: null });
  });

  it('apiCall without a method POSTs (the editor shows POST); replies are encoded in the query and escaped in JSON', async () => {
    const http = vi.fn(async () => ({ ok: true as const, status: 200, headers: {}, body: 'ok' }));
    const quoted = { ...variables, motivo: 'Precio "x" & y=1' };
    const flow = actionFlow('apiCall', {
      url: 'https://api.test/t?q={{motivo}}',
      body: '{"m": "{{motivo}}"}',
    });
    await converse(flow, [], { effects: { http }, context: { variables: quoted } });
    expect(http).toHaveBeenCalledWith({
      method: 'POST',
      url: 'https://api.test/t?q=Precio%20%22x%22%20%26%20y%3D1',
      headers: { 'Content-Type': 'application/json' },
      body: '{"m": "Precio \\"x\\" & y=1"}',
      timeoutMs: 10_000,
    });
  });

  it.each([
    [{ variable: 'nombre', transform: 'uppercase' }, 'nombre', 'ANA'],
    [{ variable: 'saludo', value: '  Hola {{nombre}} ', transform: 'trim' }, 'saludo', 'Hola Ana'],
    [{ variable: 'x', value: 'ABC', transform: 'lower' }, 'x', 'abc'],
    [{ variable: 'y', value: 'sin cambio', transform: 'rot13' }, 'y', 'sin cambio'],
  ])('transformData %j', async (parameters, variable, value) => {
    expect((await run('transformData', parameters)).state.variables[variable]).toBe(value);
  });

  it('conditional follows the true or false output, else the default edge, never the other output', async () => {
    const edges = ['a->t@true', 'a->f@false'];
    expect(
      texts(await run('conditional', { variable: 'nombre', operator: 'equals', value: 'ana' }, {}, edges)),
    ).toEqual(['Verdadero']);
    expect(
      texts(await run('conditional', { variable: 'motivo', operator: '!=', value: 'Precios' }, {}, edges)),
    ).toEqual(['Falso']);
    expect(
      texts(await run('conditional', { variable: 'nombre', value: 'Luis' }, {}, ['a->t@true', 'a->m'])),
    ).toEqual(['Sigue']);
    const onlyTrue = await run('conditional', { variable: 'nombre', value: 'Luis' }, {}, ['a->t@true']);
    expect(onlyTrue.messages).toEqual([]);
    expect(onlyTrue.ended).toBe(true);
  });

  it('delay never sleeps: the next message carries the pause, capped at five minutes', async () => {
    const paused = await run('delay', { seconds: 5 });
    expect(events(paused)).toContain('delay');
    expect(paused.messages).toEqual([expect.objectContaining({ text: 'Sigue', delayMs: 5000 })]);
    expect((await run('delay', { seconds: 9999 })).messages[0]?.delayMs).toBe(300_000);
    expect((await run('delay', { seconds: -3 })).messages[0]?.delayMs).toBeUndefined();
    // Without seconds: the 2 s the editor's form shows until the owner changes it.
    expect((await run('delay', {})).messages[0]?.delayMs).toBe(2000);
  });

  it('webhook posts the interpolated payload', async () => {
    const webhook = vi.fn(async () => ({ ok: true }));
    await run(
      'webhook',
      { url: 'https://hook.test', payload: { quien: '{{nombre}}', datos: ['{{motivo}}', 3] } },
      { webhook },
    );
    expect(webhook).toHaveBeenLastCalledWith({
      url: 'https://hook.test',
      payload: { quien: 'Ana', datos: ['Precios', 3] },
    });
    await run('webhook', { url: 'https://hook.test', payload: '{"n":"{{nombre}}"}' }, { webhook });
    expect(webhook).toHaveBeenLastCalledWith({ url: 'https://hook.test', payload: { n: 'Ana' } });
    await run('webhook', { url: 'https://hook.test' }, { webhook });
    expect(webhook).toHaveBeenLastCalledWith({ url: 'https://hook.test', payload: { variables } });
  });

  it('unknown, missing or unconfigured actions go on with a trace entry', async () => {
    for (const [type, parameters] of [
      ['teleport', {}],
      ['', {}],
      ['sendNotification', { message: 'x' }],
      ['saveData', {}],
    ] as const) {
      const result = await run(type, parameters);
      expect(texts(result)).toEqual(['Sigue']);
      expect(events(result).some((event) => event.startsWith('action-'))).toBe(true);
    }
  });
});
