import { describe, expect, it } from 'vitest';
import { readPhraseLines } from './handoffSettingsApi';

describe('readPhraseLines', () => {
  it('takes one phrase a line, trimmed, without blank lines', () => {
    expect(readPhraseLines('  humano \n\n agente\r\n  \nhablar con alguien')).toEqual([
      'humano',
      'agente',
      'hablar con alguien',
    ]);
    expect(readPhraseLines('   \n')).toEqual([]);
  });
});
