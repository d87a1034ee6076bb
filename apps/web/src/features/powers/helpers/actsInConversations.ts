import { getPowerActKind } from '@plubot/contracts';

/**
 * Whether a power acts in conversations from a node of the flow: by its node's own settings
 * (Slack, Telegram, Discord, Webhooks), through a connection of the owner's (Notion, HubSpot,
 * Mailchimp…) or by showing the visitor a card of a design (Figma, Canva). OpenAI is the bots' AI
 * and WhatsApp Business and Instagram are channels, not steps; the rest are only listed.
 * @example actsInConversations('notion') // true
 */
export function actsInConversations(powerId: string): boolean {
  const kind = getPowerActKind(powerId);
  return kind === 'node' || kind === 'connection' || kind === 'card';
}
