import type { UnansweredGroup } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOtherPhrasings, removeAnsweredGroups, unansweredGroupKey } from './unansweredDisplay';

const group = (question: string, questionIds: string[], examples: string[] = []): UnansweredGroup => ({
  question,
  count: questionIds.length,
  lastAskedAt: '2025-01-01T10:00:00.000Z',
  examples,
  questionIds,
});

describe('listOtherPhrasings', () => {
  it('leaves out the question itself and repeats, ignoring case and spaces', () => {
    expect(
      listOtherPhrasings(
        group('¿Envían a Japón?', ['a'], ['¿envían a  Japón?', ' envios japon ', 'ENVIOS JAPON', '']),
      ),
    ).toEqual(['envios japon']);
  });

  it('never lists the title or the same phrasing twice', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 8 }), (question, examples) => {
        const others = listOtherPhrasings({ question, examples });
        const keys = others.map((text) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim());
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).not.toContain(question.toLocaleLowerCase().replace(/\s+/g, ' ').trim());
      }),
    );
  });
});

describe('removeAnsweredGroups', () => {
  it('takes out the groups whose questions were answered and keeps the others in order', () => {
    const groups = [group('a', ['1', '2']), group('b', ['3']), group('c', ['4'])];
    expect(removeAnsweredGroups(groups, ['2']).map((item) => item.question)).toEqual(['b', 'c']);
    expect(removeAnsweredGroups(groups, [])).toEqual(groups);
  });
});

describe('unansweredGroupKey', () => {
  it('is the first question id, or the question when there is none', () => {
    expect(unansweredGroupKey(group('a', ['x', 'y']))).toBe('x');
    expect(unansweredGroupKey(group('a', []))).toBe('a');
  });
});
