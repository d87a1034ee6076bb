import { readCsv } from './csv/readCsv';
import { readDocx } from './docx/readDocx';
import { readPdf } from './pdf/readPdf';
import { type ReadDocument, ReaderFailure, type ReadResult, toReadError } from './readerTypes';
import { sniffFileType } from './sniffFileType';
import { readMarkdown, readPlainText } from './text/readTextFile';

export interface FileToRead {
  fileName: string;
  mimeType?: string | null;
  bytes: Uint8Array;
  /** The most bytes accepted; a larger file fails with `tooLarge` before anything is parsed. */
  maxBytes: number;
}

/**
 * Reads an uploaded knowledge file — PDF, DOCX, CSV, Markdown or plain text, told apart by their
 * bytes before their name (`sniffFileType`) — into plain structured text. Never throws: a
 * failure is `{ ok: false, error: { code, detail } }`, a library's own error included (as
 * `unreadable`). PDF reading is CPU-bound on the calling thread: run it from a job, not a route.
 * @example
 * const result = await readFile({ fileName: 'precios.csv', mimeType: 'text/csv', bytes, maxBytes: 10_000_000 });
 * if (result.ok && result.document.kind === 'records') console.log(result.document.records.length);
 */
export async function readFile(file: FileToRead): Promise<ReadResult<ReadDocument>> {
  try {
    if (file.bytes.length > file.maxBytes) {
      throw new ReaderFailure('tooLarge', `${file.bytes.length} bytes, over ${file.maxBytes}`);
    }
    const kind = sniffFileType({ fileName: file.fileName, mimeType: file.mimeType, bytes: file.bytes });
    const document =
      kind === 'pdf'
        ? await readPdf(file.fileName, file.bytes)
        : kind === 'docx'
          ? readDocx(file.fileName, file.bytes)
          : kind === 'csv'
            ? readCsv(file.fileName, file.bytes)
            : kind === 'markdown'
              ? readMarkdown(file.fileName, file.bytes)
              : readPlainText(file.fileName, file.bytes);
    return { ok: true, document };
  } catch (error) {
    return { ok: false, error: toReadError(error) };
  }
}
