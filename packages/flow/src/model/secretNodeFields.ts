import type { NodeType } from './nodeTypes';

/**
 * The node data fields that hold a secret an owner types (a bot token): the server stores them
 * encrypted and hands the browser only a masked value ('••••' and the last four characters).
 */
export const SECRET_NODE_FIELDS: Readonly<Partial<Record<NodeType, readonly string[]>>> = {
  discord: ['discordToken'],
  power: ['powerToken'],
};

/**
 * HTTP header names whose value is a credential (`Authorization`, `X-Api-Key`, any name with
 * 'token', 'secret', 'password' or 'api key' in it, cookies): an HTTP request node's header with
 * such a name is stored encrypted and shown masked, like the secret fields above.
 */
const SECRET_HEADER_NAME =
  /^(?:proxy-)?authorization$|^(?:set-)?cookie$|token|secret|passw(?:or)?d|api[-_ ]?key|^x-.*-key$/i;

/** Whether an HTTP header with this name carries a credential (see `SECRET_HEADER_NAME`). */
export function isSecretHeaderName(name: unknown): boolean {
  return typeof name === 'string' && SECRET_HEADER_NAME.test(name.trim());
}

/**
 * URL query parameter names whose value is a credential (`key`, `api_key`, `apikey`,
 * `subscription-key`, `token`, `access_token`, `secret`, `client_secret`, `password`, `sig` …,
 * any case): in a stored URL (an HTTP request's, a webhook's, an API call's) such a value is stored
 * encrypted and shown masked, like a credential header.
 */
const SECRET_QUERY_PARAM_NAME =
  /^(?:key|sig|signature|auth|pwd|pass)$|[-_.]key$|token|secret|passw(?:or)?d|api[-_]?key|credential/i;

/**
 * Whether a URL query parameter with this name carries a credential (see `SECRET_QUERY_PARAM_NAME`).
 * @example isSecretQueryParamName('api_key') // true
 * @example isSecretQueryParamName('page') // false
 */
export function isSecretQueryParamName(name: unknown): boolean {
  return typeof name === 'string' && SECRET_QUERY_PARAM_NAME.test(name.trim());
}

/**
 * The secret fields of one node: its type's `SECRET_NODE_FIELDS`, and a Slack power's incoming
 * webhook URL (whoever has it may post to the channel). A power URL already stored as a secret stays
 * one when the power changes, so it is never handed back in clear.
 */
export function getSecretNodeFields(
  type: NodeType,
  data: Readonly<Record<string, unknown>>,
): readonly string[] {
  const fields = SECRET_NODE_FIELDS[type] ?? [];
  if (type !== 'power') return fields;
  const url = data.powerUrl;
  const storedSecret = typeof url === 'string' && (url.startsWith('sealed:') || isMaskedSecret(url));
  return data.powerId === 'slack' || storedSecret ? [...fields, 'powerUrl'] : fields;
}

/**
 * The powers that act in conversations in this release, each through its own plain HTTP API:
 * Slack (an incoming webhook), Telegram (a bot's sendMessage), Discord (a bot posting to a
 * channel) and Webhooks (the conversation's variables and a message posted as signed JSON to a
 * Zapier, Make or n8n hook). Other powers mark what a bot is meant to connect to and pass on.
 */
export const RUNNING_POWERS = ['slack', 'telegram', 'discord', 'webhooks'] as const;
export type RunningPowerId = (typeof RUNNING_POWERS)[number];

/** Whether a power acts in conversations. */
export function isRunningPower(powerId: string | undefined): powerId is RunningPowerId {
  return RUNNING_POWERS.some((id) => id === powerId);
}

/** The start of a masked secret; saving it back keeps the stored secret. */
export const SECRET_MASK = '••••';

/** Whether a value is a masked secret, as the browser got it. */
export function isMaskedSecret(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(SECRET_MASK);
}
