/**
 * The text of a file whose encoding is not declared: a byte order mark decides (UTF-8, UTF-16 LE
 * or BE, the mark itself dropped); without one, strict UTF-8, and when the bytes are not valid
 * UTF-8, windows-1252 (what Excel and Notepad on a Spanish Windows write).
 * @example decodeText(new Uint8Array([0x61, 0xf1, 0x6f])) // 'año' (windows-1252)
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * What windows-1252 puts at 0x80–0x9F (the WHATWG table; the five unassigned bytes stay C1
 * controls). Node 20's TextDecoder reads this label as ISO-8859-1, losing €, curly quotes and
 * dashes, so the table is written here.
 */
const HIGH_CONTROLS = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Bytes as windows-1252: every byte is one character, the Latin-1 one outside 0x80–0x9F. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const chars: string[] = [];
  const chunk = 8192;
  for (let start = 0; start < bytes.length; start += chunk) {
    let text = '';
    for (const byte of bytes.subarray(start, start + chunk)) {
      text += byte >= 0x80 && byte <= 0x9f ? HIGH_CONTROLS[byte - 0x80] : String.fromCharCode(byte);
    }
    chars.push(text);
  }
  return chars.join('');
}
