import { describe, expect, it } from 'vitest';
import { getTurnPath } from './getTurnPath';

describe('getTurnPath', () => {
  it('lists the visited nodes in order, leaving out conversation-level entries and other events', () => {
    const path = getTurnPath([
      { nodeId: '', type: 'conversation', event: 'start' },
      { nodeId: 'menu', type: 'decision', event: 'visit' },
      { nodeId: 'menu', type: 'decision', event: 'chosen', detail: 'c1' },
      { nodeId: 'opt-1', type: 'option', event: 'visit' },
      { nodeId: 'ask', type: 'message', event: 'visit' },
    ]);
    expect(path).toEqual({ nodeIds: ['menu', 'opt-1', 'ask'], reachedEnd: false });
  });

  it('says when an End node ran (not when the conversation merely ended)', () => {
    expect(
      getTurnPath([
        { nodeId: 'save', type: 'action', event: 'visit' },
        { nodeId: 'end-1', type: 'end', event: 'visit' },
        { nodeId: '', type: 'conversation', event: 'ended' },
      ]).reachedEnd,
    ).toBe(true);
    expect(
      getTurnPath([
        { nodeId: 'dead-end', type: 'message', event: 'visit' },
        { nodeId: '', type: 'conversation', event: 'ended' },
      ]).reachedEnd,
    ).toBe(false);
  });
});
