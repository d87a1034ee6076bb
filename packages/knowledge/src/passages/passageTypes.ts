/** The two languages the package understands; Spanish is the default when a text is unclear. */
export type Language = 'es' | 'en';

/** One question and its answer, as the owner writes them. */
export interface FaqPair {
  readonly question: string;
  readonly answer: string;
}

/** A cell of an imported table (CSV, spreadsheet). */
export type RecordValue = string | number | boolean | null | undefined;

/**
 * What an owner gives the bot to learn from. Files and web pages reach the package as `text`
 * (plain text or markdown, converted by the server).
 */
export type KnowledgeSource =
  | { readonly kind: 'text'; readonly id: string; readonly title: string; readonly body: string }
  | { readonly kind: 'faq'; readonly id: string; readonly title: string; readonly pairs: readonly FaqPair[] }
  | {
      readonly kind: 'records';
      readonly id: string;
      readonly title: string;
      readonly rows: readonly Readonly<Record<string, RecordValue>>[];
    };

/** The kinds of passage: a text excerpt, a question-answer pair, or one row of a table. */
export type PassageKind = 'text' | 'faq' | 'record';

/**
 * The unit the bot searches and answers with: a readable excerpt of a source.
 * `question` is set for FAQ pairs (and table rows with a question column); `text` is then the answer.
 */
export interface Passage {
  /** `<sourceId>:<position>`; the server may store its own ids instead. */
  readonly id: string;
  readonly sourceId: string;
  /** Order inside the source, from 0. */
  readonly position: number;
  readonly kind: PassageKind;
  /** The source's title. */
  readonly title: string;
  /** The headings above the passage, outermost first. */
  readonly headings: readonly string[];
  readonly question?: string;
  readonly text: string;
  readonly language: Language;
}
