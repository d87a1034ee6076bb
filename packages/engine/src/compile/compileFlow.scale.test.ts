import { describe, expect, it } from 'vitest';
import { continueConversation } from '../run/continueConversation';
import { startConversation } from '../run/startConversation';
import { compileFlow, type EngineFlow } from './compileFlow';

/** A chain start → (message → message capturing)… → end of about `size` nodes. */
function chainFlow(size: number) {
  const nodes: Record<string, unknown>[] = [{ id: 'n0', type: 'start', position: { x: 0, y: 0 }, data: {} }];
  const edges: Record<string, unknown>[] = [];
  for (let i = 1; i < size - 1; i += 1) {
    const data =
      i % 2 === 0 ? { message: `Pregunta ${i}`, capture: { variable: `v${i}` } } : { message: `Paso ${i}` };
    nodes.push({ id: `n${i}`, type: 'message', position: { x: 0, y: i }, data });
    edges.push({ id: `e${i}`, source: `n${i - 1}`, target: `n${i}` });
  }
  nodes.push({ id: `n${size - 1}`, type: 'end', position: { x: 0, y: size }, data: {} });
  edges.push({ id: 'last', source: `n${size - 2}`, target: `n${size - 1}` });
  return { nodes, edges };
}

function lookupOnlyMap<K, V>(map: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
  const scan = () => {
    throw new Error('the whole flow was scanned during a turn');
  };
  return {
    get: (key: K) => map.get(key),
    has: (key: K) => map.has(key),
    size: map.size,
    forEach: scan,
    keys: scan,
    values: scan,
    entries: scan,
    [Symbol.iterator]: scan,
  } as unknown as ReadonlyMap<K, V>;
}

describe('compileFlow at scale', () => {
  it('compiles 5,000 nodes once and then runs turns that touch only the nodes they visit', async () => {
    const raw = chainFlow(5000);
    const flow = compileFlow(raw);
    expect(flow.nodes.size).toBe(5000);

    // A turn may look nodes and edges up but never walk the whole flow.
    const lookupOnly: EngineFlow = {
      ...flow,
      nodes: lookupOnlyMap(flow.nodes),
      outgoing: lookupOnlyMap(flow.outgoing),
      optionByCondition: lookupOnlyMap(flow.optionByCondition),
    };
    const first = await startConversation(lookupOnly, { name: 'Bot' }, { flowRevision: 1 });
    expect(first.messages.map((m) => m.text)).toEqual(['Paso 1', 'Pregunta 2']);
    let state = first.state;
    for (let turn = 0; turn < 50; turn += 1) {
      const next = await continueConversation(lookupOnly, state, { text: `respuesta ${turn}` });
      expect(next.trace.filter((entry) => entry.event === 'visit').length).toBe(3);
      state = next.state;
    }
    expect(state.variables.v100).toBe('respuesta 49');
  });
});
