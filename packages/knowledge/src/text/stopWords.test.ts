import { describe, expect, it } from 'vitest';
import { foldText } from './foldText';
import { isStopWord, STOP_WORDS } from './stopWords';

describe('stop words', () => {
  it('knows the function words and question fillers of each language', () => {
    expect(isStopWord('cuando', 'es')).toBe(true);
    expect(isStopWord('quisiera', 'es')).toBe(true);
    expect(isStopWord('the', 'en')).toBe(true);
    expect(isStopWord('please', 'en')).toBe(true);
  });

  it('keeps the words a question is about', () => {
    for (const word of ['envio', 'horario', 'precio', 'cita', 'dias'])
      expect(isStopWord(word, 'es')).toBe(false);
    for (const word of ['shipping', 'refund', 'open']) expect(isStopWord(word, 'en')).toBe(false);
  });

  it('is written folded, so it matches folded text', () => {
    for (const list of Object.values(STOP_WORDS)) for (const word of list) expect(foldText(word)).toBe(word);
  });
});
