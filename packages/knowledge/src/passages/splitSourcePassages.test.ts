import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Passage } from './passageTypes';
import { splitIntoPassages } from './splitIntoPassages';

const squeeze = (text: string): string => text.replace(/\s+/gu, '');
const text = (body: string) => splitIntoPassages({ kind: 'text', id: 'doc', title: 'Documento', body });

/** Every heading as it first appears, every question, every text: what the passages hold, in order. */
function replay(passages: readonly Passage[]): string {
  let previous: readonly string[] = [];
  let question: string | undefined;
  let out = '';
  for (const passage of passages) {
    let same = 0;
    while (same < previous.length && previous[same] === passage.headings[same]) same += 1;
    const changed = same < passage.headings.length || same < previous.length;
    out += passage.headings.slice(changed ? same : passage.headings.length).join('');
    if (passage.question !== undefined && (passage.question !== question || changed)) out += passage.question;
    out += passage.text;
    previous = passage.headings;
    question = passage.question;
  }
  return out;
}

/** A drawn line made unique by its number: after a heading's marks, or before any other text. */
function numberLine(text: string, index: number): string {
  const heading = /^(#{1,6} )(.*)$/u.exec(text);
  if (heading) return heading[2]?.trim() ? `${heading[1]}${index}${heading[2]}` : text;
  return text.trim() === '' ? text : `${index}${text}`;
}

describe('splitIntoPassages (text)', () => {
  it('keeps heading paths, ids, positions and a language per passage', () => {
    const passages = text(
      '# Envíos\n\n## Plazos\n\nEntregamos en 48 horas.\n\n# Shipping\n\nWe ship to the whole EU.',
    );
    expect(passages.map((p) => [p.id, p.position, p.headings, p.language, p.kind])).toEqual([
      ['doc:0', 0, ['Envíos', 'Plazos'], 'es', 'text'],
      ['doc:1', 1, ['Shipping'], 'en', 'text'],
    ]);
  });

  it('makes FAQ passages from question lines in text', () => {
    const [passage] = text('¿Hacen envíos?\nSí, a toda España.');
    expect(passage).toMatchObject({ kind: 'faq', question: '¿Hacen envíos?', text: 'Sí, a toda España.' });
  });

  it('gives no passage for empty or blank input', () => {
    expect(text('')).toEqual([]);
    expect(text(' \n\n \t')).toEqual([]);
  });

  it('cuts a 10,000-word body into readable passages quickly', () => {
    const sentences = Array.from(
      { length: 1000 },
      (_, i) => `El producto ${i} se envía en dos días laborables.`,
    );
    const body = Array.from({ length: 100 }, (_, i) => sentences.slice(i * 10, i * 10 + 10).join(' ')).join(
      '\n\n',
    );
    expect(body.split(/\s+/).length).toBeGreaterThanOrEqual(9000);
    const started = performance.now();
    const passages = text(body);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(800);
    expect(passages.filter((passage) => passage.text.length < 300)).toHaveLength(0);
    for (const passage of passages) expect(passage.text).toMatch(/^El producto \d+.*laborables\.$/su);
    expect(squeeze(passages.map((p) => p.text).join(''))).toBe(squeeze(body));
  });

  it('cuts a 10,000-word body without punctuation at words', () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `palabra${i % 97}`).join(' ');
    const passages = text(body);
    expect(passages.length).toBeGreaterThan(100);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(800);
    expect(passages.map((p) => p.text).join(' ')).toBe(body);
  });

  it('never loses nor duplicates text beyond whitespace, whatever the body', () => {
    const line = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 200 }).map((s) => s.replace(/[#*_]/gu, '')),
      fc.constantFrom('', '', 'Horario', '¿Abren hoy?', 'Una frase. Otra frase.', '- Punto de lista'),
      fc.string({ maxLength: 30 }).map((s) => `# ${s.replace(/[#*_]/gu, '')}`),
      fc.string({ maxLength: 30 }).map((s) => `## ${s.replace(/[#*_]/gu, '')}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (drawn) => {
        // Each line is told apart from the others by its number: the replay writes a heading or a
        // question again only when it changes, so two sections under the very same heading (a
        // «Horario» line, or «# Horario», twice), or two pairs asking the very same thing, would
        // read as one.
        const lines = drawn.map((text, index) => numberLine(text, index));
        const body = lines.join('\n');
        const passages = text(body);
        const withoutMarks = body.replace(/^ {0,3}#{1,6}[ \t]+(?=\S)/gmu, '');
        expect(squeeze(replay(passages))).toBe(squeeze(withoutMarks));
        expect(text(body)).toEqual(passages);
      }),
      { numRuns: 400 },
    );
  });
});

describe('splitIntoPassages (FAQ and records)', () => {
  it('gives one passage per FAQ pair, question apart, skipping pairs without answer', () => {
    const passages = splitIntoPassages({
      kind: 'faq',
      id: 'faq',
      title: 'FAQ',
      pairs: [
        { question: '¿Abren el sábado?', answer: 'Sí, de 10 a 14.' },
        { question: '¿Sin respuesta?', answer: '  ' },
        { question: 'Do you ship abroad?', answer: 'Yes, to the whole EU.' },
      ],
    });
    expect(passages.map((p) => [p.id, p.kind, p.question, p.text, p.language])).toEqual([
      ['faq:0', 'faq', '¿Abren el sábado?', 'Sí, de 10 a 14.', 'es'],
      ['faq:1', 'faq', 'Do you ship abroad?', 'Yes, to the whole EU.', 'en'],
    ]);
  });

  it('gives one passage per row: FAQ rows with question and answer columns, the rest as "Column: value"', () => {
    const passages = splitIntoPassages({
      kind: 'records',
      id: 'csv',
      title: 'Tarifas',
      rows: [
        { Servicio: 'Corte de pelo', Precio: 15, Duración: '30 min', Notas: null },
        { Pregunta: '¿Hay que reservar?', Respuesta: 'Sí, por teléfono.' },
        { Servicio: '', Precio: '' },
      ],
    });
    expect(passages).toHaveLength(2);
    expect(passages[0]).toMatchObject({
      kind: 'record',
      headings: ['Corte de pelo'],
      text: 'Servicio: Corte de pelo\nPrecio: 15\nDuración: 30 min',
    });
    expect(passages[1]).toMatchObject({
      kind: 'faq',
      question: '¿Hay que reservar?',
      text: 'Sí, por teléfono.',
    });
  });
});
