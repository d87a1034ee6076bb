import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { listZipEntries, readZipEntry } from './readZip';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readZip', () => {
  it('lists entries and reads stored and deflated ones', () => {
    const zip = zipSync({
      'word/document.xml': utf8('<w:document>hola</w:document>'.repeat(50)),
      'raw.txt': [utf8('sin comprimir'), { level: 0 }],
    });
    const entries = listZipEntries(zip);
    expect(entries.map((entry) => [entry.name, entry.method])).toEqual([
      ['word/document.xml', 8],
      ['raw.txt', 0],
    ]);
    expect(new TextDecoder().decode(readZipEntry(zip, entries[0]!))).toBe(
      '<w:document>hola</w:document>'.repeat(50),
    );
    expect(new TextDecoder().decode(readZipEntry(zip, entries[1]!))).toBe('sin comprimir');
  });

  it('stops a ZIP bomb at the cap, even when the archive lies about its size', () => {
    const zip = zipSync({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    expect(zip.length).toBeLessThan(100_000);
    // Claim an uncompressed size of 1 KB in the central directory and the local header.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(22, 1024, true);
    const directory = zip.length - 22 - 46 - 'word/document.xml'.length;
    view.setUint32(directory + 24, 1024, true);
    const [entry] = listZipEntries(zip);
    expect(() => readZipEntry(zip, entry!, 1024 * 1024)).toThrowError(/tooLarge/);
  });

  it('refuses encrypted entries, cut archives and corrupt streams', () => {
    const zip = zipSync({ 'a.xml': utf8('x'.repeat(1000)) });
    const [entry] = listZipEntries(zip);
    expect(() => readZipEntry(zip, { ...entry!, encrypted: true })).toThrowError(/encrypted/);
    expect(() => listZipEntries(zip.subarray(0, zip.length - 30))).toThrowError(/unreadable/);
    const corrupt = zip.slice();
    corrupt.fill(0xff, 40, 50);
    expect(() => readZipEntry(corrupt, entry!)).toThrowError(/unreadable/);
  });
});
