import { describe, expect, it } from 'vitest';
import { node } from '../testing/graphBuilders';
import { listVariableSets } from './listVariableSets';

describe('listVariableSets of a power node', () => {
  it("sets a lookup's output variables, each once", () => {
    const lookup = node('p', 'power', 0, 0, {
      powerId: 'notion',
      action: 'queryDatabase',
      outputs: { found: 'hay_pedido', Estado: ' estado ', url: '', title: 'estado' },
    });
    expect(listVariableSets(lookup)).toEqual({ names: ['hay_pedido', 'estado'], prefixes: [] });
  });

  it('sets nothing for an action that runs after the reply, or a power without action', () => {
    const after = node('p', 'power', 0, 0, { powerId: 'notion', action: 'createPage', outputs: { x: 'y' } });
    expect(listVariableSets(after).names).toEqual([]);
    expect(listVariableSets(node('s', 'power', 0, 0, { powerId: 'slack' })).names).toEqual([]);
  });
});
