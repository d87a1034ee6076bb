import { detectLanguage } from '../text/detectLanguage';
import { foldText } from '../text/foldText';
import type { Passage, RecordValue } from './passageTypes';

const QUESTION_COLUMNS = new Set(['question', 'pregunta', 'preguntas', 'questions', 'q']);
const ANSWER_COLUMNS = new Set(['answer', 'respuesta', 'respuestas', 'answers', 'a']);
const LABEL_COLUMNS = [
  'nombre',
  'name',
  'titulo',
  'title',
  'producto',
  'product',
  'servicio',
  'service',
].concat(['tratamiento', 'treatment', 'articulo', 'item', 'plato', 'dish', 'curso', 'course']);

const cell = (value: RecordValue): string =>
  value === null || value === undefined ? '' : String(value).trim();

function findColumn(
  row: Readonly<Record<string, RecordValue>>,
  names: ReadonlySet<string>,
): string | undefined {
  return Object.keys(row).find((key) => names.has(foldText(key)));
}

function findLabel(row: Readonly<Record<string, RecordValue>>): string | undefined {
  const keys = Object.keys(row);
  const byName = LABEL_COLUMNS.map((name) => keys.find((key) => foldText(key) === name)).find(Boolean);
  return byName ?? keys.find((key) => /\p{L}/u.test(cell(row[key])));
}

/**
 * One passage per table row (CSV, spreadsheet). A row with a question and an answer column
 * (`pregunta`/`respuesta`, `question`/`answer`) is a FAQ pair; any other row reads "Column: value"
 * line by line, with its name-like column (`nombre`, `producto`, `tratamiento`… or the first text
 * cell) as heading. Empty rows are skipped.
 *
 * @example recordsToPassages({ id: 't', title: 'Tarifas', rows: [{ Servicio: 'Corte', Precio: '12 €' }] })[0]?.text // 'Servicio: Corte\nPrecio: 12 €'
 */
export function recordsToPassages(source: {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly Readonly<Record<string, RecordValue>>[];
}): Passage[] {
  const passages: Passage[] = [];
  for (const row of source.rows) {
    const questionKey = findColumn(row, QUESTION_COLUMNS);
    const answerKey = findColumn(row, ANSWER_COLUMNS);
    const question = questionKey ? cell(row[questionKey]) : '';
    const answer = answerKey ? cell(row[answerKey]) : '';
    const faq = question !== '' && answer !== '';
    const label = faq ? undefined : findLabel(row);
    const text = faq
      ? answer
      : Object.entries(row)
          .filter(([, value]) => cell(value) !== '')
          .map(([key, value]) => `${key.trim()}: ${cell(value)}`)
          .join('\n');
    if (text === '') continue;
    const position = passages.length;
    passages.push({
      id: `${source.id}:${position}`,
      sourceId: source.id,
      position,
      kind: faq ? 'faq' : 'record',
      title: source.title,
      headings: label && cell(row[label]) !== '' ? [cell(row[label])] : [],
      ...(faq ? { question } : {}),
      text,
      language: detectLanguage(`${question} ${text}`),
    });
  }
  return passages;
}
