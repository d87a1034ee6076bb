import { describe, expect, it } from 'vitest';
import { chooseDropOffAdvice } from './chooseDropOffAdvice';

describe('chooseDropOffAdvice', () => {
  it('tells a plain message apart from one that waits for a reply', () => {
    expect(chooseDropOffAdvice({ type: 'message', data: { message: 'Hola' } })).toBe('message');
    expect(chooseDropOffAdvice({ type: 'message', data: { capture: false } })).toBe('message');
    expect(chooseDropOffAdvice({ type: 'message', data: { capture: true } })).toBe('question');
    expect(chooseDropOffAdvice({ type: 'message', data: { capture: { variable: 'email' } } })).toBe(
      'question',
    );
  });

  it('sends every service node, old names included, to the same advice', () => {
    for (const type of [
      'httpRequest',
      'httpRequestNode',
      'ai',
      'aiNodePro',
      'webhookNode',
      'powerNode',
      'discord',
    ]) {
      expect(chooseDropOffAdvice({ type, data: {} }), type).toBe('service');
    }
  });

  it('has advice of its own for the other steps, and a general one for the unknown', () => {
    expect(chooseDropOffAdvice({ type: 'start' })).toBe('start');
    expect(chooseDropOffAdvice({ type: 'decision', data: {} })).toBe('decision');
    expect(chooseDropOffAdvice({ type: 'option', data: {} })).toBe('option');
    expect(chooseDropOffAdvice({ type: 'action', data: {} })).toBe('action');
    expect(chooseDropOffAdvice({ type: 'complexConditionNode', data: {} })).toBe('condition');
    expect(chooseDropOffAdvice({ type: 'end', data: {} })).toBe('generic');
    expect(chooseDropOffAdvice({ type: 'somethingNew' })).toBe('generic');
    expect(chooseDropOffAdvice({})).toBe('generic');
  });
});
