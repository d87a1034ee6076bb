import { describe, expect, it } from 'vitest';
import { usesKnowledge } from './usesKnowledge';

describe('usesKnowledge', () => {
  it('is always true for a «Responder con conocimiento» node', () => {
    expect(usesKnowledge({ type: 'knowledge' })).toBe(true);
    expect(usesKnowledge({ type: 'knowledge', data: { useKnowledge: false } })).toBe(true);
  });

  it('is true for an AI node only when its switch is stored as true', () => {
    for (const type of ['ai', 'aiNodePro']) {
      expect(usesKnowledge({ type, data: { useKnowledge: true } })).toBe(true);
      expect(usesKnowledge({ type, data: { useKnowledge: false } })).toBe(false);
      expect(usesKnowledge({ type, data: { useKnowledge: 'true' } })).toBe(false);
      expect(usesKnowledge({ type, data: {} })).toBe(false);
      expect(usesKnowledge({ type })).toBe(false);
    }
  });

  it('is false for other node types, whatever their data says', () => {
    expect(usesKnowledge({ type: 'message', data: { useKnowledge: true } })).toBe(false);
  });
});
