import { isMaskedSecret, isNodeType, SECRET_MASK, SECRET_NODE_FIELDS } from '@plubot/flow';
import { openSecret, sealSecret } from '../../lib/secretBox';

/** A sealed secret in stored node data: `sealed:` and the secret box (`v1.iv.tag.data`). */
const SEALED_PREFIX = 'sealed:';

type NodeLike = { id?: unknown; type?: unknown; data?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The secret fields of a stored node's type, or none. */
function secretFieldsOf(node: NodeLike): readonly string[] {
  return typeof node.type === 'string' && isNodeType(node.type) ? (SECRET_NODE_FIELDS[node.type] ?? []) : [];
}

/** Rewrites the secret fields of each node, keeping every other node and field as it is. */
function mapSecrets<T>(
  nodes: readonly T[],
  rewrite: (node: NodeLike, field: string, value: unknown) => unknown,
): T[] {
  return nodes.map((node) => {
    const fields = isRecord(node) ? secretFieldsOf(node) : [];
    if (fields.length === 0 || !isRecord(node) || !isRecord(node.data)) return node;
    const data = { ...node.data };
    for (const field of fields) {
      if (!Object.hasOwn(data, field)) continue;
      const next = rewrite(node, field, data[field]);
      if (next === undefined) delete data[field];
      else data[field] = next;
    }
    return { ...node, data };
  });
}

/**
 * The nodes to store: each typed secret sealed with `ENCRYPTION_KEY`; a masked secret (what the
 * browser got) keeps the secret stored for the same node, or is dropped when there is none; an
 * empty value stays empty.
 */
export function sealNodeSecrets<T>(nodes: readonly T[], storedNodes: readonly unknown[], key: string): T[] {
  const stored = new Map<unknown, Record<string, unknown>>();
  for (const node of storedNodes) if (isRecord(node) && isRecord(node.data)) stored.set(node.id, node.data);
  return mapSecrets(nodes, (node, field, value) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    if (value.startsWith(SEALED_PREFIX)) return stored.get(node.id)?.[field] === value ? value : undefined;
    if (isMaskedSecret(value)) {
      const previous = stored.get(node.id)?.[field];
      return typeof previous === 'string' && previous.startsWith(SEALED_PREFIX) ? previous : undefined;
    }
    return `${SEALED_PREFIX}${sealSecret(key, value.trim())}`;
  });
}

/** The nodes as the browser gets them: each sealed secret as '••••' and its last four characters. */
export function maskNodeSecrets<T>(nodes: readonly T[], key: string): T[] {
  return mapSecrets(nodes, (_node, _field, value) => {
    if (typeof value !== 'string' || !value.startsWith(SEALED_PREFIX)) return value;
    const secret = openSecret(key, value.slice(SEALED_PREFIX.length));
    return secret === null ? SECRET_MASK : `${SECRET_MASK}${secret.slice(-4)}`;
  });
}

/** A secret as the bot uses it: opened when sealed, as it is otherwise (older flows). */
export function openNodeSecret(value: string, key: string): string {
  return value.startsWith(SEALED_PREFIX) ? (openSecret(key, value.slice(SEALED_PREFIX.length)) ?? '') : value;
}
