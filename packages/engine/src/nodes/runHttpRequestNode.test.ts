import { describe, expect, it, vi } from 'vitest';
import type { EngineEffects, HttpEffectResult } from '../model/engineEffects';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';

const httpData = {
  method: 'POST',
  url: 'https://api.test/clientes/{{id}}',
  headers: [{ id: 'h', key: 'Authorization', value: 'Bearer {{token}}' }],
  bodyType: 'json',
  bodyString: '{"nombre": "{{nombre}}"}',
  responseMapping: [
    { id: 'r1', source: 'status_code', targetVariable: 'estado' },
    {
      id: 'r2',
      source: 'body_json_path',
      pathOrKey: 'data.plan',
      targetVariable: 'plan',
      defaultValue: 'ninguno',
    },
    { id: 'r3', source: 'header_key', pathOrKey: 'x-request-id', targetVariable: 'peticion' },
  ],
};

const flowWith = (edges: string[], data: Record<string, unknown> = httpData) =>
  testFlow(
    [
      node('s', 'start'),
      node('h', 'httpRequestNode', data),
      node('ok', 'message', { message: 'Plan {{plan}} ({{estado}})' }),
      node('bad', 'message', { message: 'Falló con {{estado}}' }),
      node('def', 'message', { message: 'Seguimos' }),
      node('e', 'end'),
    ],
    ['s->h', ...edges, 'ok->e', 'bad->e', 'def->e'],
  );

const answer = (result: HttpEffectResult): EngineEffects => ({ http: vi.fn(async () => result) });
const variables = { id: 7, token: 't0k', nombre: 'Ana "A"' };

describe('httpRequest node', () => {
  it('sends the interpolated request, maps the response and follows onSuccess', async () => {
    const effects = answer({
      ok: true,
      status: 200,
      headers: { 'X-Request-ID': 'r-1' },
      body: '{"data":{"plan":"pro"}}',
    });
    const [result] = await converse(flowWith(['h->ok@onSuccess', 'h->bad@onError']), [], {
      effects,
      context: { variables },
    });
    expect(effects.http).toHaveBeenCalledWith({
      method: 'POST',
      url: 'https://api.test/clientes/7',
      headers: { Authorization: 'Bearer t0k', 'Content-Type': 'application/json' },
      body: '{"nombre":"Ana \\"A\\""}',
      timeoutMs: 10_000,
    });
    expect(texts(result!)).toEqual(['Plan pro (200)']);
    expect(result!.state.variables).toMatchObject({ estado: 200, plan: 'pro', peticion: 'r-1' });
  });

  it('follows onError for a non-2xx status, with the mapping applied and defaults used', async () => {
    const effects = answer({ ok: true, status: 404, headers: {}, body: 'no encontrado' });
    const [result] = await converse(flowWith(['h->ok@onSuccess', 'h->bad@onError']), [], {
      effects,
      context: { variables },
    });
    expect(texts(result!)).toEqual(['Falló con 404']);
    expect(result!.state.variables).toMatchObject({ estado: 404, plan: 'ninguno', peticion: null });
  });

  it('without an onError edge, says the request failed and takes the default edge, or ends', async () => {
    const effects = answer({ ok: false, error: 'timeout' });
    const withDefault = await converse(flowWith(['h->ok@onSuccess', 'h->def']), [], {
      effects,
      context: { variables },
    });
    expect(texts(withDefault[0]!)).toEqual(['No pude completar la solicitud externa.', 'Seguimos']);
    const without = await converse(flowWith(['h->ok@onSuccess']), [], { effects, context: { variables } });
    expect(texts(without[0]!)).toEqual(['No pude completar la solicitud externa.']);
    expect(without[0]!.ended).toBe(true);
  });

  it('takes the error path for invalid JSON without calling the host', async () => {
    const effects = answer({ ok: true, status: 200, headers: {}, body: '' });
    const data = { ...httpData, bodyString: '{"roto": ' };
    const [result] = await converse(flowWith(['h->ok@onSuccess', 'h->bad@onError'], data), [], { effects });
    expect(effects.http).not.toHaveBeenCalled();
    expect(texts(result!)).toEqual(['Falló con']);
  });

  it('without an HTTP effect, says so and goes on along onError or the default edge', async () => {
    const [result] = await converse(flowWith(['h->ok@onSuccess', 'h->bad@onError']));
    expect(texts(result!)).toEqual(['No pude completar la solicitud externa.', 'Falló con']);
  });

  it('survives a host that throws or answers nonsense', async () => {
    const throwing: EngineEffects = { http: async () => Promise.reject(new Error('boom')) };
    const [thrown] = await converse(flowWith(['h->def']), [], { effects: throwing });
    expect(texts(thrown!)).toEqual(['No pude completar la solicitud externa.', 'Seguimos']);
    expect(thrown!.trace).toContainEqual({
      nodeId: 'h',
      type: 'httpRequestNode',
      event: 'http-error',
      detail: 'boom',
    });
    const nonsense = { http: async () => ({ ok: true, status: 'x' }) } as unknown as EngineEffects;
    const [odd] = await converse(flowWith(['h->ok@onSuccess', 'h->def']), [], { effects: nonsense });
    expect(events(odd!)).toContain('http-error');
  });

  it('follows the default edge on success when there is no onSuccess edge', async () => {
    const effects = answer({ ok: true, status: 204, headers: {}, body: '' });
    const [result] = await converse(flowWith(['h->def', 'h->bad@onError']), [], { effects });
    expect(texts(result!)).toEqual(['Seguimos']);
  });
});
