import { describe, expect, it, vi } from 'vitest';
import type { EngineEffects, PowerActionRequest, PowerActionResult } from '../model/engineEffects';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';

/** start → Notion lookup → 'Sí' (found), 'No' (notFound), 'Error' (onError) → each shows {{estado}}. */
const lookupFlow = (
  data: Record<string, unknown> = {},
  edges = ['s->p', 'p->yes@found', 'p->no@notFound', 'p->err@onError'],
) =>
  testFlow(
    [
      node('s', 'start'),
      node('p', 'power', {
        powerId: 'notion',
        connectionId: 'c-1',
        action: 'queryDatabase',
        inputs: { databaseId: 'db-1', property: 'Email', value: '{{email}}' },
        outputs: { found: 'hay', Estado: 'estado', url: '' },
        ...data,
      }),
      node('yes', 'message', { message: 'Sí: {{estado}}' }),
      node('no', 'message', { message: 'No' }),
      node('err', 'message', { message: 'Error' }),
    ],
    edges,
  );

const run = async (
  flow: ReturnType<typeof testFlow>,
  answer: PowerActionResult | (() => Promise<PowerActionResult>),
) => {
  const seen: PowerActionRequest[] = [];
  const effects: EngineEffects = {
    powerAction: async (request) => {
      seen.push(request);
      return typeof answer === 'function' ? answer() : answer;
    },
  };
  const [result] = await converse(flow, [], {
    context: { variables: { email: 'ana@example.com' } },
    effects,
  });
  return { result: result!, seen };
};

describe('power node of a connected service', () => {
  it('runs an inline lookup with its inputs rendered and saves what it found', async () => {
    const { result, seen } = await run(lookupFlow(), {
      ok: true,
      found: true,
      outputs: { Estado: 'Enviado', url: 'https://notion.so/x' },
    });
    expect(seen).toEqual([
      {
        powerId: 'notion',
        connectionId: 'c-1',
        action: 'queryDatabase',
        runs: 'inline',
        inputs: { databaseId: 'db-1', property: 'Email', value: 'ana@example.com' },
        fields: {},
        templates: { databaseId: 'db-1', property: 'Email', value: '{{email}}' },
        nodeId: 'p',
        language: 'es',
      },
    ]);
    expect(texts(result)).toEqual(['Sí: Enviado']);
    expect(result.state.variables.hay).toBe(true);
    expect(Object.keys(result.state.variables)).not.toContain('');
  });

  it('leaves by notFound when nothing matched, and by onError when the service failed', async () => {
    expect(texts((await run(lookupFlow(), { ok: true, found: false, outputs: {} })).result)).toEqual(['No']);
    const failed = await run(lookupFlow(), { ok: false, error: '503' });
    expect(texts(failed.result)).toEqual(['Error']);
    expect(events(failed.result)).toContain('power-failed');
  });

  it('falls back to the default way on when the handle has no edge', async () => {
    const flow = lookupFlow({}, ['s->p', 'p->no']);
    expect(texts((await run(flow, { ok: false, error: 'timeout' })).result)).toEqual(['No']);
  });

  it('treats an effect that throws as a failure', async () => {
    const { result } = await run(lookupFlow(), () => Promise.reject(new Error('boom')));
    expect(texts(result)).toEqual(['Error']);
  });

  it('queues an after-the-reply action and moves on without waiting for its result', async () => {
    const flow = testFlow(
      [
        node('s', 'start'),
        node('p', 'power', {
          powerId: 'hubspot',
          connectionId: 'c-2',
          action: 'upsertContact',
          inputs: { email: '{{email}}', firstname: '{{nombre}}' },
          fields: { ciudad: 'Lima', '': 'x' },
        }),
        node('m', 'message', { message: 'Listo' }),
      ],
      ['s->p', 'p->m'],
    );
    const { result, seen } = await run(flow, { ok: true, queued: true });
    expect(seen[0]).toMatchObject({
      runs: 'after',
      inputs: { email: 'ana@example.com', firstname: '' },
      fields: { ciudad: 'Lima' },
    });
    expect(texts(result)).toEqual(['Listo']);
    expect(events(result)).toContain('power-queued');
  });

  it('passes on without a connection, without an action or without the host effect', async () => {
    const effect = vi.fn();
    for (const data of [{ connectionId: '' }, { action: 'nope' }]) {
      const [result] = await converse(lookupFlow(data, ['s->p', 'p->no']), [], {
        effects: { powerAction: effect },
      });
      expect(texts(result!)).toEqual(['No']);
      expect(events(result!)).toContain('power-passed');
    }
    expect(effect).not.toHaveBeenCalled();
    const [bare] = await converse(lookupFlow({}, ['s->p', 'p->no']));
    expect(texts(bare!)).toEqual(['No']);
  });

  it('says power-locked when the owner may not use the power now', async () => {
    const { result } = await run(lookupFlow(), { ok: false, locked: true, error: 'power_locked' });
    expect(events(result)).toContain('power-locked');
  });
});
