import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DEFAULTS, readKnowledgeSettings } from './readKnowledgeSettings';

const read = (data: Record<string, unknown>) => readKnowledgeSettings({ type: 'knowledge', data });

describe('readKnowledgeSettings', () => {
  it('gives a node without settings the defaults: the last reply, its variable, AI and sources on', () => {
    expect(read({})).toEqual({
      question: '{{last_reply}}',
      responseVariable: 'respuesta_conocimiento',
      useAi: true,
      showSources: true,
      unknownMessage: undefined,
    });
    expect(KNOWLEDGE_DEFAULTS.question).toBe('{{last_reply}}');
  });

  it('reads the owner’s settings, the variable trimmed', () => {
    expect(
      read({
        question: '¿{{producto}} tiene garantía?',
        responseVariable: ' respuesta ',
        useAi: false,
        showSources: false,
        unknownMessage: 'No lo sé, {{nombre}}.',
      }),
    ).toEqual({
      question: '¿{{producto}} tiene garantía?',
      responseVariable: 'respuesta',
      useAi: false,
      showSources: false,
      unknownMessage: 'No lo sé, {{nombre}}.',
    });
  });

  it('reads a blank question as none, but a missing or mistyped one as the default', () => {
    expect(read({ question: '   ' }).question).toBeUndefined();
    expect(read({ question: '' }).question).toBeUndefined();
    expect(read({ question: 42 }).question).toBe('{{last_reply}}');
  });

  it('never throws and keeps switches on unless stored as false', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('question', 'responseVariable', 'useAi', 'showSources', 'unknownMessage'),
          fc.anything(),
        ),
        (data) => {
          const settings = read(data);
          expect(settings.useAi).toBe(data.useAi !== false);
          expect(settings.showSources).toBe(data.showSources !== false);
          expect(settings.responseVariable.trim()).toBe(settings.responseVariable);
          expect(settings.responseVariable).not.toBe('');
          if (settings.question !== undefined) expect(settings.question.trim()).not.toBe('');
          if (settings.unknownMessage !== undefined) expect(settings.unknownMessage.trim()).not.toBe('');
        },
      ),
    );
  });
});
