/** A Markdown file split into its front matter fields and its body. */
export interface MarkdownDocument {
  fields: Record<string, string>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Reads the `key: value` lines between the leading `---` fences; quotes around a value are dropped.
 * A file without front matter is all body.
 * @example parseFrontMatter('---\ntitle: Hola\n---\nTexto') // { fields: { title: 'Hola' }, body: 'Texto' }
 */
export function parseFrontMatter(raw: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { fields: {}, body: raw };
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim();
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    if (key) fields[key] = value;
  }
  return { fields, body: raw.slice(match[0].length) };
}
