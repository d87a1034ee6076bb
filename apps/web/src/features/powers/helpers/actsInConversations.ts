import { getPowerActKind } from '@plubot/contracts';

/**
 * Whether a power acts in conversations from a node of the flow: by its node's own settings
 * (Slack, Telegram, Discord, Webhooks) or through a connection of the owner's (Notion, HubSpot,
 * Mailchimp). OpenAI is the bots' AI, not a step; the rest are only listed.
 * @example actsInConversations('notion') // true
 */
export function actsInConversations(powerId: string): boolean {
  const kind = getPowerActKind(powerId);
  return kind === 'node' || kind === 'connection';
}
