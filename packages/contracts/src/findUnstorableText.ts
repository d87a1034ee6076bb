/**
 * Where, in a request's body, query or params, the first text sits that PostgreSQL cannot store
 * (see {@link isStorableText}): the path of the string — or of the object key — as a list of keys
 * and indexes (`['nodes', 1, 'data', 'message']`), `[]` for a bare string, or null when every text
 * can be stored. One rule for every text field of the API: the server answers such a request with
 * 422 `UNSTORABLE_TEXT` before any route sees it, however deep the text is (a saved flow's node).
 * @example findUnstorableText({ name: 'Ana', tags: ['a', 'b\u0000'] }) // ['tags', 1]
 */
export function findUnstorableText(value: unknown): Array<string | number> | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], key: index, parent: visit });
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (!isStorableText(key)) return [...pathOf(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Whether PostgreSQL can store `text` in a `text` or `jsonb` column: it holds no U+0000 (NUL) and
 * no half of a surrogate pair (a lone `\uD800`, which `jsonb` refuses and `text` turns into U+FFFD).
 * @example isStorableText('Hola 👋') // true
 * @example isStorableText('Hola\u0000') // false
 */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if (code < HIGH_SURROGATE_START || code > LOW_SURROGATE_END) continue;
    const next = text.charCodeAt(index + 1);
    const paired = code < LOW_SURROGATE_START && next >= LOW_SURROGATE_START && next <= LOW_SURROGATE_END;
    if (!paired) return false;
    index++;
  }
  return true;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const HIGH_SURROGATE_START = 0xd800;
const LOW_SURROGATE_START = 0xdc00;
const LOW_SURROGATE_END = 0xdfff;

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let step: Visit | null = visit; step && step.key !== null; step = step.parent) path.unshift(step.key);
  return path;
}

/** A JSON object, or a dictionary such as a parsed query string (whose prototype has none). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}
