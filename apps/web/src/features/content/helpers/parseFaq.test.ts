import { describe, expect, it } from 'vitest';
import { parseFaq } from './parseFaq';

describe('parseFaq', () => {
  it('groups questions under sections with their answers', () => {
    const sections = parseFaq(
      '# Cuenta\n\n## ¿Es gratis?\n\nSí.\n\nDel todo.\n\n## ¿Y el idioma?\nEspañol.\n# Bots\n## ¿Cuántos?\nMuchos.',
    );
    expect(sections).toEqual([
      {
        title: 'Cuenta',
        items: [
          { id: 'faq-1', question: '¿Es gratis?', answer: 'Sí.\n\nDel todo.' },
          { id: 'faq-2', question: '¿Y el idioma?', answer: 'Español.' },
        ],
      },
      { title: 'Bots', items: [{ id: 'faq-3', question: '¿Cuántos?', answer: 'Muchos.' }] },
    ]);
  });

  it('keeps questions that come before any section and drops empty sections', () => {
    expect(parseFaq('Intro\n## ¿Qué?\nEsto.\n# Vacía')).toEqual([
      { title: '', items: [{ id: 'faq-1', question: '¿Qué?', answer: 'Esto.' }] },
    ]);
  });
});
