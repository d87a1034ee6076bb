import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowSnapshot } from '../model/historySchema';
import { node } from '../testing/graphBuilders';
import { areSnapshotsEqual, isDeepEqual } from './areSnapshotsEqual';
import { canRedo, canUndo, createHistory, recordHistory, redoHistory, undoHistory } from './flowHistory';

const state = (label: string): FlowSnapshot => ({ nodes: [node(label, 'message')], edges: [] });

describe('flow history', () => {
  it('starts empty with a limit of 50', () => {
    const history = createHistory();
    expect(history).toEqual({ past: [], future: [], maxHistory: 50 });
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
  });

  it('undoes and redoes one change', () => {
    const before = state('a');
    const after = state('b');
    const history = recordHistory(createHistory(), before);
    const undone = undoHistory(history, after);
    expect(undone?.present).toBe(before);
    expect(canRedo(undone!.history)).toBe(true);
    const redone = redoHistory(undone!.history, undone!.present);
    expect(redone?.present).toBe(after);
    expect(canRedo(redone!.history)).toBe(false);
  });

  it('returns undefined when there is nothing to undo or redo', () => {
    expect(undoHistory(createHistory(), state('a'))).toBeUndefined();
    expect(redoHistory(createHistory(), state('a'))).toBeUndefined();
  });

  it('keeps at most 50 past states, dropping the oldest', () => {
    let history = createHistory();
    for (let i = 0; i < 60; i += 1) history = recordHistory(history, state(`s${i}`));
    expect(history.past).toHaveLength(50);
    expect(history.past[0]?.nodes[0]?.id).toBe('s10');
  });

  it('does not record a state identical to the last one', () => {
    let history = recordHistory(createHistory(), state('a'));
    history = recordHistory(history, state('a'));
    expect(history.past).toHaveLength(1);
  });

  it('clears redo on a new change', () => {
    let history = recordHistory(createHistory(), state('a'));
    const undone = undoHistory(history, state('b'))!;
    history = recordHistory(undone.history, undone.present);
    expect(canRedo(history)).toBe(false);
  });

  it('property: undo after any sequence of changes restores earlier states and redo re-applies them', () => {
    const states = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 70 }).map((values) => {
      // Consecutive duplicates are not recorded by design; make every change a real change.
      const distinct = values.map((value, i) => `${i}-${value}`);
      return distinct.map((label) => state(label));
    });
    fc.assert(
      fc.property(states, fc.integer({ min: 0, max: 80 }), (sequence, undoCount) => {
        let history = createHistory();
        let present = sequence[0]!;
        for (const next of sequence.slice(1)) {
          history = recordHistory(history, present);
          present = next;
        }
        const final = present;
        const possible = Math.min(sequence.length - 1, 50);
        let undone = 0;
        for (; undone < undoCount; undone += 1) {
          const step = undoHistory(history, present);
          if (!step) break;
          history = step.history;
          present = step.present;
          expect(present).toEqual(sequence[sequence.length - 2 - undone]);
        }
        expect(undone).toBe(Math.min(undoCount, possible));
        for (let i = 0; i < undone; i += 1) {
          const step = redoHistory(history, present);
          if (!step) throw new Error('nothing to redo');
          history = step.history;
          present = step.present;
        }
        expect(present).toEqual(final);
        expect(canRedo(history)).toBe(false);
      }),
    );
  });
});

describe('areSnapshotsEqual', () => {
  it('compares by value, ignoring undefined properties', () => {
    expect(areSnapshotsEqual(state('a'), state('a'))).toBe(true);
    expect(areSnapshotsEqual(state('a'), state('b'))).toBe(false);
    expect(isDeepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isDeepEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(isDeepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
  });
});
