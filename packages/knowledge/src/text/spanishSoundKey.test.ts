import { describe, expect, it } from 'vitest';
import { spanishSoundKey } from './spanishSoundKey';

describe('spanishSoundKey', () => {
  it.each([
    ['kiero', 'quiero'],
    ['kuanto', 'cuanto'],
    ['debolver', 'devolver'],
    ['limpiesa', 'limpieza'],
    ['orario', 'horario'],
    ['jente', 'gente'],
    ['gerra', 'guerra'],
    ['yamar', 'llamar'],
    ['sanitass', 'sanitas'],
    ['aseptan', 'aceptan'],
    ['kasa', 'casa'],
  ])('«%s» sounds like «%s»', (typed, meant) => {
    expect(spanishSoundKey(typed)).toBe(spanishSoundKey(meant));
  });

  it.each([
    ['casa', 'cosa'],
    ['pero', 'pera'],
    ['chico', 'sico'],
    ['mucho', 'muco'],
    ['gato', 'jato'],
  ])('keeps «%s» and «%s» apart', (a, b) => {
    expect(spanishSoundKey(a)).not.toBe(spanishSoundKey(b));
  });
});
