import {
  isMaskedSecret,
  isNodeType,
  isSecretHeaderName,
  SECRET_MASK,
  SECRET_NODE_FIELDS,
} from '@plubot/flow';
import { openSecret, sealSecret } from '../../lib/secretBox';

/** A sealed secret in stored node data: `sealed:` and the secret box (`v1.iv.tag.data`). */
const SEALED_PREFIX = 'sealed:';

type NodeLike = { id?: unknown; type?: unknown; data?: unknown };
type DataRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is DataRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites one secret: `slot` names it within its node ('discordToken', 'header:authorization'),
 * `value` is what the node holds; answers the new value, or undefined to drop it.
 */
type SecretRewrite = (node: NodeLike, slot: string, value: unknown) => unknown;

/** The secret fields of a stored node's type, or none. */
function secretFieldsOf(node: NodeLike): readonly string[] {
  return typeof node.type === 'string' && isNodeType(node.type) ? (SECRET_NODE_FIELDS[node.type] ?? []) : [];
}

const headerSlot = (name: string) => `header:${name.trim().toLowerCase()}`;

/** An HTTP node's header rows with their credential values rewritten (rows without a value stay). */
function rewriteHeaders(node: NodeLike, headers: unknown, rewrite: SecretRewrite): unknown {
  if (!Array.isArray(headers)) return headers;
  return headers.map((row) => {
    if (!isRecord(row) || !isSecretHeaderName(row.key) || typeof row.key !== 'string') return row;
    const next = rewrite(node, headerSlot(row.key), row.value);
    return { ...row, value: next === undefined ? '' : next };
  });
}

/** Rewrites the secrets of each node (secret fields, credential headers), keeping everything else. */
function mapSecrets<T>(nodes: readonly T[], rewrite: SecretRewrite): T[] {
  return nodes.map((node) => {
    if (!isRecord(node) || !isRecord(node.data)) return node;
    const fields = secretFieldsOf(node);
    const hasHeaders = node.type === 'httpRequest' && Array.isArray(node.data.headers);
    if (fields.length === 0 && !hasHeaders) return node;
    const data: DataRecord = { ...node.data };
    for (const field of fields) {
      if (!Object.hasOwn(data, field)) continue;
      const next = rewrite(node, field, data[field]);
      if (next === undefined) delete data[field];
      else data[field] = next;
    }
    if (hasHeaders) data.headers = rewriteHeaders(node, data.headers, rewrite);
    return { ...node, data };
  });
}

/** Every secret a stored node holds, by slot. */
function secretsByNode(storedNodes: readonly unknown[]): Map<unknown, Map<string, unknown>> {
  const stored = new Map<unknown, Map<string, unknown>>();
  mapSecrets(storedNodes, (node, slot, value) => {
    const slots = stored.get(node.id) ?? new Map<string, unknown>();
    slots.set(slot, value);
    stored.set(node.id, slots);
    return value;
  });
  return stored;
}

/**
 * The nodes to store: each typed secret (a secret field, a credential header's value) sealed with
 * `ENCRYPTION_KEY`; a masked secret (what the browser got) keeps the secret stored for the same
 * node and slot, or is dropped when there is none; an empty value stays empty.
 */
export function sealNodeSecrets<T>(nodes: readonly T[], storedNodes: readonly unknown[], key: string): T[] {
  const stored = secretsByNode(storedNodes);
  return mapSecrets(nodes, (node, slot, value) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    const previous = stored.get(node.id)?.get(slot);
    if (value.startsWith(SEALED_PREFIX)) return previous === value ? value : undefined;
    if (isMaskedSecret(value)) {
      return typeof previous === 'string' && previous.startsWith(SEALED_PREFIX) ? previous : undefined;
    }
    return `${SEALED_PREFIX}${sealSecret(key, value.trim())}`;
  });
}

/** The nodes as the browser gets them: each sealed secret as '••••' and its last four characters. */
export function maskNodeSecrets<T>(nodes: readonly T[], key: string): T[] {
  return mapSecrets(nodes, (_node, _slot, value) => {
    if (typeof value !== 'string' || !value.startsWith(SEALED_PREFIX)) return value;
    const secret = openSecret(key, value.slice(SEALED_PREFIX.length));
    return secret === null ? SECRET_MASK : `${SECRET_MASK}${secret.slice(-4)}`;
  });
}

/** The nodes with every secret removed (a copy for someone else: a published bot's clone). */
export function stripNodeSecrets<T>(nodes: readonly T[]): T[] {
  return mapSecrets(nodes, (_node, _slot, value) =>
    typeof value === 'string' && value !== '' ? undefined : value,
  );
}

/** A secret as the bot uses it: opened when sealed, as it is otherwise (older flows). */
export function openNodeSecret(value: string, key: string): string {
  return value.startsWith(SEALED_PREFIX) ? (openSecret(key, value.slice(SEALED_PREFIX.length)) ?? '') : value;
}

/** Request headers as sent: sealed credential values opened. */
export function openHeaderSecrets(
  headers: Readonly<Record<string, string>>,
  key: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, openNodeSecret(value, key)]),
  );
}

/**
 * The headers of an editor's HTTP test with each masked credential replaced by the secret stored
 * for the same header of that node (the browser only ever has the masked value).
 */
export function resolveMaskedHeaders(
  headers: Readonly<Record<string, string>>,
  storedNode: unknown,
  key: string,
): Record<string, string> {
  const stored = secretsByNode(storedNode ? [storedNode] : []);
  const slots = [...stored.values()][0];
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!isMaskedSecret(value)) return [name, value];
      const previous = slots?.get(headerSlot(name));
      return [name, typeof previous === 'string' ? openNodeSecret(previous, key) : ''];
    }),
  );
}
