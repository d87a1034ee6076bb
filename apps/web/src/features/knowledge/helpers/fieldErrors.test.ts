import { createKnowledgeSourceBodySchema } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { pairFieldPath, readSchemaIssues, toRowErrors } from './fieldErrors';
import { getValidationParams, KNOWLEDGE_VALIDATION_KEYS, toValidationKey } from './validationMessages';

describe('readSchemaIssues', () => {
  it('names each wrong field of a FAQ with the contract’s message, by path', () => {
    const parsed = createKnowledgeSourceBodySchema.safeParse({
      kind: 'faq',
      pairs: [
        { question: '¿Abren los domingos?', answer: 'No.' },
        { question: '¿', answer: '' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error && readSchemaIssues(parsed.error)).toEqual({
      'pairs.1.question': 'questionTooShort',
      'pairs.1.answer': 'answerRequired',
    });
  });

  it('keeps the first message of a field', () => {
    const parsed = createKnowledgeSourceBodySchema.safeParse({ kind: 'url', url: 'ftp://x' });
    expect(parsed.error && readSchemaIssues(parsed.error)).toEqual({ url: 'urlInvalid' });
    const text = createKnowledgeSourceBodySchema.safeParse({ kind: 'text', title: ' ', body: '' });
    expect(text.error && readSchemaIssues(text.error)).toEqual({
      title: 'titleRequired',
      body: 'bodyRequired',
    });
  });
});

describe('toRowErrors', () => {
  it('moves the errors of the sent pairs onto the rows they came from', () => {
    expect(
      toRowErrors({ 'pairs.0.answer': 'a', 'pairs.1.question': 'b', pairs: 'c', title: 'd' }, [4, 9]),
    ).toEqual({
      [pairFieldPath(4, 'answer')]: 'a',
      [pairFieldPath(9, 'question')]: 'b',
      pairs: 'c',
      title: 'd',
    });
  });

  it('leaves a pair the editor does not know where it is', () => {
    expect(toRowErrors({ 'pairs.5.answer': 'a' }, [1])).toEqual({ 'pairs.5.answer': 'a' });
  });
});

describe('validation messages', () => {
  it('knows every message of the contract’s knowledge schemas', () => {
    expect(toValidationKey('knowledge.validation.tooManyPairs')).toBe('tooManyPairs');
    expect(toValidationKey('knowledge.validation.somethingNew')).toBe('invalid');
    expect(toValidationKey('Invalid input')).toBe('invalid');
    expect(KNOWLEDGE_VALIDATION_KEYS).toContain('invalid');
  });

  it('fills the limits each text mentions in the user’s language', () => {
    expect(getValidationParams('bodyTooLong', 'es').max).toBe('200.000');
    expect(getValidationParams('bodyTooLong', 'en').max).toBe('200,000');
    expect(getValidationParams('fileTooLarge', 'es').max).toBe('10');
    expect(getValidationParams('questionTooShort', 'es').min).toBe('3');
  });
});
