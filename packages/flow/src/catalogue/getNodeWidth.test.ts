import { describe, expect, it } from 'vitest';
import { getNodeWidth } from './nodeCatalogue';

describe('getNodeWidth', () => {
  it('draws an action node 300 px wide, 180 px when folded (spec §4)', () => {
    expect(getNodeWidth('action')).toBe(300);
    expect(getNodeWidth('action', { collapsed: true })).toBe(180);
  });

  it('keeps the width of the other folding types and of every type unfolded', () => {
    expect(getNodeWidth('httpRequest', { collapsed: true })).toBe(350);
    expect(getNodeWidth('ai', { collapsed: true })).toBe(350);
    expect(getNodeWidth('message')).toBe(320);
  });
});
