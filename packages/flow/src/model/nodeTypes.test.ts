import { describe, expect, it } from 'vitest';
import { isNodeType, NODE_TYPES, normalizeNodeType } from './nodeTypes';

describe('node types', () => {
  it('lists the 15 types of the spec, «Hablar con una persona» and «Responder con conocimiento»', () => {
    expect(NODE_TYPES).toHaveLength(17);
    expect(new Set(NODE_TYPES).size).toBe(17);
    expect(NODE_TYPES).toContain('handoff');
    expect(NODE_TYPES).toContain('knowledge');
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
