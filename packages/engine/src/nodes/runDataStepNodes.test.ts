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

describe('database node', () => {
  /** An in-memory stand-in for the host's record store. */
  function recordStore() {
    const rows = new Map<string, Record<string, string | number | boolean | null>>();
    return {
      rows,
      effects: {
        saveRecord: vi.fn(async ({ collection, key, data }) => {
          rows.set(`${collection}/${key}`, data);
          return { ok: true };
        }),
        lookupRecord: vi.fn(async ({ collection, key }) => ({
          ok: true as const,
          record: rows.get(`${collection}/${key}`) ?? null,
        })),
      },
    };
  }
  const saving = (data: Record<string, unknown>) =>
    testFlow(
      [
        node('s', 'start'),
        node('d', 'databaseNode', { operation: 'save', collection: 'clientes', ...data }),
        node('m', 'message', { message: 'Guardado' }),
      ],
      ['s->d', 'd->m'],
    );
  const looking = testFlow(
    [
      node('s', 'start'),
      node('d', 'databaseNode', {
        operation: 'lookup',
        collection: 'clientes',
        key: '{{email}}',
        resultVariable: 'cliente',
      }),
      node('yes', 'message', { message: 'Hola de nuevo, {{cliente.nombre}}' }),
      node('no', 'message', { message: 'Eres nuevo' }),
    ],
    ['s->d', 'd->yes@found', 'd->no@notFound'],
  );

  it('saves the listed variables under the interpolated key, replacing the record', async () => {
    const store = recordStore();
    const variables = { email: 'ana@example.com', nombre: 'Ana', last_reply: 'x' };
    await converse(saving({ key: '{{email}}', fields: ['nombre', 'email'] }), [], {
      effects: store.effects,
      context: { variables },
    });
    expect(store.rows.get('clientes/ana@example.com')).toEqual({ nombre: 'Ana', email: 'ana@example.com' });
    await converse(saving({ key: '{{email}}' }), [], {
      effects: store.effects,
      context: { variables: { ...variables, nombre: 'Ana María' } },
    });
    // Without a list every collected variable is saved, but not the bookkeeping ones.
    expect(store.rows.get('clientes/ana@example.com')).toEqual({
      email: 'ana@example.com',
      nombre: 'Ana María',
    });
  });

  it('looks a record up into prefixed variables and leaves by found or notFound', async () => {
    const store = recordStore();
    store.rows.set('clientes/ana@example.com', { nombre: 'Ana' });
    const [known] = await converse(looking, [], {
      effects: store.effects,
      context: { variables: { email: 'ana@example.com' } },
    });
    expect(texts(known!)).toEqual(['Hola de nuevo, Ana']);
    expect(known!.state.variables['cliente.nombre']).toBe('Ana');
    const [unknown] = await converse(looking, [], {
      effects: store.effects,
      context: { variables: { email: 'otro@example.com' } },
    });
    expect(texts(unknown!)).toEqual(['Eres nuevo']);
  });

  it('passes on without a key or without the host’s records', async () => {
    const [noKey] = await converse(saving({ key: '{{email}}' }), [], { effects: recordStore().effects });
    expect(events(noKey!)).toContain('action-skipped');
    expect(texts(noKey!)).toEqual(['Guardado']);
    const [noStore] = await converse(looking, [], { context: { variables: { email: 'a@b.co' } } });
    expect(events(noStore!)).toContain('action-not-configured');
    expect(texts(noStore!)).toEqual(['Eres nuevo']);
  });
});
