import { KNOWLEDGE_DEFAULTS } from '@plubot/flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLastReplyQuestion } from './isLastReplyQuestion';

describe('isLastReplyQuestion', () => {
  it('recognises the default question, however it is spaced', () => {
    expect(isLastReplyQuestion(KNOWLEDGE_DEFAULTS.question)).toBe(true);
    expect(isLastReplyQuestion('  {{ last_reply }} ')).toBe(true);
  });

  it('does not take a question that says more, or another variable, for it', () => {
    expect(isLastReplyQuestion('¿{{last_reply}}?')).toBe(false);
    expect(isLastReplyQuestion('{{last_reply}} {{nombre}}')).toBe(false);
    expect(isLastReplyQuestion('{{last_choice}}')).toBe(false);
    expect(isLastReplyQuestion('{{last_replyx}}')).toBe(false);
    expect(isLastReplyQuestion('')).toBe(false);
  });

  it('is false for any question with words around the variable', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (words) => {
          expect(isLastReplyQuestion(`${words} {{last_reply}}`)).toBe(false);
        },
      ),
    );
  });
});
