import {
  getSecretNodeFields,
  isMaskedSecret,
  isNodeType,
  isSecretHeaderName,
  rewriteUrlSecrets,
  SECRET_MASK,
} from '@plubot/flow';
import { isUnboundBox, openSecret, sealSecret } from '../../lib/secretBox';

/** A sealed secret in stored node data: `sealed:` and the secret box (`v2.iv.tag.data`). */
const SEALED_PREFIX = 'sealed:';

/**
 * Whose secrets these are: a box is bound to its owner, bot, node and slot (AES-GCM associated
 * data), so a sealed value copied into another bot, node or field never opens there.
 */
export interface SecretBinding {
  key: string;
  ownerId: string;
  plubotId: string;
}

type NodeLike = { id?: unknown; type?: unknown; data?: unknown };
type DataRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is DataRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSealed = (value: unknown): boolean => typeof value === 'string' && value.startsWith(SEALED_PREFIX);

/**
 * Rewrites one secret: `slot` names it within its node ('discordToken', 'header:authorization',
 * 'url?api_key'), `value` is what the node holds; answers the new value, or undefined to drop it.
 */
type SecretRewrite = (node: NodeLike, slot: string, value: unknown) => unknown;

/** Fields holding a URL whose credential query parameters (`?api_key=…`) are secrets. */
const URL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  httpRequest: ['url'],
  webhookNode: ['url'],
  power: ['powerUrl'],
};

const headerSlot = (name: string) => `header:${name.trim().toLowerCase()}`;
const parameterHeaderSlot = (name: string) => `parameters.header:${name.trim().toLowerCase()}`;

/** An HTTP node's header rows with their credential values rewritten (rows without a value stay). */
function rewriteHeaderRows(node: NodeLike, headers: unknown, rewrite: SecretRewrite): unknown {
  if (!Array.isArray(headers)) return headers;
  return headers.map((row) => {
    if (!isRecord(row) || !isSecretHeaderName(row.key) || typeof row.key !== 'string') return row;
    const next = rewrite(node, headerSlot(row.key), row.value);
    return { ...row, value: next === undefined ? '' : next };
  });
}

/** An API call action's `{ name: value }` headers with their credential values rewritten. */
function rewriteHeaderRecord(node: NodeLike, headers: unknown, rewrite: SecretRewrite): unknown {
  if (!isRecord(headers)) return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!isSecretHeaderName(name)) return [name, value];
      const next = rewrite(node, parameterHeaderSlot(name), value);
      return [name, next === undefined ? '' : next];
    }),
  );
}

/**
 * A URL with the values of its credential query parameters rewritten (`?api_key=…&q=x` → only
 * `api_key`). Read as text, since a stored URL may hold `{{variables}}`; a value with a variable in
 * it is the visitor's, not a stored credential, and stays.
 */
function rewriteUrl(node: NodeLike, field: string, url: unknown, rewrite: SecretRewrite): unknown {
  if (typeof url !== 'string' || isSealed(url) || isMaskedSecret(url)) return url;
  return rewriteUrlSecrets(url, (name, occurrence, value) => {
    const next = rewrite(node, `${field}?${name}${occurrence ? `#${occurrence}` : ''}`, value);
    return typeof next === 'string' ? next : '';
  });
}

/**
 * Rewrites the secrets of each node — its secret fields (`getSecretNodeFields`), credential headers
 * (an HTTP request's rows, an action's `parameters.headers`) and credential query parameters of its
 * URLs — keeping everything else.
 */
function mapSecrets<T>(nodes: readonly T[], rewrite: SecretRewrite): T[] {
  return nodes.map((node) => {
    if (!isRecord(node) || !isRecord(node.data) || typeof node.type !== 'string' || !isNodeType(node.type))
      return node;
    const data: DataRecord = { ...node.data };
    const fields = getSecretNodeFields(node.type, node.data);
    for (const field of fields) {
      if (!Object.hasOwn(data, field)) continue;
      const next = rewrite(node, field, data[field]);
      if (next === undefined) delete data[field];
      else data[field] = next;
    }
    for (const field of URL_FIELDS[node.type] ?? []) {
      if (!fields.includes(field) && Object.hasOwn(data, field))
        data[field] = rewriteUrl(node, field, data[field], rewrite);
    }
    if (node.type === 'httpRequest' && Object.hasOwn(data, 'headers'))
      data.headers = rewriteHeaderRows(node, data.headers, rewrite);
    if (node.type === 'action' && isRecord(data.parameters)) {
      const parameters = { ...data.parameters };
      if (Object.hasOwn(parameters, 'headers'))
        parameters.headers = rewriteHeaderRecord(node, parameters.headers, rewrite);
      if (Object.hasOwn(parameters, 'url'))
        parameters.url = rewriteUrl(node, 'parameters.url', parameters.url, rewrite);
      data.parameters = parameters;
    }
    return { ...node, data };
  });
}

/** Every secret a stored node holds, by node id and slot. */
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

/** The associated data of one secret's box: owner, bot, node and slot. */
function secretContext(binding: SecretBinding, nodeId: unknown, slot: string): string {
  return JSON.stringify(['plubot-node-secret', binding.ownerId, binding.plubotId, String(nodeId), slot]);
}

function seal(binding: SecretBinding, nodeId: unknown, slot: string, secret: string): string {
  return `${SEALED_PREFIX}${sealSecret(binding.key, secret, secretContext(binding, nodeId, slot))}`;
}

/**
 * Opens a stored secret where it sits: a `v2` box only with its own owner, bot, node and slot; a
 * `v1` box (sealed before boxes were bound) only in a secret slot, where the save rules have always
 * let in nothing but what the server sealed for that very node and slot. `null` when it does not open.
 */
function openStored(binding: SecretBinding, nodeId: unknown, slot: string, sealed: string): string | null {
  const box = sealed.slice(SEALED_PREFIX.length);
  if (isUnboundBox(box)) return openSecret(binding.key, box);
  return openSecret(binding.key, box, secretContext(binding, nodeId, slot));
}

/**
 * The nodes to store: each typed secret (a secret field, a credential header's or query
 * parameter's value) sealed and bound to this owner, bot, node and slot; a masked secret (what the
 * browser got) keeps the secret stored for the same node and slot — sealed now if it was still in
 * clear or in an unbound box — or is dropped when there is none; a sealed value is kept only when it
 * is the one stored for the same node and slot, so a box copied from elsewhere is dropped; an empty
 * value stays empty.
 */
export function sealNodeSecrets<T>(
  nodes: readonly T[],
  storedNodes: readonly unknown[],
  binding: SecretBinding,
): T[] {
  const stored = secretsByNode(storedNodes);
  return mapSecrets(nodes, (node, slot, value) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    const previous = stored.get(node.id)?.get(slot);
    const keep = () => {
      if (typeof previous !== 'string' || previous.trim() === '' || isMaskedSecret(previous))
        return undefined;
      if (!previous.startsWith(SEALED_PREFIX)) return seal(binding, node.id, slot, previous.trim());
      if (!isUnboundBox(previous.slice(SEALED_PREFIX.length))) return previous;
      const secret = openStored(binding, node.id, slot, previous);
      return secret === null ? undefined : seal(binding, node.id, slot, secret);
    };
    if (value.startsWith(SEALED_PREFIX)) return previous === value ? keep() : undefined;
    if (isMaskedSecret(value)) return keep();
    return seal(binding, node.id, slot, value.trim());
  });
}

/** A secret as the browser may see it: '••••' and, for one of 8 characters or more, its last four. */
function maskSecret(secret: string | null): string {
  return secret !== null && secret.length >= 8 ? `${SECRET_MASK}${secret.slice(-4)}` : SECRET_MASK;
}

/**
 * The nodes as the browser (or a data download) gets them: every secret — sealed, or still in clear
 * in a flow saved before it was one — as '••••' and its last four characters.
 */
export function maskNodeSecrets<T>(nodes: readonly T[], binding: SecretBinding): T[] {
  return mapSecrets(nodes, (node, slot, value) => {
    if (typeof value !== 'string' || value.trim() === '' || isMaskedSecret(value)) return value;
    return maskSecret(value.startsWith(SEALED_PREFIX) ? openStored(binding, node.id, slot, value) : value);
  });
}

/** The nodes with every secret removed (a copy for someone else: a published bot's clone). */
export function stripNodeSecrets<T>(nodes: readonly T[]): T[] {
  return mapSecrets(nodes, (_node, _slot, value) =>
    typeof value === 'string' && value !== '' ? undefined : value,
  );
}

/**
 * The nodes as a conversation runs them: each secret opened with its own binding (one in clear
 * from an older flow as it is), one that does not open dropped. Only secret slots are opened: a
 * `sealed:` text anywhere else stays the text it is.
 */
export function openNodeSecrets<T>(nodes: readonly T[], binding: SecretBinding): T[] {
  return mapSecrets(nodes, (node, slot, value) => {
    if (typeof value !== 'string' || !value.startsWith(SEALED_PREFIX)) return value;
    return openStored(binding, node.id, slot, value) ?? undefined;
  });
}

/**
 * An editor's HTTP test with each masked credential (a header's value, a URL query parameter's)
 * replaced by the secret stored for the same slot of that node: the browser only ever has the
 * masked value. A mask with nothing stored behind it is sent empty.
 */
export function resolveMaskedRequest(
  request: { url: string; headers: Readonly<Record<string, string>> },
  storedNode: unknown,
  binding: SecretBinding,
): { url: string; headers: Record<string, string> } {
  const [opened] = openNodeSecrets(storedNode ? [storedNode] : [], binding);
  const slots = [...secretsByNode(opened ? [opened] : []).values()][0];
  const resolve = (slot: string, value: unknown) => {
    if (!isMaskedSecret(value)) return value;
    const secret = slots?.get(slot);
    return typeof secret === 'string' ? secret : '';
  };
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(resolve(headerSlot(name), value))]),
  );
  const url = rewriteUrl({}, 'url', request.url, (_node, slot, value) => resolve(slot, value));
  return { url: typeof url === 'string' ? url : request.url, headers };
}
