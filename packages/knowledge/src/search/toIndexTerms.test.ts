import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { toIndexTerms } from './toIndexTerms';

const passages = SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source));

describe('toIndexTerms', () => {
  it('gives the title (title and headings), question and body terms of a passage', () => {
    const faq = passages.find((passage) => passage.id === 'faq:0');
    expect(toIndexTerms(faq!)).toEqual({
      title: ['pregunt', 'frecuent'],
      question: ['envi', 'domicili'],
      body: ['repart', 'ciud', '3', 'gratis', '30'],
    });
    const text = passages.find((passage) => passage.headings[0] === 'Dónde estamos');
    expect(toIndexTerms(text!).title).toEqual(['direccion']);
  });

  it('analyses each passage in its own language', () => {
    const english = passages.find((passage) => passage.language === 'en');
    expect(toIndexTerms(english!).question).toEqual(['envi', 'hotel']);
  });
});
