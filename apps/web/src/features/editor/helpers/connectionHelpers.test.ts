import { describe, expect, it } from 'vitest';
import { describeConnectionAttempt } from './describeConnectionAttempt';
import { normalizeConnection } from './normalizeConnection';

describe('normalizeConnection', () => {
  it('turns default handle names into null, as stored edges have them', () => {
    expect(
      normalizeConnection({ source: 'a', target: 'b', sourceHandle: 'output', targetHandle: 'default' }),
    ).toEqual({
      source: 'a',
      target: 'b',
      sourceHandle: null,
      targetHandle: null,
    });
  });

  it('keeps real handle ids', () => {
    const connection = { source: 'd', target: 'o', sourceHandle: 'output-d-cond-0', targetHandle: null };
    expect(normalizeConnection(connection)).toEqual(connection);
  });
});

describe('describeConnectionAttempt', () => {
  const node = (id: string) => ({ id });

  it('reads a drag between two inputs from the node it started at', () => {
    expect(
      describeConnectionAttempt({
        fromNode: node('end'),
        fromHandle: { id: null, type: 'target' },
        toNode: node('message'),
        toHandle: { id: null, type: 'target' },
      }),
    ).toEqual({ source: 'end', target: 'message', sourceHandle: null, targetHandle: null });
  });

  it('reads a drag from an input to an output the other way round', () => {
    expect(
      describeConnectionAttempt({
        fromNode: node('message'),
        fromHandle: { id: null, type: 'target' },
        toNode: node('start'),
        toHandle: { id: 'output', type: 'source' },
      }),
    ).toEqual({ source: 'start', target: 'message', sourceHandle: 'output', targetHandle: null });
  });

  it('keeps the output a drag started from', () => {
    expect(
      describeConnectionAttempt({
        fromNode: node('start'),
        fromHandle: { id: 'output', type: 'source' },
        toNode: node('end'),
        toHandle: { id: null, type: 'target' },
      }),
    ).toEqual({ source: 'start', target: 'end', sourceHandle: 'output', targetHandle: null });
  });

  it('ignores drags that end on empty canvas or on the same node', () => {
    expect(
      describeConnectionAttempt({ fromNode: node('a'), fromHandle: { type: 'source' }, toNode: null }),
    ).toBeUndefined();
    expect(
      describeConnectionAttempt({ fromNode: node('a'), fromHandle: { type: 'source' }, toNode: node('a') }),
    ).toBeUndefined();
  });
});
