import type { KnowledgePassage } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { readEditableBody, readEditablePairs } from './editableContent';

let next = 0;
const passage = (fields: Partial<KnowledgePassage> & Pick<KnowledgePassage, 'text'>): KnowledgePassage => ({
  id: `p${next}`,
  position: next++,
  kind: 'text',
  headings: [],
  question: null,
  language: 'es',
  ...fields,
});

describe('readEditablePairs', () => {
  it('uses the saved pairs when the server sends them', () => {
    const pairs = [{ question: '¿Abren?', answer: 'Sí' }];
    expect(readEditablePairs({ passages: [], pairs })).toEqual({ value: pairs, exact: true });
  });

  it('rebuilds the pairs from the passages in order otherwise', () => {
    const second = passage({ kind: 'faq', question: '¿Envían?', text: 'A toda España.', position: 5 });
    const first = passage({ kind: 'faq', question: '¿Abren?', text: 'De 9 a 18.', position: 1 });
    const loose = passage({ text: 'Sin pregunta.', position: 9 });
    expect(readEditablePairs({ passages: [second, loose, first] })).toEqual({
      value: [
        { question: '¿Abren?', answer: 'De 9 a 18.' },
        { question: '¿Envían?', answer: 'A toda España.' },
        { question: '', answer: 'Sin pregunta.' },
      ],
      exact: false,
    });
  });
});

describe('readEditableBody', () => {
  it('uses the saved text when the server sends it', () => {
    expect(readEditableBody({ passages: [passage({ text: 'x' })], body: '# Hola\n\nx' })).toEqual({
      value: '# Hola\n\nx',
      exact: true,
    });
  });

  it('writes each heading once, where the heading path changes, and questions before their answers', () => {
    const passages = [
      passage({ headings: ['Envíos'], text: 'A toda España.' }),
      passage({ headings: ['Envíos'], text: 'En 48 horas.' }),
      passage({ headings: ['Envíos', 'Canarias'], text: 'De 5 a 8 días.' }),
      passage({ headings: ['Pagos'], kind: 'faq', question: '¿Bizum?', text: 'Sí.' }),
      passage({ headings: ['Pagos'], kind: 'faq', question: '¿Bizum?', text: 'También PayPal.' }),
    ];
    expect(readEditableBody({ passages }).value).toBe(
      [
        '# Envíos',
        'A toda España.',
        'En 48 horas.',
        '## Canarias',
        'De 5 a 8 días.',
        '# Pagos',
        '¿Bizum?',
        'Sí.',
        'También PayPal.',
      ].join('\n\n'),
    );
  });

  it('is empty for a source without passages', () => {
    expect(readEditableBody({ passages: [] })).toEqual({ value: '', exact: false });
  });
});
