/** A new id for a row of a node's list (a header, a mapping, a rule), unique within the editor. */
export function createRowId(prefix: string): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random.slice(0, 12)}`;
}
