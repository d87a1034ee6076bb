import { KNOWLEDGE_FIELD_LIMITS, type KnowledgeFaqPair } from '@plubot/contracts';

/** One row of the question/answer editor; `id` keeps a row's fields (and focus) while others come and go. */
export interface PairRow {
  id: number;
  question: string;
  answer: string;
}

export interface PairEditorState {
  rows: PairRow[];
  nextId: number;
}

export type PairEditorAction =
  | { type: 'add' }
  | { type: 'remove'; id: number }
  | { type: 'change'; id: number; field: 'question' | 'answer'; value: string }
  | { type: 'reset'; pairs: readonly KnowledgeFaqPair[] };

/**
 * The editor's rows from saved pairs, or one empty row to start with.
 * @example createPairEditorState([]).rows // [{ id: 0, question: '', answer: '' }]
 */
export function createPairEditorState(pairs: readonly KnowledgeFaqPair[] = []): PairEditorState {
  const rows = pairs.map((pair, index) => ({ id: index, question: pair.question, answer: pair.answer }));
  if (rows.length === 0) return { rows: [{ id: 0, question: '', answer: '' }], nextId: 1 };
  return { rows, nextId: rows.length };
}

/**
 * The question/answer editor's state change: add a row (up to the contract's limit), remove one
 * (the last row left is emptied instead), change a field, or start again from saved pairs.
 */
export function pairEditorReducer(state: PairEditorState, action: PairEditorAction): PairEditorState {
  switch (action.type) {
    case 'add':
      if (state.rows.length >= KNOWLEDGE_FIELD_LIMITS.pairs) return state;
      return {
        rows: [...state.rows, { id: state.nextId, question: '', answer: '' }],
        nextId: state.nextId + 1,
      };
    case 'remove': {
      if (!state.rows.some((row) => row.id === action.id)) return state;
      const rows = state.rows.filter((row) => row.id !== action.id);
      if (rows.length > 0) return { ...state, rows };
      return { rows: [{ id: state.nextId, question: '', answer: '' }], nextId: state.nextId + 1 };
    }
    case 'change':
      return {
        ...state,
        rows: state.rows.map((row) =>
          row.id === action.id ? { ...row, [action.field]: action.value } : row,
        ),
      };
    case 'reset':
      return createPairEditorState(action.pairs);
  }
}

/** The pairs to send and, for each, the row it came from (to put the server's `pairs.N` errors back). */
export interface PairsToSend {
  pairs: KnowledgeFaqPair[];
  rowIds: number[];
}

/**
 * The rows as the contract's pairs: fields trimmed, rows left wholly empty skipped.
 * @example readPairs([{ id: 4, question: ' ¿Abren? ', answer: 'Sí' }, { id: 5, question: '', answer: ' ' }])
 * // { pairs: [{ question: '¿Abren?', answer: 'Sí' }], rowIds: [4] }
 */
export function readPairs(rows: readonly PairRow[]): PairsToSend {
  const pairs: KnowledgeFaqPair[] = [];
  const rowIds: number[] = [];
  for (const row of rows) {
    const question = row.question.trim();
    const answer = row.answer.trim();
    if (question === '' && answer === '') continue;
    pairs.push({ question, answer });
    rowIds.push(row.id);
  }
  return { pairs, rowIds };
}
