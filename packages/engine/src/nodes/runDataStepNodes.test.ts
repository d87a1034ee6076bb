import { describe, expect, it, vi } from 'vitest';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';

/** start → condition → 'Sí' on true, 'No' on false. */
const conditionFlow = (data: Record<string, unknown>) =>
  testFlow(
    [
      node('s', 'start'),
      node('c', 'complexConditionNode', data),
      node('yes', 'message', { message: 'Sí' }),
      node('no', 'message', { message: 'No' }),
    ],
    ['s->c', 'c->yes@true', 'c->no@false'],
  );

const answer = async (data: Record<string, unknown>, variables: Record<string, string | number>) =>
  texts((await converse(conditionFlow(data), [], { context: { variables } }))[0]!);

describe('complex condition node', () => {
  const rules = [
    { id: 'r1', variable: 'edad', operator: 'greaterThan', value: '17' },
    { id: 'r2', variable: 'pais', operator: 'equals', value: '{{destino}}' },
  ];

  it('leaves by Sí when all rules hold with Y, by No otherwise', async () => {
    expect(await answer({ rules, join: 'and' }, { edad: 30, pais: 'Chile', destino: 'chile' })).toEqual([
      'Sí',
    ]);
    expect(await answer({ rules, join: 'and' }, { edad: 30, pais: 'Perú', destino: 'Chile' })).toEqual([
      'No',
    ]);
  });

  it('leaves by Sí when any rule holds with O', async () => {
    expect(await answer({ rules, join: 'or' }, { edad: 12, pais: 'Chile', destino: 'Chile' })).toEqual([
      'Sí',
    ]);
    expect(await answer({ rules, join: 'or' }, { edad: 12, pais: 'Perú', destino: 'Chile' })).toEqual(['No']);
  });

  it('does not hold without a usable rule, and checks emptiness', async () => {
    expect(await answer({ rules: [{ id: 'r', variable: '', operator: 'equals' }] }, {})).toEqual(['No']);
    expect(await answer({ rules: [{ id: 'r', variable: 'email', operator: 'isEmpty' }] }, {})).toEqual([
      'Sí',
    ]);
  });

  it('never follows the other result’s output', async () => {
    const onlyTrue = testFlow(
      [
        node('s', 'start'),
        node('c', 'complexConditionNode', { rules }),
        node('yes', 'message', { message: 'Sí' }),
      ],
      ['s->c', 'c->yes@true'],
    );
    const [result] = await converse(onlyTrue, [], { context: { variables: { edad: 3 } } });
    expect(texts(result!)).toEqual([]);
    expect(result!.ended).toBe(true);
  });
});

describe('webhook node', () => {
  const flowWith = (data: Record<string, unknown>) =>
    testFlow(
      [node('s', 'start'), node('w', 'webhookNode', data), node('m', 'message', { message: 'Listo' })],
      ['s->w', 'w->m'],
    );

  it('posts the listed variables to the interpolated URL and moves on', async () => {
    const webhook = vi.fn(async () => ({ ok: true }));
    const [result] = await converse(
      flowWith({ url: 'https://hooks.example.com/{{canal}}', variables: ['nombre', 'email', 'falta'] }),
      [],
      {
        effects: { webhook },
        context: { variables: { nombre: 'Ana', email: 'ana@example.com', canal: 'web' } },
      },
    );
    expect(webhook).toHaveBeenCalledWith({
      url: 'https://hooks.example.com/web',
      payload: { variables: { nombre: 'Ana', email: 'ana@example.com', falta: null } },
    });
    expect(texts(result!)).toEqual(['Listo']);
  });

  it('posts every variable when it lists none, and goes on when the post fails', async () => {
    const webhook = vi.fn(async () => ({ ok: false, error: 'timeout' }));
    const [result] = await converse(flowWith({ url: 'https://hooks.example.com' }), [], {
      effects: { webhook },
      context: { variables: { a: 1 } },
    });
    expect(webhook).toHaveBeenCalledWith({
      url: 'https://hooks.example.com',
      payload: { variables: { a: 1 } },
    });
    expect(texts(result!)).toEqual(['Listo']);
    expect(events(result!)).toContain('action-failed');
  });

  it('skips without a URL', async () => {
    const [result] = await converse(flowWith({}), [], { effects: { webhook: vi.fn() } });
    expect(events(result!)).toContain('action-skipped');
    expect(texts(result!)).toEqual(['Listo']);
  });
});
