import { isMaskedSecret, normalizeNodeType, SECRET_NODE_FIELDS } from '@plubot/flow';

type NodeData = Record<string, unknown>;

const isRecord = (value: unknown): value is NodeData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields emptied in a clone, beyond the sealed secrets of `SECRET_NODE_FIELDS`, because they can
 * carry the publisher's credentials or send the cloner's visitors' data to the publisher:
 * - HTTP request: the URL (a Zapier/Make hook is itself a key), the body (API keys are often sent
 *   in it) and every header and form value (Authorization, X-Api-Key …); keys and response
 *   mappings stay, so the node still shows what to configure.
 * - Webhook: the URL the conversation's variables are posted to.
 * - Power: the Slack incoming-webhook URL (posting rights), the token, the chat/channel id and the
 *   publisher's connection (Notion, HubSpot…: the cloner picks one of their own; the action and its
 *   mapping stay).
 * - Discord: the channel id (with the token gone the node posts with the cloner's own bot).
 * - Action: the URL, headers and body of `apiCall`/`webhook` and the recipient of `sendEmail`.
 */
const EMPTIED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  httpRequest: ['url', 'bodyString'],
  webhookNode: ['url'],
  power: ['powerUrl', 'powerToken', 'powerChannel', 'connectionId'],
  discord: ['discordToken', 'channelId'],
};

/** Key/value lists whose values are emptied (keys kept). */
const EMPTIED_VALUE_LISTS: Readonly<Record<string, readonly string[]>> = {
  httpRequest: ['headers', 'bodyFormData'],
};

/** Action parameters emptied (see `EMPTIED_FIELDS`). */
const EMPTIED_ACTION_PARAMETERS = ['url', 'headers', 'body', 'to', 'email'] as const;

/** A stored sealed secret (`sealed:v2…`, or `v1` from before boxes were bound), wherever it sits. */
const SEALED_PREFIX = 'sealed:';

/**
 * The nodes of a published flow as they go into a clone: every secret and every value that could
 * reach the publisher's accounts removed (see `EMPTIED_FIELDS`), everything else unchanged. Any
 * string left anywhere in a node's data that is a sealed or masked secret is dropped too, so a
 * field added to `SECRET_NODE_FIELDS` later is covered even before it is listed here. (A sealed box
 * would not open in the clone anyway: each is bound to its owner, bot, node and field.)
 */
export function stripCloneSecrets<T>(nodes: readonly T[]): T[] {
  return nodes.map((node) => {
    if (!isRecord(node) || !isRecord(node.data)) return node;
    const type = normalizeNodeType(node.type);
    const data = dropSealedStrings(node.data);
    const secretFields = type ? (SECRET_NODE_FIELDS[type] ?? []) : [];
    for (const field of secretFields) delete data[field];
    for (const field of (type && EMPTIED_FIELDS[type]) || [])
      if (Object.hasOwn(data, field)) data[field] = '';
    for (const field of (type && EMPTIED_VALUE_LISTS[type]) || []) data[field] = emptyValues(data[field]);
    if (type === 'action' && isRecord(data.parameters))
      data.parameters = emptyActionParameters(data.parameters);
    return { ...node, data } as T;
  });
}

function emptyValues(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((row) => (isRecord(row) ? { ...row, value: '' } : row));
}

function emptyActionParameters(parameters: NodeData): NodeData {
  const next = { ...parameters };
  for (const key of EMPTIED_ACTION_PARAMETERS) {
    if (!Object.hasOwn(next, key)) continue;
    next[key] = key === 'headers' ? {} : '';
  }
  return next;
}

/** A deep copy of `data` without string values that are sealed or masked secrets. */
function dropSealedStrings(data: NodeData): NodeData {
  const copy: NodeData = {};
  for (const [key, value] of Object.entries(data)) {
    if (isSecretString(value)) continue;
    copy[key] = copyValue(value);
  }
  return copy;
}

function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isSecretString(item)).map(copyValue);
  if (isRecord(value)) return dropSealedStrings(value);
  return value;
}

function isSecretString(value: unknown): boolean {
  return typeof value === 'string' && (value.startsWith(SEALED_PREFIX) || isMaskedSecret(value));
}
