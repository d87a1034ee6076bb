import { Inflate } from 'fflate';
import { MAX_ZIP_ENTRY_BYTES } from '../readerLimits';
import { ReaderFailure } from '../readerTypes';

/** One file of a ZIP archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_ENTRIES = 20_000;
const PUSH_BYTES = 16 * 1024;

/**
 * The files a ZIP archive lists in its central directory. Fails with `unreadable` when the
 * archive is cut or malformed, or is ZIP64 (no DOCX within the upload limit needs it).
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ReaderFailure('unreadable', 'zip64');
  if (count > MAX_ENTRIES) throw new ReaderFailure('tooLarge', `more than ${MAX_ENTRIES} zip entries`);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== DIRECTORY_ENTRY) {
      throw new ReaderFailure('unreadable', 'zip central directory');
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      encrypted: (view.getUint16(offset + 8, true) & 1) === 1,
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  throw new ReaderFailure('unreadable', 'no zip end of central directory');
}

/**
 * The bytes of one ZIP entry, inflated in small steps so that no more than `maxBytes` (32 MB by
 * default) is ever produced, whatever size the archive claims: a ZIP bomb fails with `tooLarge`
 * after using at most that much memory. An encrypted entry fails with `encrypted`, a method other
 * than stored or deflate with `unsupported`, a corrupt stream with `unreadable`.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes = MAX_ZIP_ENTRY_BYTES): Uint8Array {
  if (entry.encrypted) throw new ReaderFailure('encrypted', entry.name);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER) {
    throw new ReaderFailure('unreadable', `zip local header of ${entry.name}`);
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize)
    throw new ReaderFailure('unreadable', `zip entry ${entry.name} is cut`);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ReaderFailure('tooLarge', `${entry.name} over ${maxBytes} bytes`);
    return data;
  }
  if (entry.method !== 8) throw new ReaderFailure('unsupported', `zip method ${entry.method}`);
  return inflateCapped(data, maxBytes, entry.name);
}

function inflateCapped(data: Uint8Array, maxBytes: number, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > maxBytes) throw new ReaderFailure('tooLarge', `${name} inflates over ${maxBytes} bytes`);
    chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let offset = 0; offset < data.length && !finished; offset += PUSH_BYTES) {
      inflater.push(data.subarray(offset, offset + PUSH_BYTES), offset + PUSH_BYTES >= data.length);
    }
  } catch (error) {
    if (error instanceof ReaderFailure) throw error;
    throw new ReaderFailure('unreadable', `${name}: ${error instanceof Error ? error.message : 'inflate'}`);
  }
  if (!finished && data.length > 0) throw new ReaderFailure('unreadable', `${name} is cut`);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
