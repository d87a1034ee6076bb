/** The value found at a path, or `found: false`. */
export type JsonPathResult = { found: true; value: unknown } | { found: false };

/**
 * Reads a value from parsed JSON by a dot/bracket path: `data.user.id`, `items[0].name`,
 * `data["x-y"]`, with an optional leading `$` / `$.`. An empty path (or `$`) is the whole value.
 *
 * @example readJsonPath({ items: [{ id: 7 }] }, 'items[0].id') // { found: true, value: 7 }
 */
export function readJsonPath(root: unknown, path: string): JsonPathResult {
  const segments = parsePath(path);
  if (!segments) return { found: false };
  let current: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      const index = /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
      if (!(index < current.length)) return { found: false };
      current = current[index];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return { found: false };
    }
  }
  return current === undefined ? { found: false } : { found: true, value: current };
}

const SEGMENT = /\.?([^.[\]]+)|\[\s*(?:(\d+)|"([^"]*)"|'([^']*)')\s*\]/y;

function parsePath(path: string): string[] | undefined {
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  const segments: string[] = [];
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < rest.length) {
    const start = SEGMENT.lastIndex;
    const match = SEGMENT.exec(rest);
    if (!match || SEGMENT.lastIndex === start) return undefined;
    segments.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  return segments;
}
