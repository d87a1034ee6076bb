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
