import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPairEditorState, type PairEditorAction, pairEditorReducer, readPairs } from './pairEditor';

describe('the question/answer editor', () => {
  it('starts with one empty row, or with the saved pairs', () => {
    expect(createPairEditorState().rows).toEqual([{ id: 0, question: '', answer: '' }]);
    const state = createPairEditorState([{ question: '¿Abren?', answer: 'Sí' }]);
    expect(state.rows).toEqual([{ id: 0, question: '¿Abren?', answer: 'Sí' }]);
    expect(state.nextId).toBe(1);
  });

  it('adds, changes and removes rows, keeping the other rows as they are', () => {
    let state = createPairEditorState();
    state = pairEditorReducer(state, { type: 'add' });
    state = pairEditorReducer(state, { type: 'change', id: 1, field: 'question', value: '¿Envían?' });
    state = pairEditorReducer(state, { type: 'change', id: 0, field: 'answer', value: 'Hola' });
    expect(state.rows).toEqual([
      { id: 0, question: '', answer: 'Hola' },
      { id: 1, question: '¿Envían?', answer: '' },
    ]);
    state = pairEditorReducer(state, { type: 'remove', id: 0 });
    expect(state.rows).toEqual([{ id: 1, question: '¿Envían?', answer: '' }]);
  });

  it('empties the last row instead of leaving none, with a new id', () => {
    const state = pairEditorReducer(createPairEditorState([{ question: 'a?', answer: 'b' }]), {
      type: 'remove',
      id: 0,
    });
    expect(state.rows).toEqual([{ id: 1, question: '', answer: '' }]);
  });

  it('adds no row past the contract’s limit', () => {
    const full = createPairEditorState(
      Array.from({ length: KNOWLEDGE_FIELD_LIMITS.pairs }, (_, i) => ({ question: `q${i}?`, answer: 'a' })),
    );
    expect(pairEditorReducer(full, { type: 'add' })).toBe(full);
  });

  it('keeps at least one row, unique ids, and every id under nextId, whatever the user does', () => {
    const action: fc.Arbitrary<PairEditorAction> = fc.oneof(
      fc.constant({ type: 'add' as const }),
      fc.record({ type: fc.constant('remove' as const), id: fc.nat(30) }),
      fc.record({
        type: fc.constant('change' as const),
        id: fc.nat(30),
        field: fc.constantFrom('question' as const, 'answer' as const),
        value: fc.string(),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const state = actions.reduce(pairEditorReducer, createPairEditorState());
        const ids = state.rows.map((row) => row.id);
        expect(state.rows.length).toBeGreaterThan(0);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => id < state.nextId)).toBe(true);
      }),
    );
  });
});

describe('readPairs', () => {
  it('trims the fields, skips empty rows and remembers which row each pair came from', () => {
    expect(
      readPairs([
        { id: 3, question: ' ¿Abren el sábado? ', answer: ' Sí, de 10 a 14. ' },
        { id: 4, question: '  ', answer: '' },
        { id: 7, question: '', answer: 'Solo respuesta' },
      ]),
    ).toEqual({
      pairs: [
        { question: '¿Abren el sábado?', answer: 'Sí, de 10 a 14.' },
        { question: '', answer: 'Solo respuesta' },
      ],
      rowIds: [3, 7],
    });
  });

  it('gives back the saved pairs it started from', () => {
    const text = fc
      .string({ minLength: 1 })
      .map((value) => value.trim())
      .filter((value) => value !== '');
    fc.assert(
      fc.property(fc.array(fc.record({ question: text, answer: text }), { maxLength: 20 }), (pairs) => {
        expect(readPairs(createPairEditorState(pairs).rows).pairs).toEqual(pairs);
      }),
    );
  });
});
