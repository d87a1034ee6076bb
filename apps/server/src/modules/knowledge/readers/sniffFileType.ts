import { listZipEntries } from './docx/readZip';
import { ReaderFailure } from './readerTypes';

/** The kinds of file the readers understand. */
export type FileKind = 'pdf' | 'docx' | 'csv' | 'markdown' | 'text';

export interface FileToSniff {
  fileName: string;
  mimeType: string | null | undefined;
  bytes: Uint8Array;
}

const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  csv: 'csv',
  tsv: 'csv',
  md: 'markdown',
  markdown: 'markdown',
  mdown: 'markdown',
  txt: 'text',
  text: 'text',
};

const MIME_TYPES: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'csv',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
};

const OFFICE_ENCRYPTED_EXTENSIONS = new Set(['docx', 'xlsx', 'pptx', 'docm']);

/**
 * What a file is, decided by its bytes first — `%PDF-` near the start, a ZIP holding
 * `word/document.xml` — then by its extension, then by its declared type. Fails with `encrypted`
 * for a password-protected Office file (an OLE container under a .docx name), `unreadable` for a
 * file whose bytes contradict its .pdf or .docx name, `unsupported` for anything else (images,
 * spreadsheets, legacy .doc, binary data under a text name).
 * @example sniffFileType({ fileName: 'a.bin', mimeType: null, bytes: pdfBytes }) // 'pdf'
 */
export function sniffFileType({ fileName, mimeType, bytes }: FileToSniff): FileKind {
  if (bytes.length === 0) throw new ReaderFailure('empty');
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]{1,10})$/)?.[1] ?? '';
  if (startsWithin(bytes, '%PDF-', 1024)) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (listZipEntries(bytes).some((entry) => entry.name === 'word/document.xml')) return 'docx';
    if (extension === 'docx') throw new ReaderFailure('unreadable', 'zip without word/document.xml');
    throw new ReaderFailure('unsupported', extension || 'zip');
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (OFFICE_ENCRYPTED_EXTENSIONS.has(extension)) throw new ReaderFailure('encrypted', extension);
    throw new ReaderFailure('unsupported', extension || 'ole');
  }
  const declared = EXTENSIONS[extension] ?? MIME_TYPES[(mimeType ?? '').split(';')[0]!.trim().toLowerCase()];
  if (declared === 'pdf' || declared === 'docx') {
    throw new ReaderFailure('unreadable', `not a ${declared.toUpperCase()} file`);
  }
  if (!declared) throw new ReaderFailure('unsupported', extension || mimeType || 'unknown');
  if (looksBinary(bytes))
    throw new ReaderFailure('unsupported', `binary data in a ${extension || declared} file`);
  return declared;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function startsWithin(bytes: Uint8Array, text: string, within: number): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, within + text.length));
  return head.includes(text);
}

/** NUL bytes in the first 8 KB of a file without a UTF-16 byte order mark: not text. */
function looksBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  return bytes.subarray(0, 8192).includes(0);
}
