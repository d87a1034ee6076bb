/** One part of a document: the text under a heading (null before the first heading). */
export interface ReadSection {
  heading: string | null;
  text: string;
}

/** A document read as prose: PDF, DOCX, text, Markdown or a web page. */
export interface SectionsDocument {
  kind: 'sections';
  title: string;
  sections: ReadSection[];
}

/** A spreadsheet read as rows: each record maps the header row's names to the row's cells. */
export interface RecordsDocument {
  kind: 'records';
  title: string;
  records: Record<string, string>[];
}

/** What every reader returns: plain structured text, never markup. */
export type ReadDocument = SectionsDocument | RecordsDocument;

/**
 * Why a source could not be read. The caller turns the code into a Spanish or English message;
 * `detail` is for logs and support, never shown as is.
 */
export type ReadErrorCode =
  | 'unreadable'
  | 'empty'
  | 'tooLarge'
  | 'encrypted'
  | 'unsupported'
  | 'fetchFailed'
  | 'blocked'
  | 'robots'
  | 'timeout';

export interface ReadError {
  code: ReadErrorCode;
  detail?: string;
}

/** A reader's answer: readers never throw, a failure is one of the codes above. */
export type ReadResult<T> = { ok: true; document: T } | { ok: false; error: ReadError };

/**
 * Thrown inside a reader to stop with a known code; the reader's entry point turns it into
 * `{ ok: false, error }` (see {@link toReadError}). Never leaves this folder.
 */
export class ReaderFailure extends Error {
  readonly code: ReadErrorCode;
  readonly detail: string | undefined;

  constructor(code: ReadErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.detail = detail;
  }
}

/**
 * The read error for anything a reader caught: its own {@link ReaderFailure} as is, any other
 * error (a library's) as `unreadable` with the error's message as detail.
 */
export function toReadError(error: unknown): ReadError {
  if (error instanceof ReaderFailure) {
    return error.detail === undefined ? { code: error.code } : { code: error.code, detail: error.detail };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unreadable', detail: message.slice(0, 300) };
}
