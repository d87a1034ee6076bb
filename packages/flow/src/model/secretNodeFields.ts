import type { NodeType } from './nodeTypes';

/**
 * The node data fields that hold a secret an owner types (a bot token): the server stores them
 * encrypted and hands the browser only a masked value ('••••' and the last four characters).
 */
export const SECRET_NODE_FIELDS: Readonly<Partial<Record<NodeType, readonly string[]>>> = {
  discord: ['discordToken'],
};

/** The start of a masked secret; saving it back keeps the stored secret. */
export const SECRET_MASK = '••••';

/** Whether a value is a masked secret, as the browser got it. */
export function isMaskedSecret(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(SECRET_MASK);
}
