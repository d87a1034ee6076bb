import { describe, expect, it } from 'vitest';
import { isNodeType, NODE_TYPES, normalizeNodeType } from './nodeTypes';

describe('node types', () => {
  it('lists the 15 types of the spec and «Hablar con una persona»', () => {
    expect(NODE_TYPES).toHaveLength(16);
    expect(new Set(NODE_TYPES).size).toBe(16);
    expect(NODE_TYPES).toContain('handoff');
  });

  it('maps the aliases to their canonical type', () => {
    expect(normalizeNodeType('httpRequestNode')).toBe('httpRequest');
    expect(normalizeNodeType('powerNode')).toBe('power');
    expect(normalizeNodeType('message')).toBe('message');
  });

  it('rejects anything else', () => {
    expect(normalizeNodeType('toString')).toBeUndefined();
    expect(normalizeNodeType('Message')).toBeUndefined();
    expect(normalizeNodeType(3)).toBeUndefined();
    expect(isNodeType('httpRequestNode')).toBe(false);
  });
});
