import { describe, expect, it } from 'vitest';
import { findWorstDropOff } from './findWorstDropOff';

const node = (nodeId: string, reached: number, stopped: number) => ({ nodeId, reached, stopped });

describe('findWorstDropOff', () => {
  it('picks the highest share of people leaving, not the most people', () => {
    const nodes = [node('busy', 200, 40), node('leaky', 10, 6), node('fine', 50, 1)];
    expect(findWorstDropOff(nodes)?.nodeId).toBe('leaky');
  });

  it('ignores nodes with too little traffic or where nobody left', () => {
    const nodes = [node('tiny', 4, 4), node('solid', 30, 0), node('real', 30, 3)];
    expect(findWorstDropOff(nodes)?.nodeId).toBe('real');
    expect(findWorstDropOff(nodes, { minReached: 1 })?.nodeId).toBe('tiny');
    expect(findWorstDropOff([node('solid', 30, 0)])).toBeNull();
    expect(findWorstDropOff([])).toBeNull();
  });

  it('breaks ties by the number of people who left, then by id', () => {
    expect(findWorstDropOff([node('a', 10, 5), node('b', 20, 10)])?.nodeId).toBe('b');
    expect(findWorstDropOff([node('z', 10, 5), node('m', 10, 5)])?.nodeId).toBe('m');
  });

  it('skips nodes the flow no longer has', () => {
    const nodes = [node('deleted', 10, 9), node('kept', 10, 2)];
    expect(findWorstDropOff(nodes, { isPresent: (id) => id !== 'deleted' })?.nodeId).toBe('kept');
  });
});
